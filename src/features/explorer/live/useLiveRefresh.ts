import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { onLiveData } from '../../../api/liveDataSignal';
import { keyOf } from '../../../api/querySource';
import { seriesData } from '../../../entities/variables/seriesData';

export interface LiveRefresh {
  /** The time of the last refresh (or of the first render): shortcuts resolve against it. */
  asOf: number;
  refresh: () => void;
}

/**
 * A live dashboard's refreshes: every `intervalMs` (null: none), and whenever the live connection
 * says new data may be in (an import, a re-opening after a drop). Each one moves `asOf` to now, so
 * that a relative period rolls forward, then reads again the series on screen. Reading again keeps
 * each graph's older answer on screen until the new one is in, and after a failure ("Could not
 * refresh", queryRegion.ts); the period rolls under the same query keys (a shortcut keys its
 * answer, seriesData.ts), which is why the reads are started here rather than by a key change.
 */
export function useLiveRefresh(intervalMs: number | null): LiveRefresh {
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => ({ asOf: Date.now(), count: 0 }));
  const refresh = useCallback(() => setState((current) => ({ asOf: Date.now(), count: current.count + 1 })), []);

  useEffect(() => {
    if (intervalMs === null) return undefined;
    const timer = setInterval(refresh, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, refresh]);

  useEffect(() => onLiveData(refresh), [refresh]);

  // After the render that rolled the period: the graphs' queries already hold the new instants
  // (child effects run first), and a read started now asks for them.
  const { count } = state;
  useEffect(() => {
    if (count === 0) return;
    void queryClient.refetchQueries({ queryKey: keyOf(seriesData), type: 'active' });
  }, [count, queryClient]);

  return { asOf: state.asOf, refresh };
}
