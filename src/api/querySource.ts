/** A query key, general to specific: `[resource]`, `[resource, 'list', params]`, `[resource, 'detail', id]`. */
export type QueryKey = readonly unknown[];

/**
 * What a refresh or a nested query may name: a resource (all its lists and details), a query
 * definition (all its calls), or a key that one of them made (`eventsResource.keys.detail(7)`).
 * Keys are never written by hand outside src/api: they come from the definitions.
 */
export type QuerySource = { readonly keys: { readonly all: QueryKey } } | { readonly key: QueryKey } | QueryKey;

const isKey = (source: QuerySource): source is QueryKey => Array.isArray(source);

export function keyOf(source: QuerySource): QueryKey {
  if (isKey(source)) return source;
  return 'keys' in source ? source.keys.all : source.key;
}

/** A key under a source's: `keyUnder(interventionsResource, 'all', params)`. */
export function keyUnder(source: QuerySource, ...parts: readonly unknown[]): QueryKey {
  return [...keyOf(source), ...parts];
}

/** The key of a definition named `name`, under `of` when the definition belongs to another. */
export function rootKey(name: string, of?: QuerySource): QueryKey {
  return of === undefined ? [name] : keyUnder(of, name);
}
