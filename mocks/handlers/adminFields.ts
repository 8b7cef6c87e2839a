import type { MockDatabase } from '../db/database';
import type { ClientRow, PlaceRow, ProjectRow } from '../db/structure';
import type { MockUser } from '../db/users';
import { fail } from './respond';
import { seesClient } from './scope';

/**
 * Field readers for the administration writes (structure, users, contacts): a PUT merges what the
 * body carries over the stored row, so an absent field keeps its value (the fallback).
 * Malformed values answer 400 INVALID_JSON; names have their own code (spec 000 §8 INVALID_NAME).
 */
export type Body = Record<string, unknown>;

export function nameField(body: Body, key: string, fallback?: string): string {
  const value = key in body ? body[key] : fallback;
  if (typeof value !== 'string' || value.trim() === '') fail(400, 'INVALID_NAME');
  return value.trim();
}

export function textField(body: Body, key: string, fallback: string | null): string | null {
  if (!(key in body)) return fallback;
  const value = body[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') fail(400, 'INVALID_JSON');
  return value.trim();
}

export function numberField(
  body: Body,
  key: string,
  fallback: number,
  options: { min?: number; integer?: boolean } = {},
): number {
  if (!(key in body)) return fallback;
  const value = body[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(400, 'INVALID_JSON');
  if (options.min !== undefined && value < options.min) fail(400, 'INVALID_JSON');
  if (options.integer && !Number.isInteger(value)) fail(400, 'INVALID_JSON');
  return value;
}

export function booleanField(body: Body, key: string, fallback: boolean): boolean {
  if (!(key in body)) return fallback;
  const value = body[key];
  if (typeof value !== 'boolean') fail(400, 'INVALID_JSON');
  return value;
}

/** A calendar day (YYYY-MM-DD, a longer ISO string is cut to its day) or null. */
export function dayField(body: Body, key: string, fallback: string | null): string | null {
  if (!(key in body)) return fallback;
  const value = body[key];
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value.slice(0, 10)))) {
    fail(400, 'INVALID_JSON');
  }
  return value.slice(0, 10);
}

/** The id of a nested reference (`place: { id }`) or of its flat form (`placeId`); undefined when absent. */
export function refIdField(body: Body, refKey: string, idKey: string): number | null | undefined {
  const ref = body[refKey];
  const raw: unknown = ref !== null && typeof ref === 'object' ? (ref as Body).id : refKey in body ? ref : body[idKey];
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (typeof raw !== 'number' || !Number.isInteger(raw)) fail(400, 'INVALID_JSON');
  return raw;
}

/** The structure a customer sees: their client's (scope.ts). */
export function visibleClients(db: MockDatabase, caller: MockUser): ClientRow[] {
  return caller.isExternal ? db.clients.filter((client) => seesClient(caller, client.id)) : db.clients;
}

export function visiblePlaces(db: MockDatabase, caller: MockUser): PlaceRow[] {
  return caller.isExternal ? db.places.filter((place) => seesClient(caller, place.clientId)) : db.places;
}

export function visibleProjects(db: MockDatabase, caller: MockUser): ProjectRow[] {
  if (!caller.isExternal) return db.projects;
  const places = new Set(visiblePlaces(db, caller).map((place) => place.id));
  return db.projects.filter((project) => places.has(project.placeId));
}

/** A project the caller may see, or 404 PROJECT_NOT_FOUND (another customer's project does not exist for them). */
export function visibleProjectOr404(db: MockDatabase, caller: MockUser, projectId: number): ProjectRow {
  return visibleProjects(db, caller).find((project) => project.id === projectId) ?? fail(404, 'PROJECT_NOT_FOUND');
}
