import { useEffect, useRef } from 'react';
import type { DrawnGraph } from './drawnGraph';

/**
 * Tells the page what a graph panel shows (the exports read it): the drawn graph each time it
 * changes, null when the view goes away (unmount, or a failure replacing it). `drawn` must be
 * memoised; the callback may be a new function on every render.
 */
export function useReportDrawn(drawn: DrawnGraph | null, onDrawn: ((drawn: DrawnGraph | null) => void) | undefined) {
  const callback = useRef(onDrawn);
  useEffect(() => {
    callback.current = onDrawn;
  });
  useEffect(() => {
    if (drawn) callback.current?.(drawn);
  }, [drawn]);
  useEffect(() => () => callback.current?.(null), []);
}
