import { Button, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { interventionsResource, type Intervention } from '../../../entities/interventions/api';
import { useUpdateIntervention } from '../../../entities/interventions/allInterventionsCache';
import { isArchivedInterventionStatus } from '../../../entities/interventions/interventionStatus';
import { DeleteInterventionDialog } from '../DeleteInterventionDialog';
import { archivedTicket, reopenedTicket } from '../ticketPayload';
import { InterventionForm } from './InterventionForm';
import { interventionFormValues } from './interventionForm';
import { TicketHeader } from './TicketHeader';
import { TicketView } from './TicketView';
import { useEntityName } from '../../../ui/EntityNames';

const route = getRouteApi('/_auth/interventions/edit/$interventionId');

export const interventionQueries = (interventionId: number) => ({
  ticket: interventionsResource.detailQuery(interventionId),
});

/**
 * spec 001 §2 interventions/edit/{interventionId} (GET, PUT, DELETE interventions/{id}, spec 001
 * §7): a manager edits the ticket, archives it (the completed status: it moves to the archived
 * list) or reopens it, and deletes it after a confirmation; a reader sees it read-only.
 */
export function InterventionEditScreen(): ReactElement {
  const { interventionId } = route.useParams();
  const navigate = route.useNavigate();
  // After archiving or reopening: the list of the ticket's new tab.
  const onMoved = (archived: boolean) =>
    void navigate({ to: '/interventions', search: archived ? { tab: 'archived' } : {} });
  const onDeleted = () => void navigate({ to: '/interventions', ignoreBlocker: true });
  const onBack = () => void navigate({ to: '/interventions' });
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'intervention_manage');
  const region = useQueryRegion(interventionQueries(interventionId).ticket);
  useEntityName('/interventions/edit/$interventionId', region.data?.title);
  const move = useUpdateIntervention();
  const [deleting, setDeleting] = useState<Intervention | null>(null);

  const moveActions = (ticket: Intervention) => {
    const archived = isArchivedInterventionStatus(ticket.status.id);
    return (
      <>
        <Button
          variant="default"
          color="red"
          onClick={() => setDeleting(ticket)}
          aria-label={t('intervention.deleteOf', { title: ticket.title })}
        >
          {t('common.delete')}
        </Button>
        <Button
          variant="default"
          loading={move.isPending}
          aria-label={t(archived ? 'intervention.reopenOf' : 'intervention.archiveOf', { title: ticket.title })}
          onClick={() =>
            move.mutate(
              { id: ticket.id, input: archived ? reopenedTicket(ticket) : archivedTicket(ticket) },
              { onSuccess: () => onMoved(!archived) },
            )
          }
        >
          {t(archived ? 'intervention.reopen' : 'intervention.archive')}
        </Button>
      </>
    );
  };

  return (
    <Stack gap="md" maw={960}>
      <DataRegion region={region} what={t('intervention.ticket.what')}>
        {(ticket) => (
          <Stack gap="md">
            <TicketHeader ticket={ticket} />
            {canManage ? (
              <InterventionForm
                key={ticket.id}
                ticket={ticket}
                initialValues={interventionFormValues(ticket)}
                onSaved={() => undefined}
                onCancel={onBack}
                actions={moveActions(ticket)}
              />
            ) : (
              <>
                <TicketView ticket={ticket} />
                <Button variant="default" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
                  {t('intervention.form.backToList')}
                </Button>
              </>
            )}
          </Stack>
        )}
      </DataRegion>
      <DeleteInterventionDialog ticket={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </Stack>
  );
}
