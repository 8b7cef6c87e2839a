/**
 * The four honest states of a data region (a table, a chart, summary cards, a panel), from the state
 * of the query that feeds it. A failure never looks like "no data":
 * - `loading`: nothing to show yet for what is asked;
 * - `ready`: the data (maybe empty), possibly the previous view's while the new one loads;
 * - `failed`: the read failed and there is no data for what is asked — an inline error with Retry,
 *   never the empty text nor a zero count;
 * - `stale`: a refresh of the same query failed — its older data stays, with "Could not refresh".
 * Data of another query (the previous filter's) is shown only while the new one loads: once that
 * read fails, showing it would pass one client's figures off as another's.
 */
export type QueryRegion<T> =
  | { state: 'loading'; data: undefined; slow: boolean }
  | { state: 'ready'; data: T; refreshing: boolean; slow: boolean }
  | { state: 'failed'; data: undefined; error: unknown; retry: () => void }
  | { state: 'stale'; data: T; error: unknown; retry: () => void; updatedAt: number };

/** A region's state without its data: what DataTable and the region frames need. */
export type RegionStatus =
  | { state: 'loading'; slow: boolean }
  | { state: 'ready'; refreshing: boolean; slow: boolean }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'stale'; error: unknown; retry: () => void; updatedAt: number };

/** What the region reads of a query result (TanStack's UseQueryResult, or several combined). */
export interface QuerySnapshot<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  /** The data is the previous key's, shown while this key loads (keepPreviousData). */
  isPlaceholderData: boolean;
  /** When the data shown was received (ms since the epoch). */
  dataUpdatedAt: number;
  refetch: () => unknown;
}

export function regionOf<T>(query: QuerySnapshot<T>, slow = false): QueryRegion<T> {
  const retry = () => void query.refetch();
  if (query.isFetching) {
    return query.data === undefined
      ? { state: 'loading', data: undefined, slow }
      : { state: 'ready', data: query.data, refreshing: true, slow };
  }
  if (query.error) {
    // A placeholder is another query's data: it does not stand for what failed.
    return query.data === undefined || query.isPlaceholderData
      ? { state: 'failed', data: undefined, error: query.error, retry }
      : { state: 'stale', data: query.data, error: query.error, retry, updatedAt: query.dataUpdatedAt };
  }
  if (query.data === undefined) return { state: 'loading', data: undefined, slow };
  return { state: 'ready', data: query.data, refreshing: false, slow: false };
}
