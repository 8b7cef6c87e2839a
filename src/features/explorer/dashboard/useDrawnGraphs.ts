import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Graph } from '../../../entities/explorer/api';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';

const TICK_MS = 150;
/** Ticks without any read in flight after which a graph still not drawn is taken as failed or empty. */
const SETTLED_TICKS = 3;
const GIVE_UP_MS = 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What each graph of the dashboard has drawn, for the whole-dashboard PDF: `collect` makes every
 * graph load (those still off screen too, and they stay loaded), then resolves once each has been
 * drawn, or once nothing is read any more (a failed or empty graph is left out).
 */
export function useDrawnGraphs(graphs: readonly Graph[]) {
  const queryClient = useQueryClient();
  const drawn = useRef(new Map<number, DrawnGraph>());
  const [loadAll, setLoadAll] = useState(false);

  const onDrawn = useCallback((graphId: number, next: DrawnGraph | null) => {
    if (next) drawn.current.set(graphId, next);
    else drawn.current.delete(graphId);
  }, []);

  const collect = useCallback(async (): Promise<readonly DrawnGraph[]> => {
    setLoadAll(true);
    const allDrawn = () => graphs.every((graph) => drawn.current.has(graph.id));
    const started = Date.now();
    let idleTicks = 0;
    while (!allDrawn() && idleTicks < SETTLED_TICKS && Date.now() - started < GIVE_UP_MS) {
      await wait(TICK_MS);
      idleTicks = queryClient.isFetching() === 0 ? idleTicks + 1 : 0;
    }
    return graphs.flatMap((graph) => drawn.current.get(graph.id) ?? []);
  }, [graphs, queryClient]);

  return { loadAll, onDrawn, collect };
}
