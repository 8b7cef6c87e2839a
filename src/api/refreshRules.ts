import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { isApiError } from './apiError';
import { keyOf, type QuerySource } from './querySource';

/** A successful write of `after` (a resource, a family of resources or one mutation) makes `refresh` stale. */
export interface WriteRefresh {
  after: QuerySource;
  refresh: readonly QuerySource[];
}

/**
 * A write of `afterFailure` that the server refused makes `refresh` stale: what the write was based
 * on may have moved on meanwhile (a workflow error, another tab). With `codes`, only a refusal
 * carrying one of them.
 */
export interface FailedWriteRefresh {
  afterFailure: QuerySource;
  codes?: readonly string[];
  refresh: readonly QuerySource[];
}

/** A live-connection message of this type makes `refresh` stale (spec 000 §7). */
export interface LiveRefresh<TLive extends string = string> {
  live: TLive;
  refresh: readonly QuerySource[];
}

export type RefreshRule<TLive extends string = string> = WriteRefresh | FailedWriteRefresh | LiveRefresh<TLive>;

export interface Refresher<TLive extends string = string> {
  /** Invalidates what the rules say a write with this mutation key makes stale. */
  afterWrite: (queryClient: QueryClient, mutationKey: readonly unknown[] | undefined) => Promise<void>;
  /** Invalidates what the rules say a refused write with this mutation key makes stale. */
  afterFailure: (
    queryClient: QueryClient,
    mutationKey: readonly unknown[] | undefined,
    error: unknown,
  ) => Promise<void>;
  /** Invalidates what the rules say a live message of this type makes stale. */
  afterLive: (queryClient: QueryClient, type: TLive) => Promise<void>;
  /** The keys a write with this mutation key refreshes (for tests and diagnostics). */
  keysAfterWrite: (mutationKey: readonly unknown[] | undefined) => readonly (readonly unknown[])[];
  keysAfterFailure: (mutationKey: readonly unknown[] | undefined, error: unknown) => readonly (readonly unknown[])[];
  keysAfterLive: (type: TLive) => readonly (readonly unknown[])[];
}

const invalidateAll = async (queryClient: QueryClient, keys: readonly (readonly unknown[])[]) => {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};

/**
 * One table says what every write and live message refreshes beyond the resource's own lists
 * (which the resource factory refreshes itself), like the tags of an RTK Query API.
 */
export function createRefresher<TLive extends string>(rules: readonly RefreshRule<TLive>[]): Refresher<TLive> {
  const writeRules = rules.filter((rule): rule is WriteRefresh => 'after' in rule);
  const failureRules = rules.filter((rule): rule is FailedWriteRefresh => 'afterFailure' in rule);
  const liveRules = rules.filter((rule): rule is LiveRefresh<TLive> => 'live' in rule);
  const keysAfterFailure = (mutationKey: readonly unknown[] | undefined, error: unknown) =>
    mutationKey === undefined
      ? []
      : failureRules
          .filter(
            (rule) =>
              partialMatchKey(mutationKey, keyOf(rule.afterFailure)) &&
              (rule.codes === undefined || (isApiError(error) && rule.codes.some((code) => error.has(code)))),
          )
          .flatMap((rule) => rule.refresh.map(keyOf));
  const keysAfterWrite = (mutationKey: readonly unknown[] | undefined) =>
    mutationKey === undefined
      ? []
      : writeRules
          .filter((rule) => partialMatchKey(mutationKey, keyOf(rule.after)))
          .flatMap((rule) => rule.refresh.map(keyOf));
  const keysAfterLive = (type: TLive) =>
    liveRules.filter((rule) => rule.live === type).flatMap((rule) => rule.refresh.map(keyOf));
  return {
    keysAfterWrite,
    keysAfterFailure,
    keysAfterLive,
    afterFailure: (queryClient, mutationKey, error) => invalidateAll(queryClient, keysAfterFailure(mutationKey, error)),
    afterWrite: (queryClient, mutationKey) => invalidateAll(queryClient, keysAfterWrite(mutationKey)),
    afterLive: (queryClient, type) => invalidateAll(queryClient, keysAfterLive(type)),
  };
}
