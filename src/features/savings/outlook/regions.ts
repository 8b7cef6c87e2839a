import type { QueryRegion } from '../../../api/queryRegion';

/**
 * Two reads shown as one region: failed or loading as soon as one is, stale when one could not
 * refresh, ready when both are. `join` is called only when both have data.
 */
export function joinRegions<A, B, C>(a: QueryRegion<A>, b: QueryRegion<B>, join: (a: A, b: B) => C): QueryRegion<C> {
  if (a.state === 'failed') return a;
  if (b.state === 'failed') return b;
  if (a.state === 'loading') return a;
  if (b.state === 'loading') return b;
  const data = join(a.data, b.data);
  if (a.state === 'stale') return { ...a, data };
  if (b.state === 'stale') return { ...b, data };
  return { state: 'ready', data, refreshing: a.refreshing || b.refreshing, slow: a.slow || b.slow };
}
