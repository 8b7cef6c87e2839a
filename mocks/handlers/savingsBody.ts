import { fail } from './respond';

/*
 * Typed reads of a JSON write body for the savings, analytics and synoptic handlers: a field of
 * the wrong type is 400 INVALID_JSON unless a more precise catalogue code applies (spec 000 §8).
 */

export type Body = Record<string, unknown>;

const isAbsent = (value: unknown) => value === undefined || value === null;

export function requiredName(body: Body, key = 'name'): string {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fail(400, 'INVALID_NAME');
}

export function optionalString(body: Body, key: string): string | null {
  const value = body[key];
  if (isAbsent(value)) return null;
  return typeof value === 'string' ? value : fail(400, 'INVALID_JSON');
}

export function optionalId(body: Body, key: string): number | null {
  const value = body[key];
  if (isAbsent(value)) return null;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fail(400, 'INVALID_JSON');
}

export function requiredId(body: Body, key: string, code = 'INVALID_JSON'): number {
  return optionalId(body, key) ?? fail(400, code);
}

export function numberIn(body: Body, key: string, min: number, max = Number.POSITIVE_INFINITY): number {
  const value = body[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : fail(400, 'INVALID_JSON');
}

export function optionalNumberIn(body: Body, key: string, min: number, max = Number.POSITIVE_INFINITY): number | null {
  return isAbsent(body[key]) ? null : numberIn(body, key, min, max);
}

export function oneOf<T extends string>(body: Body, key: string, values: readonly T[], code = 'INVALID_JSON'): T {
  const value = body[key];
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fail(400, code);
}

/** A calendar day 'YYYY-MM-DD' (a longer ISO string is cut to its day). */
export function optionalDay(body: Body, key: string): string | null {
  const value = body[key];
  if (isAbsent(value)) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value.slice(0, 10)))) {
    return fail(400, 'INVALID_JSON');
  }
  return value.slice(0, 10);
}

export function requiredDay(body: Body, key: string): string {
  return optionalDay(body, key) ?? fail(400, 'INVALID_JSON');
}

/** An ISO instant, answered in the canonical form. */
export function requiredInstant(body: Body, key: string): string {
  const value = body[key];
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? fail(400, 'INVALID_JSON') : new Date(ms).toISOString();
}
