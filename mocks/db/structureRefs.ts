import type { StructureTables } from './structure';

/* Clients, sites and projects as the other areas' answers embed them. */

export interface ClientRef {
  id: number;
  name: string;
  shortName: string;
}
export interface PlaceRef {
  id: number;
  name: string;
  shortName: string;
  timezone: string;
  client: ClientRef;
}
export interface ProjectRef {
  id: number;
  name: string;
  place: PlaceRef;
}

/** Nested references as answers embed them; built from the rows so that renames show everywhere. */
export function clientRef(tables: StructureTables, clientId: number): ClientRef {
  const client = tables.clients.find((row) => row.id === clientId);
  return { id: clientId, name: client?.name ?? '', shortName: client?.shortName ?? '' };
}

export function placeRef(tables: StructureTables, placeId: number): PlaceRef {
  const place = tables.places.find((row) => row.id === placeId);
  return {
    id: placeId,
    name: place?.name ?? '',
    shortName: place?.shortName ?? '',
    timezone: place?.timezone ?? 'Europe/Paris',
    client: clientRef(tables, place?.clientId ?? 0),
  };
}

export function projectRef(tables: StructureTables, projectId: number): ProjectRef {
  const project = tables.projects.find((row) => row.id === projectId);
  return { id: projectId, name: project?.name ?? '', place: placeRef(tables, project?.placeId ?? 0) };
}
