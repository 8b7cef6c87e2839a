import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidPayload } from './apiError';
import { rootKey, type QuerySource } from './querySource';
import { apiRequest, type HttpMethod, type QueryParams } from './request';

export interface QueryEndpointConfig<TArgs, TSchema extends z.ZodType> {
  /** The key's last part; under `of`'s key when the read belongs to a resource (its choices, its stats). */
  name: string;
  of?: QuerySource;
  path: string | ((args: TArgs) => string);
  /** The query parameters. Without it, a read on a fixed path sends its arguments as parameters. */
  params?: (args: TArgs) => QueryParams;
  /**
   * What of the arguments keys the answer in the cache, when not all of them (a graph's period
   * resolved from a shortcut is keyed by the shortcut, not by the instants it stood for then).
   */
  keyArgs?: (args: TArgs) => unknown;
  schema: TSchema;
  staleTime?: number;
}

/**
 * A read that is not a plain list or detail: choices, graph data, summaries (spec 000 §7). A read
 * that takes nothing is called with nothing: `alertTypesQuery.query()`.
 */
export function defineQuery<TSchema extends z.ZodType, TArgs = void>(config: QueryEndpointConfig<TArgs, TSchema>) {
  const key = rootKey(config.name, config.of);
  const pathOf = (args: TArgs) => (typeof config.path === 'function' ? config.path(args) : config.path);
  const paramsOf = (args: TArgs): QueryParams | undefined => {
    if (config.params) return config.params(args);
    return typeof config.path === 'string' && typeof args === 'object' && args !== null
      ? (args as QueryParams)
      : undefined;
  };
  const fetch = (args: TArgs, signal?: AbortSignal): Promise<z.output<TSchema>> =>
    apiRequest({
      method: 'GET',
      path: pathOf(args),
      params: paramsOf(args),
      schema: config.schema as z.ZodType<z.output<TSchema>>,
      signal,
    });
  const query = (args: TArgs) =>
    queryOptions({
      queryKey: args === undefined ? key : [...key, config.keyArgs ? config.keyArgs(args) : args],
      queryFn: ({ signal }) => fetch(args, signal),
      // Only when set: an explicit undefined would override the query client's default.
      ...(config.staleTime === undefined ? {} : { staleTime: config.staleTime }),
    });
  return { key, fetch, query };
}

export interface MutationEndpointConfig<TInput, TSchema extends z.ZodType> {
  /** The mutation key's last part, under `of`'s key when the write belongs to a resource. */
  name: string;
  of?: QuerySource;
  method: Exclude<HttpMethod, 'GET'>;
  path: string | ((input: TInput) => string);
  /** Picks the body out of the input; the input itself when only `payload` is given. */
  body?: (input: TInput) => unknown;
  /** The body's schema: parsing strips what must not be sent, and an invalid body is never sent. */
  payload?: z.ZodType;
  params?: (input: TInput) => QueryParams;
  schema: TSchema;
  /** Cache writes beyond the refresh table (a duplicate appended to the list). */
  onSuccess?: (queryClient: QueryClient, result: z.output<TSchema>, input: TInput) => void;
}

function bodyOf<TInput>(config: MutationEndpointConfig<TInput, z.ZodType>, input: TInput): unknown {
  const raw = config.body ? config.body(input) : config.payload ? input : undefined;
  if (!config.payload) return raw;
  const parsed = config.payload.safeParse(raw);
  if (!parsed.success) throw invalidPayload(parsed.error);
  return parsed.data;
}

/** A write that is not plain create, update or delete: duplicate, status change, formula check. */
export function defineMutation<TSchema extends z.ZodType, TInput = void>(
  config: MutationEndpointConfig<TInput, TSchema>,
) {
  const key = rootKey(config.name, config.of);
  const call = async (input: TInput): Promise<z.output<TSchema>> =>
    apiRequest({
      method: config.method,
      path: typeof config.path === 'function' ? config.path(input) : config.path,
      params: config.params?.(input),
      body: bodyOf(config, input),
      schema: config.schema as z.ZodType<z.output<TSchema>>,
    });
  return {
    key,
    call,
    useMutation: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationKey: key,
        mutationFn: call,
        onSuccess: (result, input) => config.onSuccess?.(queryClient, result, input),
      });
    },
  };
}
