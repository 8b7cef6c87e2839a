import { z } from 'zod';

/** spec 000 §7: list responses carry data and total_count. */
export interface ListPage<T> {
  data: T[];
  total_count: number;
}

export function listPageSchema<T>(item: z.ZodType<T>): z.ZodType<ListPage<T>> {
  return z.object({ data: z.array(item), total_count: z.number().int().nonnegative() });
}

export type EntityId = number;

/** Adds append (spec 001 §4). */
export function appendToPage<T>(page: ListPage<T>, item: T): ListPage<T> {
  return { data: [...page.data, item], total_count: page.total_count + 1 };
}

/** Edits replace by id. */
export function replaceInPage<T>(page: ListPage<T>, item: T, idOf: (item: T) => EntityId): ListPage<T> {
  const id = idOf(item);
  return { ...page, data: page.data.map((existing) => (idOf(existing) === id ? item : existing)) };
}

/** Deletes remove by id and lower the count. */
export function removeFromPage<T>(page: ListPage<T>, id: EntityId, idOf: (item: T) => EntityId): ListPage<T> {
  const data = page.data.filter((existing) => idOf(existing) !== id);
  return { data, total_count: Math.max(0, page.total_count - (page.data.length - data.length)) };
}

/** A temporary id (suffix -local) means unsaved and is sent as null (spec 000 §3, §5). */
export function serverId(id: EntityId | string | null | undefined): EntityId | null {
  if (typeof id === 'number') return id;
  if (typeof id === 'string' && /^\d+$/.test(id)) return Number(id);
  return null;
}

export const LOCAL_ID_SUFFIX = '-local';

export function isLocalId(id: unknown): boolean {
  return typeof id === 'string' && id.endsWith(LOCAL_ID_SUFFIX);
}

/** The paging every list call takes (spec 000 §7: limit and offset). */
// Type aliases, not interfaces: list params must fit QueryParams' index signature.
export type PageParams = {
  limit?: number;
  offset?: number;
};

/** The client-site-project filter most list calls take. */
export type StructureFilters = {
  clientId?: number;
  placeId?: number;
  projectId?: number;
};

/**
 * Server-side sort of a list call: `ordering=field` ascending, `ordering=-field` descending (our
 * convention; the spec passes list parameters as query parameters without naming them). A list
 * that does not know the field answers in its default order.
 */
export type SortParams = {
  ordering?: string;
};

export interface ListSort {
  field: string;
  descending: boolean;
}

export function orderingParam(sort: ListSort | null | undefined): string | undefined {
  if (!sort) return undefined;
  return sort.descending ? `-${sort.field}` : sort.field;
}

export function parseOrdering(ordering: string | null | undefined): ListSort | null {
  if (!ordering) return null;
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  return /^[A-Za-z][A-Za-z0-9_.]*$/.test(field) ? { field, descending } : null;
}
