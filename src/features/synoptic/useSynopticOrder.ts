import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  moveSynoptic,
  projectSynopticsQuery,
  reorderSynopticsMutation,
  type Synoptic,
} from '../../entities/synoptic/api';

export interface SynopticOrder {
  /** The synoptics in the order shown: the one being saved while its PUT runs. */
  synoptics: Synoptic[];
  /** Moves the synoptic at one position to another and saves the new order. */
  move: (from: number, to: number) => void;
  saving: boolean;
  /** The last move could not be saved: the order went back to the server's. */
  failed: boolean;
}

/**
 * The order of a project's synoptics (spec 001 §6: synoptic manage also covers ordering). A move
 * shows at once, then PUT synoptic/order sends every id in the new order; on a failure the order
 * goes back to the server's and `failed` says so (the API layer notifies too).
 */
export function useSynopticOrder(projectId: number, server: Synoptic[]): SynopticOrder {
  const queryClient = useQueryClient();
  const reorder = reorderSynopticsMutation.useMutation();
  const [pending, setPending] = useState<number[] | null>(null);
  const [failed, setFailed] = useState(false);
  const byId = new Map(server.map((synoptic) => [synoptic.id, synoptic]));
  // A synoptic added or deleted meanwhile: the server's list wins.
  const usable = pending && pending.length === server.length && pending.every((id) => byId.has(id));
  const synoptics = usable ? pending.flatMap((id) => byId.get(id) ?? []) : server;

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= synoptics.length) return;
    const next = moveSynoptic(
      synoptics.map((synoptic) => synoptic.id),
      from,
      to,
    );
    setPending(next);
    setFailed(false);
    reorder.mutate(
      { projectId, ids: next },
      {
        // The answer is the project's list in its new order: shown at once, without the old order
        // flashing back while the list is read again.
        onSuccess: (answer) => {
          queryClient.setQueryData(projectSynopticsQuery.query({ projectId }).queryKey, answer);
          setPending(null);
        },
        onError: () => {
          setPending(null);
          setFailed(true);
        },
      },
    );
  };

  return { synoptics, move, saving: reorder.isPending, failed };
}
