import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from './apiError';
import { appendToPage, listPageSchema, removeFromPage, replaceInPage, type EntityId, type ListPage } from './listPage';
import { apiRequest, type QueryParams } from './request';

type QueryKey = readonly unknown[];

export interface ResourceConfig<TItem extends z.ZodType, TCreate extends z.ZodType, TUpdate extends z.ZodType> {
  /** The query-key root: invalidating `[name]` refreshes every list and detail of the resource. */
  name: string;
  /** Path under the API base, without slashes at either end (spec 000 §7, spec 001 §7). */
  path: string;
  /** Extra key parts for a nested resource (the event of a comment list). */
  scope?: readonly unknown[];
  item: TItem;
  /** Write payloads: parsing strips what must not be sent (ids, client-side flags). */
  create?: TCreate;
  update?: TUpdate;
  idOf?: (item: z.output<TItem>) => EntityId;
  /** Other resources a write changes (an event update changes the home summary). */
  invalidates?: readonly QueryKey[];
  staleTime?: number;
}

function parsePayload<T extends z.ZodType>(schema: T | undefined, input: z.input<T>): z.output<T> {
  if (!schema) throw new Error('This resource has no such write call.');
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    console.error('Invalid payload', parsed.error.issues.slice(0, 5));
    throw new ApiError(null, ['INVALID_PAYLOAD'], { cause: parsed.error });
  }
  return parsed.data;
}

/** DELETE answers carry nothing we use; any body (or none) is accepted. */
const anyBody = z.unknown();

const defaultIdOf = (item: unknown): EntityId => (item as { id: EntityId }).id;

/**
 * One definition per API resource: typed calls, query keys and queryOptions for loaders, hooks for
 * screens, and the cache updates of spec 001 §4 (add appends, edit replaces, delete removes).
 */
export function defineResource<
  TItem extends z.ZodType,
  TParams extends QueryParams = QueryParams,
  TCreate extends z.ZodType = z.ZodNever,
  TUpdate extends z.ZodType = z.ZodNever,
>(config: ResourceConfig<TItem, TCreate, TUpdate>) {
  type Item = z.output<TItem>;
  const idOf = config.idOf ?? defaultIdOf;
  const pageSchema = listPageSchema(config.item as z.ZodType<Item>);
  const itemSchema = config.item as z.ZodType<Item>;
  const root = [config.name, ...(config.scope ?? [])] as const;

  const keys = {
    all: root,
    lists: [...root, 'list'] as const,
    list: (params?: TParams) => [...root, 'list', params ?? {}] as const,
    details: [...root, 'detail'] as const,
    detail: (id: EntityId) => [...root, 'detail', id] as const,
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

  const invalidateTouched = (queryClient: QueryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.lists }),
      ...(config.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);

  const cache = {
    added(queryClient: QueryClient, item: Item) {
      queryClient.setQueriesData<ListPage<Item>>({ queryKey: keys.lists }, (page) =>
        page ? appendToPage(page, item) : page,
      );
      queryClient.setQueryData(keys.detail(idOf(item)), item);
      return invalidateTouched(queryClient);
    },
    updated(queryClient: QueryClient, item: Item) {
      queryClient.setQueriesData<ListPage<Item>>({ queryKey: keys.lists }, (page) =>
        page ? replaceInPage(page, item, idOf) : page,
      );
      queryClient.setQueryData(keys.detail(idOf(item)), item);
      return invalidateTouched(queryClient);
    },
    removed(queryClient: QueryClient, id: EntityId) {
      queryClient.setQueriesData<ListPage<Item>>({ queryKey: keys.lists }, (page) =>
        page ? removeFromPage(page, id, idOf) : page,
      );
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return invalidateTouched(queryClient);
    },
  };

  return {
    name: config.name,
    path: config.path,
    keys,
    idOf,
    ...calls,
    cache,
    listQuery,
    detailQuery,
    useList: (params?: TParams, options?: { enabled?: boolean }) =>
      useQuery({ ...listQuery(params), enabled: options?.enabled }),
    useDetail: (id: EntityId | null | undefined) =>
      useQuery({ ...detailQuery(id ?? 0), enabled: id !== null && id !== undefined }),
    useCreate: () => {
      const queryClient = useQueryClient();
      return useMutation({ mutationFn: calls.create, onSuccess: (item) => cache.added(queryClient, item) });
    },
    useUpdate: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: { id: EntityId; input: z.input<TUpdate> }) => calls.update(id, input),
        onSuccess: (item) => cache.updated(queryClient, item),
      });
    },
    useRemove: () => {
      const queryClient = useQueryClient();
      return useMutation({ mutationFn: calls.remove, onSuccess: (id) => cache.removed(queryClient, id) });
    },
  };
}

export type Resource = ReturnType<typeof defineResource>;
