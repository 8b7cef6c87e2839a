import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type HttpMethod, type QueryParams } from './request';

type QueryKey = readonly unknown[];

export interface QueryEndpointConfig<TArgs, TSchema extends z.ZodType> {
  /** Query key root, shared with the resource it reads when it should refresh with it. */
  key: QueryKey;
  path: string | ((args: TArgs) => string);
  params?: (args: TArgs) => QueryParams;
  schema: TSchema;
  staleTime?: number;
}

/** A read that is not a plain list or detail: choices, graph data, summaries (spec 000 §7). */
export function defineQuery<TArgs, TSchema extends z.ZodType>(config: QueryEndpointConfig<TArgs, TSchema>) {
  const pathOf = (args: TArgs) => (typeof config.path === 'function' ? config.path(args) : config.path);
  const fetch = (args: TArgs, signal?: AbortSignal): Promise<z.output<TSchema>> =>
    apiRequest({
      method: 'GET',
      path: pathOf(args),
      params: config.params?.(args) ?? (args as QueryParams | undefined),
      schema: config.schema as z.ZodType<z.output<TSchema>>,
      signal,
    });
  const query = (args: TArgs) =>
    queryOptions({
      queryKey: [...config.key, args] as const,
      queryFn: ({ signal }) => fetch(args, signal),
      // Only when set: an explicit undefined would override the query client's default.
      ...(config.staleTime === undefined ? {} : { staleTime: config.staleTime }),
    });
  return {
    key: config.key,
    fetch,
    query,
    useQuery: (args: TArgs, options?: { enabled?: boolean }) => useQuery({ ...query(args), enabled: options?.enabled }),
  };
}

export interface MutationEndpointConfig<TInput, TSchema extends z.ZodType> {
  method: Exclude<HttpMethod, 'GET'>;
  path: string | ((input: TInput) => string);
  /** The body sent; parse through a payload schema here to strip what must not be sent. */
  body?: (input: TInput) => unknown;
  params?: (input: TInput) => QueryParams;
  schema: TSchema;
  /** Keys to refresh once the call succeeded. */
  invalidates?: (input: TInput, result: z.output<TSchema>) => readonly QueryKey[];
  /** Cache writes beyond invalidation (a duplicate appended to the list). */
  onSuccess?: (queryClient: QueryClient, result: z.output<TSchema>, input: TInput) => void;
}

/** A write that is not plain create, update or delete: duplicate, status change, formula check. */
export function defineMutation<TInput, TSchema extends z.ZodType>(config: MutationEndpointConfig<TInput, TSchema>) {
  const call = (input: TInput): Promise<z.output<TSchema>> =>
    apiRequest({
      method: config.method,
      path: typeof config.path === 'function' ? config.path(input) : config.path,
      params: config.params?.(input),
      body: config.body?.(input),
      schema: config.schema as z.ZodType<z.output<TSchema>>,
    });
  return {
    call,
    useMutation: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: call,
        onSuccess: async (result, input) => {
          config.onSuccess?.(queryClient, result, input);
          await Promise.all(
            (config.invalidates?.(input, result) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          );
        },
      });
    },
  };
}
