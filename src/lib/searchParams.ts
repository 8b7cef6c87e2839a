/**
 * View state in the URL (CONVENTIONS "Routes and screens"): one view has one URL, so defaults and
 * empty values are left out; a filter change goes back to the first page; arrays are repeated
 * parameters (`status=new&status=seen`), scalars plain text (`page=2`).
 */

type SearchObject = object;

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  return a === b;
}

/** Leaves out empty values (undefined, '', []) and those equal to their default. */
export function cleanSearch<S extends SearchObject>(search: S, defaults: Partial<S> = {}): S {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (isEmpty(value)) continue;
    if (key in defaults && sameValue(value, defaults[key as keyof S])) continue;
    clean[key] = value;
  }
  return clean as S;
}

/**
 * A filter (or sort) change: back to page 1, since the old page may not exist in the new result.
 * The page size is kept: it is a preference, not a filter.
 */
export function withFilterChange<S extends { page?: number }>(
  search: S,
  patch: Partial<S>,
  defaults: Partial<S> = {},
): S {
  return cleanSearch({ ...search, ...patch, page: undefined }, defaults);
}

// Text that could be JSON (a quoted string, an array, an object, a number, true, false, null).
// Anything else is plain text and skips JSON.parse.
const jsonStart = /^(?:\s|["[{\d-]|fa|nu|tr)/;

function parseValue(text: string): unknown {
  if (!jsonStart.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Reads a query string: a repeated parameter gives an array; a single value is a number or a
 * boolean when it reads as one, otherwise text. Values written as JSON by earlier versions of the
 * app (`status=["seen"]`, `search="123"`) still read, so that old links keep working. An array of
 * one value reads back as that value alone: schemas accept both.
 */
export function parseSearchParams(query: string): Record<string, unknown> {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const search: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).map(parseValue);
    search[key] = values.length === 1 ? values[0] : values;
  }
  return search;
}

function stringifyValue(value: unknown): string {
  if (typeof value === 'string') {
    // Text that would read back as something else ("123", "true", "[1]") is quoted.
    return parseValue(value) === value ? value : JSON.stringify(value);
  }
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Writes a search as a query string (with its "?", or '' when empty); the inverse of parseSearchParams. */
export function stringifySearchParams(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined) params.append(key, stringifyValue(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
