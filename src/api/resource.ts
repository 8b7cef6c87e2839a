import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invalidPayload } from './apiError';
import { appendToPage, listPageSchema, removeFromPage, replaceInPage, type EntityId, type ListPage } from './listPage';
import type { QueryKey } from './querySource';
import { apiRequest, type QueryParams } from './request';

declare const listParamsType: unique symbol;

/** Carries the type of a resource's list parameters, so that `defineResource` infers all its types. */
export interface ListParamsOf<TParams extends QueryParams> {
  readonly [listParamsType]?: TParams;
}

/** `params: listParams<EventListParams>()`: the query parameters GET <path> takes. */
export const listParams = <TParams extends QueryParams>(): ListParamsOf<TParams> => ({});

export interface ResourceConfig<
  TItem extends z.ZodType,
  TParams extends QueryParams,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
> {
  /** The query-key root: invalidating `[name]` refreshes every list and detail of the resource. */
  name: string;
  /** Path under the API base, without slashes at either end (spec 000 §7, spec 001 §7). */
  path: string;
  /** Extra key parts for a nested resource (the event of a comment list). */
  scope?: readonly (string | number)[];
  item: TItem;
  params?: ListParamsOf<TParams>;
  /** Write payloads: parsing strips what must not be sent (ids, client-side flags). */
  create?: TCreate;
  update?: TUpdate;
  idOf?: (item: z.output<TItem>) => EntityId;
  staleTime?: number;
}

function parsePayload<T extends z.ZodType>(schema: T | undefined, input: z.input<T>): z.output<T> {
  if (!schema) throw new Error('This resource has no such write call.');
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidPayload(parsed.error);
  return parsed.data;
}

/** DELETE answers carry nothing we use; any body (or none) is accepted. */
const anyBody = z.unknown();

const defaultIdOf = (item: unknown): EntityId => (item as { id: EntityId }).id;

/**
 * One definition per API resource: typed calls, query keys and queryOptions for loaders and
 * screens, write hooks, and the cache updates of spec 001 §4 (add appends, edit replaces, delete
 * removes). What a write refreshes beyond the resource's own lists is said in one table
 * (src/entities/refreshes.ts), matched on the writes' mutation keys.
 */
export function defineResource<
  TItem extends z.ZodType,
  TParams extends QueryParams = QueryParams,
  TCreate extends z.ZodType = z.ZodNever,
  TUpdate extends z.ZodType = z.ZodNever,
>(config: ResourceConfig<TItem, TParams, TCreate, TUpdate>) {
  type Item = z.output<TItem>;
  const idOf = config.idOf ?? defaultIdOf;
  const pageSchema = listPageSchema(config.item as z.ZodType<Item>);
  const itemSchema = config.item as z.ZodType<Item>;
  const root: QueryKey = [config.name, ...(config.scope ?? [])];

  const keys = {
    all: root,
    lists: [...root, 'list'] as const,
    list: (params?: TParams) => [...root, 'list', params ?? {}] as const,
    details: [...root, 'detail'] as const,
    detail: (id: EntityId) => [...root, 'detail', id] as const,
  };
  /** The writes' mutation keys: a refresh rule on the resource matches them all by prefix. */
  const writeKeys = {
    create: [...root, 'create'] as const,
    update: [...root, 'update'] as const,
    remove: [...root, 'remove'] as const,
  };

  const calls = {
    list: (params?: TParams, signal?: AbortSignal): Promise<ListPage<Item>> =>
      apiRequest({ method: 'GET', path: config.path, params, schema: pageSchema, signal }),
    get: (id: EntityId, signal?: AbortSignal): Promise<Item> =>
      apiRequest({ method: 'GET', path: `${config.path}/${id}`, schema: itemSchema, signal }),
    create: async (input: z.input<TCreate>): Promise<Item> =>
      apiRequest({ method: 'POST', path: config.path, body: parsePayload(config.create, input), schema: itemSchema }),
    update: async (id: EntityId, input: z.input<TUpdate>): Promise<Item> =>
      apiRequest({
        method: 'PUT',
        path: `${config.path}/${id}`,
        body: parsePayload(config.update, input),
        schema: itemSchema,
      }),
    remove: async (id: EntityId): Promise<EntityId> => {
      await apiRequest({ method: 'DELETE', path: `${config.path}/${id}`, schema: anyBody });
      return id;
    },
  };

  // Only when set: an explicit undefined would override the query client's default.
  const freshness = config.staleTime === undefined ? {} : { staleTime: config.staleTime };
  const listQuery = (params?: TParams) =>
    queryOptions({ queryKey: keys.list(params), queryFn: ({ signal }) => calls.list(params, signal), ...freshness });
  const detailQuery = (id: EntityId) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => calls.get(id, signal), ...freshness });

  const cache = {
    added(queryClient: QueryClient, item: Item) {
      queryClient.setQueriesData<ListPage<Item>>({ queryKey: keys.lists }, (page) =>
        page ? appendToPage(page, item) : page,
      );
      queryClient.setQueryData(keys.detail(idOf(item)), item);
      return queryClient.invalidateQueries({ queryKey: keys.lists });
    },
    updated(queryClient: QueryClient, item: Item) {
      queryClient.setQueriesData<ListPage<Item>>({ queryKey: keys.lists }, (page) =>
        page ? replaceInPage(page, item, idOf) : page,
      );
      queryClient.setQueryData(keys.detail(idOf(item)), item);
      return queryClient.invalidateQueries({ queryKey: keys.lists });
    },
    removed(queryClient: QueryClient, id: EntityId) {
      queryClient.setQueriesData<ListPage<Item>>({ queryKey: keys.lists }, (page) =>
        page ? removeFromPage(page, id, idOf) : page,
      );
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: keys.lists });
    },
  };

  return {
    name: config.name,
    path: config.path,
    keys,
    writeKeys,
    idOf,
    ...calls,
    cache,
    listQuery,
    detailQuery,
    // The answer goes into the cache as soon as it is read, before the refreshes the app's mutation
    // cache runs on success: a refresh that then fails shows as "could not refresh" over the saved
    // data instead of being overwritten by it (and leaving a notice nothing on screen explains).
    useCreate: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationKey: writeKeys.create,
        mutationFn: async (input: z.input<TCreate>) => {
          const item = await calls.create(input);
          void cache.added(queryClient, item);
          return item;
        },
      });
    },
    useUpdate: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationKey: writeKeys.update,
        mutationFn: async ({ id, input }: { id: EntityId; input: z.input<TUpdate> }) => {
          const item = await calls.update(id, input);
          void cache.updated(queryClient, item);
          return item;
        },
      });
    },
    useRemove: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationKey: writeKeys.remove,
        mutationFn: async (id: EntityId) => {
          const removed = await calls.remove(id);
          void cache.removed(queryClient, removed);
          return removed;
        },
      });
    },
  };
}

export type Resource = ReturnType<typeof defineResource>;

/**
 * A resource nested under another (an event's comments): one definition per scope, made once and
 * kept. The family's key root names every scope's queries and writes at once in refresh rules.
 */
export function defineResourceFamily<
  TScope extends string | number,
  TItem extends z.ZodType,
  TParams extends QueryParams = QueryParams,
  TCreate extends z.ZodType = z.ZodNever,
  TUpdate extends z.ZodType = z.ZodNever,
>(name: string, configOf: (scope: TScope) => Omit<ResourceConfig<TItem, TParams, TCreate, TUpdate>, 'name' | 'scope'>) {
  type ScopedResource = ReturnType<typeof defineResource<TItem, TParams, TCreate, TUpdate>>;
  const made = new Map<TScope, ScopedResource>();
  const resourceOf = (scope: TScope): ScopedResource => {
    let resource = made.get(scope);
    if (!resource) {
      resource = defineResource<TItem, TParams, TCreate, TUpdate>({ ...configOf(scope), name, scope: [scope] });
      made.set(scope, resource);
    }
    return resource;
  };
  return Object.assign(resourceOf, { keys: { all: [name] as QueryKey } });
}
