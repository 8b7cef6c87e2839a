import type { PageParams } from '../../api/listPage';
import { z } from 'zod';
import { idSchema, isoDateSchema } from '../../api/schemas';
import { projectRefSchema } from '../structure/refs';
import { samplingUnitSchema } from '../variables/refs';
import { defineResource, listParams } from '../../api/resource';
import { ENERGY_CODES } from './energyUnits';

/*
 * AAPE (energy-performance improvement actions) and their perimeters (spec 001 §3, §7 "Projects
 * and structure"). Balances are in balanceApi.ts. The value sets of the commitment fields are not
 * in the spec: ours are below.
 */

/** Commitment in energy or in euros. */
export const COMMITMENT_TYPES = ['ENERGY', 'FINANCIAL'] as const;
/** Measured year by year, or over the whole contract. */
export const COMMITMENT_MODALITIES = ['YEARLY', 'CONTRACT_PERIOD'] as const;
/** Which energy price (PER, euro/MWh) values the savings: the project's current or contract one. */
export const PER_TYPES = ['CURRENT', 'CONTRACT'] as const;

const percentSchema = z.number().min(0).max(100);

export const aapeSchema = z.object({
  id: idSchema,
  number: z.number().int(),
  name: z.string(),
  projectId: idSchema,
  project: projectRefSchema.nullish(),
  /** The id of the main perimeter (spec 001 §3 "mainPerimeter id"). */
  mainPerimeter: idSchema.nullish(),
  commitment_type: z.enum(COMMITMENT_TYPES),
  commitment_modality: z.enum(COMMITMENT_MODALITIES),
  per_type: z.enum(PER_TYPES),
  follow_up_end_date: isoDateSchema.nullish(),
  exceptional_end_date: isoDateSchema.nullish(),
  comments: z.string().nullish(),
  malus_percentage: z.number().nullish(),
  bonus_percentage: z.number().nullish(),
  /** Derived by the server from the perimeters (balanceMath.aapeTotals). */
  total_energy_commitment: z.number(),
  total_financial_saving: z.number(),
  total_co2_saving: z.number(),
});
export type Aape = z.infer<typeof aapeSchema>;

/** POST and PUT aape: no id, no derived totals, no nested project. */
export const aapeWriteSchema = z.object({
  /** Left out on creation: the server gives the next number of the project. */
  number: z.number().int().positive().nullish(),
  name: z.string().trim().min(1),
  projectId: idSchema,
  mainPerimeter: idSchema.nullish(),
  commitment_type: z.enum(COMMITMENT_TYPES),
  commitment_modality: z.enum(COMMITMENT_MODALITIES),
  per_type: z.enum(PER_TYPES),
  follow_up_end_date: isoDateSchema.nullish(),
  exceptional_end_date: isoDateSchema.nullish(),
  comments: z.string().nullish(),
  malus_percentage: percentSchema.nullish(),
  bonus_percentage: percentSchema.nullish(),
});
export type AapeWrite = z.input<typeof aapeWriteSchema>;

export type AapeListParams = PageParams & {
  projectId?: number;
};

export const aapeResource = defineResource({
  name: 'aape',
  path: 'aape',
  item: aapeSchema,
  params: listParams<AapeListParams>(),
  create: aapeWriteSchema,
  update: aapeWriteSchema,
});

/** A project has at most a few AAPE (spec 001 §2 nombre_aape): one page holds them all. */
export const PROJECT_AAPE_LIMIT = 100;

/** Every AAPE of a project: the savings screens and the project's tabs share this one read. */
export const projectAapesQuery = (projectId: number) =>
  aapeResource.listQuery({ projectId, limit: PROJECT_AAPE_LIMIT });

/** A project's AAPE as they are shown: by number (then by id, should two share one). */
export function aapesByNumber<T extends Pick<Aape, 'number' | 'id'>>(aapes: readonly T[]): T[] {
  return [...aapes].sort((a, b) => a.number - b.number || a.id - b.id);
}

/** A variable a perimeter measures with, as the answer names it. */
export const measureRefSchema = z.object({ id: idSchema, name: z.string(), unit: z.string().nullish() });

export const energyTranslationsSchema = z.object({ fr: z.string(), en: z.string() });

export const perimeterSchema = z.object({
  id: idSchema,
  aapeId: idSchema,
  number: z.number().int(),
  /** Reads accept any code (spec 001 §3: "other gas-like"); writes offer ENERGY_CODES. */
  energy_code: z.string(),
  energy_translations: energyTranslationsSchema.nullish(),
  /** Yearly, in the energy's savings unit (spec 001 §9, energyUnits.savingsUnit). */
  savings_target: z.number(),
  reference_consumption: z.number(),
  consumption_measure: measureRefSchema.nullish(),
  consumption_model_measure: measureRefSchema.nullish(),
  direct_savings_measure: measureRefSchema.nullish(),
  calculation_sampling: samplingUnitSchema.nullish(),
  comments: z.string().nullish(),
  consumption_reference_measure_id: idSchema.nullish(),
  saving_measure_id: idSchema.nullish(),
  consumption_measure_id: idSchema.nullish(),
  /** teqCO2 per savings unit. */
  ncv_co2eq_emission_coefficient: z.number(),
  /** Euros excluding tax per savings unit. */
  contract_energy_price: z.number(),
});
export type Perimeter = z.infer<typeof perimeterSchema>;

const nonNegative = z.number().min(0);

/** POST and PUT perimeter: the measure ids are variables of the AAPE's project. */
export const perimeterWriteSchema = z.object({
  aapeId: idSchema,
  number: z.number().int().positive().nullish(),
  energy_code: z.enum(ENERGY_CODES),
  savings_target: nonNegative,
  reference_consumption: nonNegative,
  calculation_sampling: samplingUnitSchema.nullish(),
  comments: z.string().nullish(),
  consumption_reference_measure_id: idSchema.nullish(),
  saving_measure_id: idSchema.nullish(),
  consumption_measure_id: idSchema.nullish(),
  ncv_co2eq_emission_coefficient: nonNegative,
  contract_energy_price: nonNegative,
});
export type PerimeterWrite = z.input<typeof perimeterWriteSchema>;

export type PerimeterListParams = PageParams & {
  aapeId?: number;
};

export const perimeterResource = defineResource({
  name: 'perimeter',
  path: 'perimeter',
  item: perimeterSchema,
  params: listParams<PerimeterListParams>(),
  create: perimeterWriteSchema,
  update: perimeterWriteSchema,
});

/** The write payload of an AAPE as it stands, to change one field and PUT it back. */
export function aapeToWrite(aape: Aape): z.output<typeof aapeWriteSchema> {
  return aapeWriteSchema.parse(aape);
}

/**
 * spec 001 §4: "Adding a main perimeter triggers an edit of the AAPE to set its main perimeter":
 * POST the perimeter, then PUT the AAPE with mainPerimeter set to the new id.
 */
export async function addMainPerimeter(aape: Aape, input: PerimeterWrite) {
  const perimeter = await perimeterResource.create({ ...input, aapeId: aape.id });
  const updated = await aapeResource.update(aape.id, { ...aapeToWrite(aape), mainPerimeter: perimeter.id });
  return { perimeter, aape: updated };
}
