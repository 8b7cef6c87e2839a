import { Anchor, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { Intervention } from '../../../entities/interventions/api';
import { interventionStatusById } from '../../../entities/interventions/interventionStatus';
import { InterventionStatusBadge } from '../InterventionStatusBadge';
import { useInterventionTypeLabel } from '../interventionLabels';
import { durationLocaleOf, formatInterventionDuration, ticketMinutes } from '../interventionDuration';

/*
 * The interventions tables' column sets (spec 001 §2: project, date, type, user, title, statut,
 * duration by default; spec 000 §3: a selectable and a default set). A sortable column's id is
 * its server `ordering` field (interventionsSearch.ts).
 */
export const INTERVENTION_COLUMN_IDS = [
  'project',
  'site',
  'startDate',
  'endDate',
  'type',
  'user',
  'title',
  'status',
  'duration',
  'hardware',
  'actions',
] as const;
export type InterventionColumnId = (typeof INTERVENTION_COLUMN_IDS)[number];

export const DEFAULT_INTERVENTION_COLUMN_IDS: readonly InterventionColumnId[] = [
  'project',
  'startDate',
  'type',
  'user',
  'title',
  'status',
  'actions',
];

export const INTERVENTIONS_TABLE_ID = 'interventions';

const NAME_MAX_WIDTH = 200;
const TITLE_MAX_WIDTH = 320;

/** What a manager can do from a row; absent for readers (intervention_view only). */
export interface InterventionRowActions {
  archive: (ticket: Intervention) => void;
  reopen: (ticket: Intervention) => void;
  remove: (ticket: Intervention) => void;
  busyId: number | null;
}

function Named({ text }: { text: string }) {
  return <span>{text}</span>;
}

export function useInterventionColumns(actions: InterventionRowActions | null): DataTableColumn<Intervention>[] {
  const intl = useIntl();
  const typeLabel = useInterventionTypeLabel();
  return useMemo((): DataTableColumn<Intervention>[] => {
    const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    const durationLocale = durationLocaleOf(intl.locale);
    const statusOf = (ticket: Intervention) => interventionStatusById(ticket.status.id)?.name ?? 'open';
    const columns: Record<InterventionColumnId, DataTableColumn<Intervention>> = {
      project: {
        id: 'project',
        header: t('intervention.column.project'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (ticket) => <Named text={ticket.project.name} />,
      },
      site: {
        id: 'site',
        header: t('intervention.column.site'),
        maxWidth: NAME_MAX_WIDTH,
        cell: (ticket) => <Named text={ticket.project.place.name} />,
      },
      startDate: {
        id: 'startDate',
        header: t('intervention.column.date'),
        sortable: true,
        cell: (ticket) => formatDateTime(ticket.startDate),
      },
      endDate: {
        id: 'endDate',
        header: t('intervention.column.endDate'),
        cell: (ticket) => formatDateTime(ticket.endDate ?? null),
      },
      type: {
        id: 'type',
        header: t('intervention.column.type'),
        sortable: true,
        cell: (ticket) => typeLabel(ticket.type),
      },
      user: {
        id: 'user',
        header: t('intervention.column.user'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (ticket) => <Named text={ticket.user?.name ?? ''} />,
      },
      title: {
        id: 'title',
        header: t('intervention.column.title'),
        sortable: true,
        maxWidth: TITLE_MAX_WIDTH,
        // A real link to the ticket: it opens in a new tab too.
        cell: (ticket) => (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/interventions/edit/$interventionId" params={{ interventionId: ticket.id }} {...props} />
            )}
          >
            {ticket.title}
          </Anchor>
        ),
      },
      status: {
        id: 'status',
        header: t('intervention.column.status'),
        sortable: true,
        cell: (ticket) => <InterventionStatusBadge status={statusOf(ticket)} />,
      },
      duration: {
        id: 'duration',
        header: t('intervention.column.duration'),
        sortable: true,
        align: 'end',
        cell: (ticket) => formatInterventionDuration(ticketMinutes(ticket), durationLocale),
      },
      hardware: {
        id: 'hardware',
        header: t('intervention.column.hardware'),
        align: 'end',
        cell: (ticket) => ticket.hardware.reduce((sum, line) => sum + line.quantity, 0),
      },
      actions: {
        id: 'actions',
        header: t('common.actions'),
        cell: (ticket) =>
          actions ? (
            <Group gap={6} wrap="nowrap">
              {statusOf(ticket) === 'completed' ? (
                <Button
                  size="compact-xs"
                  variant="default"
                  loading={actions.busyId === ticket.id}
                  aria-label={t('intervention.reopenOf', { title: ticket.title })}
                  onClick={() => actions.reopen(ticket)}
                >
                  {t('intervention.reopen')}
                </Button>
              ) : (
                <Button
                  size="compact-xs"
                  variant="default"
                  loading={actions.busyId === ticket.id}
                  aria-label={t('intervention.archiveOf', { title: ticket.title })}
                  onClick={() => actions.archive(ticket)}
                >
                  {t('intervention.archive')}
                </Button>
              )}
              <Button
                size="compact-xs"
                variant="default"
                color="red"
                aria-label={t('intervention.deleteOf', { title: ticket.title })}
                onClick={() => actions.remove(ticket)}
              >
                {t('common.delete')}
              </Button>
            </Group>
          ) : null,
      },
    };
    const ids = actions ? INTERVENTION_COLUMN_IDS : INTERVENTION_COLUMN_IDS.filter((id) => id !== 'actions');
    return ids.map((id) => columns[id]);
  }, [intl, typeLabel, actions]);
}
