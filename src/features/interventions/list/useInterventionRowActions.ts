import { useMemo, useState } from 'react';
import type { Intervention } from '../../../entities/interventions/api';
import { useUpdateIntervention } from '../../../entities/interventions/allInterventionsCache';
import { archivedTicket, reopenedTicket } from '../ticketPayload';
import type { InterventionRowActions } from './interventionColumns';

/**
 * A manager's row actions: archive (the completed status: the ticket moves to the archived tab,
 * both counts change), reopen, and delete after a confirmation (`deleting` is the ticket asked
 * about). Null for a reader.
 */
export function useInterventionRowActions(canManage: boolean): {
  actions: InterventionRowActions | null;
  deleting: Intervention | null;
  closeDelete: () => void;
} {
  const update = useUpdateIntervention();
  const [deleting, setDeleting] = useState<Intervention | null>(null);
  const busyId = update.isPending ? (update.variables?.id ?? null) : null;
  const { mutate } = update;
  const actions = useMemo(
    (): InterventionRowActions | null =>
      canManage
        ? {
            archive: (ticket) => mutate({ id: ticket.id, input: archivedTicket(ticket) }),
            reopen: (ticket) => mutate({ id: ticket.id, input: reopenedTicket(ticket) }),
            remove: setDeleting,
            busyId,
          }
        : null,
    [canManage, mutate, busyId],
  );
  return { actions, deleting, closeDelete: () => setDeleting(null) };
}
