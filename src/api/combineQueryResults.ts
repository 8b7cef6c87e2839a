import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Several reads shown as one region (`useQueries`' `combine`): every answer, whether all have
 * come, the first error, the oldest answer's time, and a retry of the failed ones only. Pass it
 * (or a module-level wrapper) as is: a stable reference lets TanStack share the combined value
 * structurally, so `data` keeps its identity while the answers do not change and charts stay
 * memoised.
 */
export function combineQueryResults<T>(results: UseQueryResult<T>[]) {
  return {
    data: results.map((result) => result.data),
    complete: results.every((result) => result.data !== undefined),
    isFetching: results.some((result) => result.isFetching),
    error: results.find((result) => result.error)?.error ?? null,
    dataUpdatedAt: Math.min(...results.map((result) => result.dataUpdatedAt)),
    refetch: () => {
      for (const result of results) if (result.error) void result.refetch();
    },
  };
}
