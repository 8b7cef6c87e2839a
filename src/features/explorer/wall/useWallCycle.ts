import { useEffect, useState } from 'react';
import { nextWallIndex } from './wallCycle';

/**
 * The place in the wall's turn: after `everyMs` it moves to the next dashboard that can be shown,
 * each getting its full time (again after a pause). While `paused` (a pointer on the wall, or the
 * keyboard in it) it stays.
 */
export function useWallCycle(
  ids: readonly number[],
  everyMs: number,
  paused: boolean,
  unavailable: ReadonlySet<number>,
): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || ids.length < 2) return undefined;
    const timer = setTimeout(() => setIndex((current) => nextWallIndex(ids, current, unavailable)), everyMs);
    return () => clearTimeout(timer);
  }, [index, ids, everyMs, paused, unavailable]);
  return ids.length === 0 ? 0 : index % ids.length;
}
