import type { MockDatabase } from '../db/database';
import type { MockUser } from '../db/users';
import { fail } from './respond';
import { projectInScope } from './scope';

/*
 * Reading the write bodies of the operations areas (reports, interventions, imports, downloads):
 * each reader answers the catalogue code of spec 000 §8 that fits the field.
 */

export type Body = Record<string, unknown>;

/** An id sent as a number or as `{ id }` (forms often send the chosen object); null when absent. */
export function idValue(value: unknown): number | null {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export function idField(body: Body, key: string): number | null {
  return idValue(body[key]);
}

/** A trimmed non-empty text, or null. */
export function textField(body: Body, key: string): string | null {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function requiredName(body: Body, key: string): string {
  return textField(body, key) ?? fail(400, 'INVALID_NAME');
}

/** An ISO instant, or null when absent; a value that is not a date is INVALID_PERIOD. */
export function dateField(body: Body, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) fail(400, 'INVALID_PERIOD');
  return new Date(value).toISOString();
}

/** spec 000 §8 INVALID_PERIOD: both dates present, the start strictly first. */
export function periodFields(body: Body, startKey: string, endKey: string): { start: string; end: string } {
  const start = dateField(body, startKey);
  const end = dateField(body, endKey);
  if (!start || !end || Date.parse(start) >= Date.parse(end)) fail(400, 'INVALID_PERIOD');
  return { start, end };
}

/** A project the caller may see (another customer's does not exist for them): 404 PROJECT_NOT_FOUND otherwise. */
export function requireProject(db: MockDatabase, caller: MockUser, id: number | null): number {
  return projectInScope(db, caller, id);
}

/** Newest first by an ISO field. */
export function newestFirst<T>(rows: readonly T[], dateOf: (row: T) => string): T[] {
  return [...rows].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
}

/** An id query parameter: a present value that is not an id matches nothing. */
export function idQuery(url: URL, name: string): number | null | 'invalid' {
  const text = url.searchParams.get(name);
  if (text === null || text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : 'invalid';
}

export function matchesId(value: number | null, wanted: number | null | 'invalid'): boolean {
  return wanted === null || value === wanted;
}
