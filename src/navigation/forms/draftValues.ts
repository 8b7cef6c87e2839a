/*
 * What of a form's values may go into a draft, and what of a stored draft may come back into a
 * form. Pure: the storage and the hook sit in their own modules.
 */

/** Names that must never reach storage, at any depth: a draft lives in plain sessionStorage. */
export const SECRET_FIELD_NAME = /password|token|secret/i;

/** Whether a field path (`contact.phone`, `rows.0.token`) stays out of drafts. */
export type FieldExclusion = (path: string) => boolean;

/**
 * The exclusion for a form: secret-looking names at any depth, and the listed paths with what is
 * under them (`contact` excludes `contact.phone`).
 */
export function excludedFields(listed: readonly string[]): FieldExclusion {
  return (path) =>
    path.split('.').some((segment) => SECRET_FIELD_NAME.test(segment)) ||
    listed.some((name) => path === name || path.startsWith(`${name}.`));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The values as JSON can hold them, without the excluded fields. Dates become ISO strings; what
 * JSON cannot hold (files, functions, class instances, undefined) is left out rather than mangled.
 */
export function keepableValues(values: unknown, excluded: FieldExclusion, path = ''): unknown {
  const child = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (Array.isArray(values)) {
    return values.map((item, index) =>
      excluded(child(index)) ? null : (keepableValues(item, excluded, child(index)) ?? null),
    );
  }
  if (isPlainObject(values)) {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (excluded(child(key))) continue;
      const json = keepableValues(value, excluded, child(key));
      if (json !== undefined) kept[key] = json;
    }
    return kept;
  }
  if (values instanceof Date) return Number.isNaN(values.getTime()) ? undefined : values.toISOString();
  if (typeof values === 'string' || typeof values === 'boolean' || values === null) return values;
  if (typeof values === 'number') return Number.isFinite(values) ? values : undefined;
  return undefined;
}

/** Deep equality of JSON-like values (key order does not matter). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameJson(a[key], b[key]));
  }
  return false;
}

type Kind = 'array' | 'null' | 'date' | 'object' | 'string' | 'number' | 'boolean' | 'other';

function kindOf(value: unknown): Kind {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (isPlainObject(value)) return 'object';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'other';
}

/**
 * The top-level fields of a stored draft that fit the form as it is today: same kind of value as
 * the default (a draft written by an older version of a form must not put a string where a list
 * is expected), or any JSON value where the default is empty. Dates come back as Dates.
 */
export function restorableValues(
  stored: Record<string, unknown>,
  defaults: Record<string, unknown>,
  excluded: FieldExclusion,
): Record<string, unknown> {
  const restored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (excluded(key)) continue;
    const wanted = kindOf(defaults[key]);
    if (wanted === 'date') {
      const date = typeof value === 'string' ? new Date(value) : null;
      if (date && !Number.isNaN(date.getTime())) restored[key] = date;
    } else if (wanted === 'null' || wanted === kindOf(value)) {
      restored[key] = value;
    }
  }
  return restored;
}
