import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import { dashboardsResource, type Dashboard, type Graph } from '../../../entities/explorer/api';
import { dashboardUpdateOf } from '../list/dashboardUpdate';
import { orderedGraphs } from './dashboardPeriod';

export interface GraphOrder {
  /** The graphs in the order shown: the one being saved while its PUT runs. */
  graphs: Graph[];
  move: (fromId: number, toId: number) => void;
  saving: boolean;
  /** The last move could not be saved: the order went back to the server's. */
  failed: boolean;
}

/**
 * The dashboard's graph order and its moves. A move shows at once, then PUT dashboard/{id} sends
 * the graphs reduced to id, row and dashboardFrontConfig with rows 0, 1, 2… (spec 000 §7); on a
 * failure the order goes back to the server's and `failed` says so (the API layer notifies too).
 */
export function useGraphOrder(dashboard: Dashboard): GraphOrder {
  const update = dashboardsResource.useUpdate();
  const [pending, setPending] = useState<number[] | null>(null);
  const [failed, setFailed] = useState(false);
  const server = orderedGraphs(dashboard);
  const byId = new Map(server.map((graph) => [graph.id, graph]));
  // A graph added or deleted meanwhile: the server's list wins.
  const usable = pending && pending.length === server.length && pending.every((id) => byId.has(id));
  const graphs = usable ? pending.flatMap((id) => byId.get(id) ?? []) : server;

  const move = (fromId: number, toId: number) => {
    const ids = graphs.map((graph) => graph.id);
    const from = ids.indexOf(fromId);
    const to = ids.indexOf(toId);
    if (from < 0 || to < 0 || from === to) return;
    const next = arrayMove(ids, from, to);
    setPending(next);
    setFailed(false);
    const layout = next.map((id, row) => ({
      id,
      row,
      dashboardFrontConfig: byId.get(id)?.dashboardFrontConfig ?? null,
    }));
    update.mutate(
      { id: dashboard.id, input: dashboardUpdateOf(dashboard, { graphs: layout }) },
      {
        onSuccess: () => setPending(null),
        onError: () => {
          setPending(null);
          setFailed(true);
        },
      },
    );
  };

  return { graphs, move, saving: update.isPending, failed };
}
