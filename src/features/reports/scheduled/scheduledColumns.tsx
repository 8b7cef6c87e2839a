import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ScheduledReport } from '../../../entities/reports/scheduledReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { useDaysText } from './useDaysText';

/** The list's columns (spec 001 §2 "Automatic reports: project, frequency, reportName, reportTitle, contactName"). */
export const SCHEDULED_COLUMN_IDS = [
  'project',
  'frequency',
  'reportName',
  'reportTitle',
  'contactName',
  'days',
  'dashboard',
  'nextSendAt',
  'lastSentAt',
  'actions',
] as const;
export const DEFAULT_SCHEDULED_COLUMN_IDS: readonly string[] = [
  'project',
  'frequency',
  'reportName',
  'contactName',
  'days',
  'nextSendAt',
  'actions',
];
export const SCHEDULED_TABLE_ID = 'scheduledReports';

export interface ScheduledRowActions {
  history: (report: ScheduledReport) => void;
  /** Edit and delete, only with personalized_report_manage. */
  manage: {
    edit: (report: ScheduledReport) => void;
    remove: (report: ScheduledReport) => void;
    busyId: number | null;
  } | null;
}

const NAME_MAX_WIDTH = 240;

function Named({ text }: { text: string }) {
  return <span>{text}</span>;
}

export function useScheduledColumns(actions: ScheduledRowActions): DataTableColumn<ScheduledReport>[] {
  const t = useMessage();
  const intl = useIntl();
  const daysText = useDaysText();
  const dateText = (iso: string | null | undefined) =>
    iso ? intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Paris' }) : '–';
  return [
    {
      id: 'project',
      header: t('report.scheduled.column.project'),
      maxWidth: NAME_MAX_WIDTH,
      cell: (row) => <Named text={row.project.name} />,
    },
    {
      id: 'frequency',
      header: t('report.scheduled.column.frequency'),
      cell: (row) => t(`report.recurrence.frequency.${row.frequency}`),
    },
    {
      id: 'reportName',
      header: t('report.scheduled.column.reportName'),
      maxWidth: NAME_MAX_WIDTH,
      cell: (row) => <Named text={row.reportName} />,
    },
    {
      id: 'reportTitle',
      header: t('report.scheduled.column.reportTitle'),
      maxWidth: NAME_MAX_WIDTH,
      cell: (row) => <Named text={row.reportTitle ?? ''} />,
    },
    {
      id: 'contactName',
      header: t('report.scheduled.column.contactName'),
      maxWidth: 200,
      cell: (row) => <Named text={row.contact.name} />,
    },
    { id: 'days', header: t('report.scheduled.column.days'), cell: (row) => daysText(row.daysOfMonth) },
    {
      id: 'dashboard',
      header: t('report.scheduled.column.dashboard'),
      maxWidth: 200,
      cell: (row) => <Named text={row.dashboard?.name ?? ''} />,
    },
    { id: 'nextSendAt', header: t('report.scheduled.column.nextSendAt'), cell: (row) => dateText(row.nextSendAt) },
    { id: 'lastSentAt', header: t('report.scheduled.column.lastSentAt'), cell: (row) => dateText(row.lastSentAt) },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t('report.scheduled.historyOf', { name: row.reportName })}
            onClick={() => actions.history(row)}
          >
            {t('report.scheduled.historyButton')}
          </Button>
          {actions.manage ? (
            <>
              <Button
                size="compact-xs"
                variant="default"
                aria-label={t('report.scheduled.editOf', { name: row.reportName })}
                onClick={() => actions.manage?.edit(row)}
              >
                {t('common.edit')}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                color="red"
                loading={actions.manage.busyId === row.id}
                aria-label={t('report.scheduled.deleteOf', { name: row.reportName })}
                onClick={() => actions.manage?.remove(row)}
              >
                {t('common.delete')}
              </Button>
            </>
          ) : null}
        </Group>
      ),
    },
  ];
}
