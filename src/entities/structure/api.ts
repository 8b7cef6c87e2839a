import type { PageParams } from '../../api/listPage';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { rootKey } from '../../api/querySource';
import { clientRefSchema, placeRefSchema } from './refs';
import { idSchema, isoDateSchema } from '../../api/schemas';
import { defineResource, listParams } from '../../api/resource';
import { buildClientPlaceTree, flattenClientPlaceTree } from './clientPlaceTree';
import { hiddenNamesFromConfig, withoutHiddenStructure, type HiddenNames } from './hiddenStructure';

/**
 * Clients, sites (places), projects and project energies: spec 001 §3 entities and the calls of
 * spec 001 §7 "Projects and structure". Support (BEX) records are in supportApi.ts.
 */

// ---- Clients ----------------------------------------------------------------------------------

export const clientSchema = clientRefSchema;
export type Client = z.infer<typeof clientSchema>;

/** spec 001 §7 "PUT clients/{id} with shortName"; an empty name is INVALID_NAME (spec 000 §8). */
export const clientUpdateSchema = z.object({
  name: z.string().trim().min(1, 'INVALID_NAME'),
  shortName: z.string().trim().nullish(),
});
export type ClientUpdate = z.input<typeof clientUpdateSchema>;

/** `clientId` answers a list of that one client (spec 001 §5: stored only when exactly one comes back). */
export type ClientListParams = PageParams & { clientId?: number; name?: string };

export const clientsResource = defineResource({
  name: 'clients',
  path: 'clients',
  item: clientSchema,
  params: listParams<ClientListParams>(),
  update: clientUpdateSchema,
});

// ---- Sites (places) ---------------------------------------------------------------------------

export const placeSchema = z.object({
  id: idSchema,
  name: z.string(),
  shortName: z.string().nullish(),
  address: z.string().nullish(),
  zipCode: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  timezone: z.string().nullish(),
  companyName: z.string().nullish(),
  /** SIRET */
  companyId: z.string().nullish(),
  client: clientRefSchema,
});
export type Place = z.infer<typeof placeSchema>;

/** spec 000 §8 INVALID_GEOGRAPHIC_COORDINATES: latitude in [-90, 90], longitude in [-180, 180]. */
const latitudeSchema = z.number().min(-90, 'INVALID_GEOGRAPHIC_COORDINATES').max(90, 'INVALID_GEOGRAPHIC_COORDINATES');
const longitudeSchema = z
  .number()
  .min(-180, 'INVALID_GEOGRAPHIC_COORDINATES')
  .max(180, 'INVALID_GEOGRAPHIC_COORDINATES');
const optionalText = z.string().trim().nullish();

/** PUT places/{id}: the site's own fields; its id and client are not sent. */
export const placeUpdateSchema = z.object({
  name: z.string().trim().min(1, 'INVALID_NAME'),
  shortName: optionalText,
  address: optionalText,
  zipCode: optionalText,
  city: optionalText,
  country: optionalText,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timezone: z.string().trim().min(1),
  companyName: optionalText,
  companyId: optionalText,
});
export type PlaceUpdate = z.input<typeof placeUpdateSchema>;

export type PlaceListParams = PageParams & { clientId?: number; name?: string };

export const placesResource = defineResource({
  name: 'places',
  path: 'places',
  item: placeSchema,
  params: listParams<PlaceListParams>(),
  update: placeUpdateSchema,
});

// ---- Projects ---------------------------------------------------------------------------------

/** spec 001 §3 Project, with the list columns of spec 001 §2 (client and site come from `place`). */
export const projectSchema = z.object({
  id: idSchema,
  name: z.string(),
  chrono_sf: z.string().nullish(),
  /** M&V project manager. */
  project_manager: z.string().nullish(),
  digital_project_manager: z.string().nullish(),
  /** CPE contract signing date. */
  signature_date: isoDateSchema.nullish(),
  maintenance_signature_date: isoDateSchema.nullish(),
  /** Follow-up start date. */
  start_date: isoDateSchema.nullish(),
  regulatory_cpe: z.boolean().nullish(),
  nombre_aape: z.number().int().nonnegative().nullish(),
  engagement_mwh: z.number().nullish(),
  engagement_mwh_pcs: z.number().nullish(),
  place: placeRefSchema,
});
export type Project = z.infer<typeof projectSchema>;

const dayOrNull = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish();
const amount = z.number().nonnegative().nullish();

/** POST project and PUT project/{id}: no id; the site goes as `place: { id }` only. */
export const projectWriteSchema = z.object({
  name: z.string().trim().min(1, 'INVALID_NAME'),
  place: z.object({ id: idSchema }),
  chrono_sf: optionalText,
  project_manager: optionalText,
  digital_project_manager: optionalText,
  signature_date: dayOrNull,
  maintenance_signature_date: dayOrNull,
  start_date: dayOrNull,
  regulatory_cpe: z.boolean().nullish(),
  nombre_aape: z.number().int().nonnegative().nullish(),
  engagement_mwh: amount,
  engagement_mwh_pcs: amount,
});
export type ProjectWrite = z.input<typeof projectWriteSchema>;

export type ProjectListParams = PageParams & { clientId?: number; placeId?: number; name?: string };

/** spec 001 §4: adding a project reloads the client places (and the tree). */
export const projectsResource = defineResource({
  name: 'project',
  path: 'project',
  item: projectSchema,
  params: listParams<ProjectListParams>(),
  create: projectWriteSchema,
  update: projectWriteSchema,
});

// ---- Project energies -------------------------------------------------------------------------

/** spec 001 §3 Project energy: PER in euro/MWh, emission factor in KgCO2e/kWh PCS. */
export const projectEnergySchema = z.object({
  id: idSchema,
  projectId: idSchema,
  /** An energyTypes choice code: ELECTRICITY, STEAM, NATURAL_GAS... */
  energyType: z.string(),
  currentPer: z.number().nullish(),
  contractPer: z.number().nullish(),
  emissionFactor: z.number().nullish(),
});
export type ProjectEnergy = z.infer<typeof projectEnergySchema>;

const energyFields = {
  energyType: z.string().min(1),
  currentPer: z.number().nonnegative(),
  contractPer: z.number().nonnegative(),
  emissionFactor: z.number().nonnegative(),
};
export const projectEnergyCreateSchema = z.object({ projectId: idSchema, ...energyFields });
/** PUT project-energy/{id}: without id; the project does not change. */
export const projectEnergyUpdateSchema = z.object(energyFields);

export type ProjectEnergyListParams = PageParams & { projectId?: number };

export const projectEnergiesResource = defineResource({
  name: 'project-energy',
  path: 'project-energy',
  item: projectEnergySchema,
  params: listParams<ProjectEnergyListParams>(),
  create: projectEnergyCreateSchema,
  update: projectEnergyUpdateSchema,
});

// ---- Relations and choices --------------------------------------------------------------------

export const objectRelationSchema = z.object({
  clientId: idSchema,
  clientName: z.string(),
  placeId: idSchema,
  placeName: z.string(),
  projectId: idSchema,
  projectName: z.string(),
});
export type ObjectRelation = z.infer<typeof objectRelationSchema>;

/** spec 001 §7 GET object-relation: the answer is `data.objects`. */
export const objectRelationsQuery = defineQuery({
  name: 'object-relation',
  path: 'object-relation',
  schema: z.object({ data: z.object({ objects: z.array(objectRelationSchema) }) }),
});

export const choiceSchema = z.object({ id: idSchema, code: z.string(), label_fr: z.string(), label_en: z.string() });
export type Choice = z.infer<typeof choiceSchema>;
export const choiceListsSchema = z.object({ data: z.record(z.string(), z.array(choiceSchema)) });

/** The lists GET choices carries (energy types, AAPE commitment types and modalities, PER types...). */
export const PROJECT_CHOICE_LISTS = [
  'energyTypes',
  'commitmentTypes',
  'commitmentModalities',
  'perTypes',
  'linkTypes',
  'interventionTypes',
] as const;

export const projectChoicesQuery = defineQuery({
  name: 'choices',
  path: 'choices',
  schema: choiceListsSchema,
  staleTime: 60 * 60_000,
});

/** spec 001 §5: only fr and en; any other language reads the French label. */
export function choiceLabel(choice: Choice, language: string | null | undefined): string {
  return language === 'en' ? choice.label_en : choice.label_fr;
}

// ---- The client-place tree --------------------------------------------------------------------

/**
 * spec 001 §7 "GET clients, places and projects run together to build the tree", without the
 * hidden test clients and projects (spec 001 §6), with the flattened table of spec 001 §3.
 */
export async function fetchClientPlaceTree(hidden: HiddenNames = hiddenNamesFromConfig(), signal?: AbortSignal) {
  const [clients, places, projects] = await Promise.all([
    clientsResource.list(undefined, signal),
    placesResource.list(undefined, signal),
    projectsResource.list(undefined, signal),
  ]);
  const tree = buildClientPlaceTree(
    withoutHiddenStructure({ clients: clients.data, places: places.data, projects: projects.data }, hidden),
  );
  return { tree, rows: flattenClientPlaceTree(tree) };
}
export type ClientPlaceTreeData = Awaited<ReturnType<typeof fetchClientPlaceTree>>;

/** Under `clients`, so that a client change refreshes it. */
export function clientPlaceTreeQuery() {
  return queryOptions({
    queryKey: rootKey('tree', clientsResource),
    queryFn: ({ signal }) => fetchClientPlaceTree(hiddenNamesFromConfig(), signal),
  });
}
