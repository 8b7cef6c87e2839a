import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { QueryRegion } from '../../api/queryRegion';
import { RegionFailure } from './RegionFailure';
import { RegionLoading, SlowNotice } from './RegionLoading';
import { RegionStaleLine } from './RegionStaleLine';

export interface DataRegionProps<T> {
  region: QueryRegion<T>;
  /** What the region shows, as a noun phrase for "Could not load {what}". */
  what: string;
  /** Shown while nothing has arrived yet (a skeleton of the content); a small loader otherwise. */
  placeholder?: ReactNode;
  /** Whether the data is an empty result; `empty` is shown then, and only then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A panel, a chart or summary cards fed by one read, in the read's honest state (queryRegion.ts):
 * loading, the data or its empty text, failed with Retry, or older data that could not be refreshed.
 */
export function DataRegion<T>({ region, what, placeholder, isEmpty, empty, children }: DataRegionProps<T>) {
  if (region.state === 'loading') return <RegionLoading slow={region.slow} placeholder={placeholder} />;
  if (region.state === 'failed') return <RegionFailure what={what} error={region.error} onRetry={region.retry} />;
  const content = isEmpty?.(region.data) ? empty : children(region.data);
  return (
    <Stack gap="xs" aria-busy={region.state === 'ready' && region.refreshing ? true : undefined}>
      {region.state === 'stale' ? (
        <RegionStaleLine what={what} error={region.error} updatedAt={region.updatedAt} onRetry={region.retry} />
      ) : null}
      {content}
      {region.state === 'ready' && region.refreshing ? <SlowNotice slow={region.slow} /> : null}
    </Stack>
  );
}
