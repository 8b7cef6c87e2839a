import { http, type HttpHandler } from 'msw';
import type { MockDatabase } from '../../db/database';
import { PROJECT_CHOICES } from '../../db/adminChoices';
import type { ClientRow, PlaceRow, ProjectRow } from '../../db/structure';
import { clientRef, placeRef } from '../../db/structureRefs';
import {
  booleanField,
  dayField,
  nameField,
  numberField,
  refIdField,
  textField,
  visibleClients,
  visiblePlaces,
  visibleProjects,
  type Body,
} from '../adminFields';
import { apiUrl, type MockApiContext } from '../context';
import { byNumber, byText, crudHandlers } from '../crudHandlers';
import { fail, matchesText, orderRows, route } from '../respond';
import { supportHandlers } from './support';

/** spec 001 §3 Site: the row with its client nested, so that a client rename shows everywhere. */
export function placeView(db: MockDatabase, place: PlaceRow) {
  const { clientId, ...fields } = place;
  return { ...fields, client: clientRef(db, clientId) };
}

/** spec 001 §3 Project with the list columns (spec 001 §2) and its site and client nested. */
export function projectView(db: MockDatabase, project: ProjectRow) {
  const { placeId, ...fields } = project;
  return { ...fields, place: placeRef(db, placeId) };
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('fr', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** spec 000 §8 INVALID_GEOGRAPHIC_COORDINATES: latitude in [-90, 90], longitude in [-180, 180]. */
function coordinate(body: Body, key: 'latitude' | 'longitude', fallback: number): number {
  if (!(key in body)) return fallback;
  const value = body[key];
  const bound = key === 'latitude' ? 90 : 180;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > bound)
    fail(400, 'INVALID_GEOGRAPHIC_COORDINATES');
  return value;
}

function placeFields(body: Body, place: PlaceRow): PlaceRow {
  const timezone = textField(body, 'timezone', place.timezone) || place.timezone;
  if (!isTimeZone(timezone)) fail(400, 'INVALID_JSON');
  return {
    ...place,
    name: nameField(body, 'name', place.name),
    shortName: textField(body, 'shortName', place.shortName) ?? '',
    address: textField(body, 'address', place.address) ?? '',
    zipCode: textField(body, 'zipCode', place.zipCode) ?? '',
    city: textField(body, 'city', place.city) ?? '',
    country: textField(body, 'country', place.country) ?? '',
    latitude: coordinate(body, 'latitude', place.latitude),
    longitude: coordinate(body, 'longitude', place.longitude),
    timezone,
    companyName: textField(body, 'companyName', place.companyName) ?? '',
    companyId: textField(body, 'companyId', place.companyId) ?? '',
  };
}

const NEW_PROJECT: Omit<ProjectRow, 'id' | 'placeId' | 'name'> = {
  chrono_sf: '',
  project_manager: '',
  digital_project_manager: '',
  signature_date: null,
  maintenance_signature_date: null,
  start_date: null,
  regulatory_cpe: false,
  nombre_aape: 0,
  engagement_mwh: 0,
  engagement_mwh_pcs: 0,
};

function projectFields(db: MockDatabase, body: Body, project: ProjectRow | undefined): Omit<ProjectRow, 'id'> {
  const base = project ?? { ...NEW_PROJECT, placeId: 0, name: '' };
  const placeId = refIdField(body, 'place', 'placeId') ?? (project ? project.placeId : fail(404, 'PLACE_NOT_FOUND'));
  if (!db.places.some((place) => place.id === placeId)) fail(404, 'PLACE_NOT_FOUND');
  return {
    placeId,
    name: nameField(body, 'name', project?.name),
    chrono_sf: textField(body, 'chrono_sf', base.chrono_sf) ?? '',
    project_manager: textField(body, 'project_manager', base.project_manager) ?? '',
    digital_project_manager: textField(body, 'digital_project_manager', base.digital_project_manager) ?? '',
    signature_date: dayField(body, 'signature_date', base.signature_date),
    maintenance_signature_date: dayField(body, 'maintenance_signature_date', base.maintenance_signature_date),
    start_date: dayField(body, 'start_date', base.start_date),
    regulatory_cpe: booleanField(body, 'regulatory_cpe', base.regulatory_cpe),
    nombre_aape: numberField(body, 'nombre_aape', base.nombre_aape, { min: 0, integer: true }),
    engagement_mwh: numberField(body, 'engagement_mwh', base.engagement_mwh, { min: 0 }),
    engagement_mwh_pcs: numberField(body, 'engagement_mwh_pcs', base.engagement_mwh_pcs, { min: 0 }),
  };
}

/** The sites list's server sort (`ordering`, src/api/listPage.ts): the client by its name. No `ordering`: by id. */
function orderPlaces(db: MockDatabase, rows: readonly PlaceRow[], url: URL): PlaceRow[] {
  const clients = new Map(db.clients.map((client) => [client.id, client.name]));
  return orderRows(rows, url, {
    name: (place) => place.name,
    shortName: (place) => place.shortName || null,
    client: (place) => clients.get(place.clientId) ?? null,
    city: (place) => place.city || null,
    country: (place) => place.country || null,
    timezone: (place) => place.timezone,
  });
}

/** The projects list's server sort on the columns of spec 001 §2; client and site by their names. */
function orderProjects(db: MockDatabase, rows: readonly ProjectRow[], url: URL): ProjectRow[] {
  const places = new Map(db.places.map((place) => [place.id, place]));
  const clients = new Map(db.clients.map((client) => [client.id, client.name]));
  return orderRows(rows, url, {
    client: (project) => clients.get(places.get(project.placeId)?.clientId ?? 0) ?? null,
    site: (project) => places.get(project.placeId)?.name ?? null,
    name: (project) => project.name,
    chrono_sf: (project) => project.chrono_sf || null,
    project_manager: (project) => project.project_manager || null,
    signature_date: (project) => project.signature_date,
    start_date: (project) => project.start_date,
    nombre_aape: (project) => project.nombre_aape,
    engagement_mwh: (project) => project.engagement_mwh,
    engagement_mwh_pcs: (project) => project.engagement_mwh_pcs,
  });
}

// The structure calls of spec 001 §7 "Projects and structure".
export function structureHandlers(context: MockApiContext): HttpHandler[] {
  const url = (path: string) => apiUrl(context, path);
  return [
    // spec 001 §7 GET object-relation: one client-site-project relation per project (data.objects).
    http.get(
      url('object-relation'),
      route(context, ({ caller }) => {
        const db = context.db;
        const objects = visibleProjects(db, caller).map((project) => {
          const place = placeRef(db, project.placeId);
          return {
            clientId: place.client.id,
            clientName: place.client.name,
            placeId: place.id,
            placeName: place.name,
            projectId: project.id,
            projectName: project.name,
          };
        });
        return { data: { objects } };
      }),
    ),
    http.get(
      url('choices'),
      route(context, () => ({ data: PROJECT_CHOICES })),
    ),

    // Clients: "GET clients (one by clientId)" answers a list of that one client (spec 001 §5).
    ...crudHandlers<ClientRow, Pick<ClientRow, 'name' | 'shortName'>>(context, {
      path: 'clients',
      calls: ['list', 'get', 'update'],
      table: (db) => db.clients,
      notFound: 'CLIENT_NOT_FOUND',
      permissions: { manage: 'client_manage' },
      readScope: ({ db, caller }) => visibleClients(db, caller),
      filters: {
        clientId: byNumber((client) => client.id),
        name: (name) => (client) => matchesText(client.name, name) || matchesText(client.shortName, name),
      },
      read: (body, { current }) => ({
        name: nameField(body, 'name', current?.name),
        shortName: textField(body, 'shortName', current?.shortName ?? null) ?? '',
      }),
    }),

    // Sites (places).
    ...crudHandlers<PlaceRow, PlaceRow>(context, {
      path: 'places',
      calls: ['list', 'get', 'update'],
      table: (db) => db.places,
      notFound: 'PLACE_NOT_FOUND',
      permissions: { manage: 'place_manage' },
      readScope: ({ db, caller }) => visiblePlaces(db, caller),
      view: (place, db) => placeView(db, place),
      filters: { clientId: byNumber((place) => place.clientId), name: byText((place) => place.name) },
      order: (rows, url) => orderPlaces(context.db, rows, url),
      read: (body, { current }) => placeFields(body, current ?? fail(404, 'PLACE_NOT_FOUND')),
    }),

    // Projects: list columns of spec 001 §2, filters clientId, placeId, name.
    ...crudHandlers<ProjectRow>(context, {
      path: 'project',
      calls: ['list', 'create', 'get', 'update'],
      table: (db) => db.projects,
      notFound: 'PROJECT_NOT_FOUND',
      permissions: { manage: 'project_manage' },
      readScope: ({ db, caller }) => visibleProjects(db, caller),
      view: (project, db) => projectView(db, project),
      filters: {
        placeId: byNumber((project) => project.placeId),
        clientId: (value, db) => {
          const clientOf = new Map(db.places.map((place) => [place.id, place.clientId]));
          return byNumber<ProjectRow>((project) => clientOf.get(project.placeId))(value, db);
        },
        name: byText((project) => project.name),
      },
      order: (rows, url) => orderProjects(context.db, rows, url),
      read: (body, { db, current }) => projectFields(db, body, current),
    }),
    ...supportHandlers(context),
  ];
}
