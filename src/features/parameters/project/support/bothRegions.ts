import type { QueryRegion } from '../../../../api/queryRegion';

/**
 * One region for two reads a section needs together (the record and its choice labels): loading
 * until both have come, failed when either has nothing to show, stale when either could not be
 * refreshed. Retry runs again whichever read failed.
 */
export function bothRegions<A, B>(first: QueryRegion<A>, second: QueryRegion<B>): QueryRegion<[A, B]> {
  const retry = () => {
    if (first.state === 'failed' || first.state === 'stale') first.retry();
    if (second.state === 'failed' || second.state === 'stale') second.retry();
  };
  if (first.state === 'failed') return { state: 'failed', data: undefined, error: first.error, retry };
  if (second.state === 'failed') return { state: 'failed', data: undefined, error: second.error, retry };
  if (first.state === 'loading' || second.state === 'loading') {
    const slow = (first.state === 'loading' && first.slow) || (second.state === 'loading' && second.slow);
    return { state: 'loading', data: undefined, slow };
  }
  const data: [A, B] = [first.data, second.data];
  const stale = first.state === 'stale' ? first : second.state === 'stale' ? second : null;
  if (stale) return { state: 'stale', data, error: stale.error, retry, updatedAt: stale.updatedAt };
  return {
    state: 'ready',
    data,
    refreshing: (first.state === 'ready' && first.refreshing) || (second.state === 'ready' && second.refreshing),
    slow: (first.state === 'ready' && first.slow) || (second.state === 'ready' && second.slow),
  };
}
