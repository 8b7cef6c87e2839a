import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { keyOf } from '../../../api/querySource';
import { seriesData } from '../../../entities/variables/seriesData';

/**
 * When the oldest series on screen was received (0 while none is): what a wall display's
 * "Updated at" tells. A graph whose refresh failed keeps its older answer, and so the older time.
 */
export function useDataUpdatedAt(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(() => {
    let oldest = 0;
    for (const query of cache.findAll({ queryKey: keyOf(seriesData), type: 'active' })) {
      const at = query.state.dataUpdatedAt;
      if (query.state.data !== undefined && at > 0 && (oldest === 0 || at < oldest)) oldest = at;
    }
    return oldest;
  }, [cache]);
  return useSyncExternalStore(subscribe, read, read);
}
