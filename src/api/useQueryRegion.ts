import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAppConfig } from '../config/appConfig';
import { regionOf, type QueryRegion, type QuerySnapshot } from './queryRegion';

const DEFAULT_SLOW_NOTICE_MS = 5_000;

function slowNoticeMs(): number {
  try {
    return getAppConfig().timeouts.slowNoticeMs;
  } catch {
    return DEFAULT_SLOW_NOTICE_MS;
  }
}

/** True once `active` has lasted the configured delay (config.json `timeouts.slowNoticeMs`). */
export function useSlowFlag(active: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setSlow(true), slowNoticeMs());
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active]);
  return active && slow;
}

/** A query snapshot's region, with the "still loading" flag after the configured delay. */
export function useRegion<T>(snapshot: QuerySnapshot<T>): QueryRegion<T> {
  const slow = useSlowFlag(snapshot.isFetching);
  return regionOf(snapshot, slow);
}

/**
 * The query behind a data region: the previous view's data stays while a new one loads, and the
 * result is one of the region's four states (queryRegion.ts). Screens hand it to DataTable,
 * DataRegion or a chart; they never decide "empty" from a failed read.
 */
export function useQueryRegion<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): QueryRegion<TData> {
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  return useRegion(query);
}
