import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CpeSend } from '../../../../entities/reports/cpeProgramsApi';
import type { MessageId } from '../../../../i18n/messages';
import { formatDateTime } from '../../../../lib/dateFormat';
import { periodDays } from '../../../../lib/periodText';
import { AnchorLink } from '../../../../navigation/AnchorLink';
import { badgeTextColor } from '../../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../../ui/DataTable/dataTableTypes';

export const CPE_HISTORY_TABLE_ID = 'cpeSendHistory';
export const CPE_HISTORY_COLUMN_IDS = [
  'sentAt',
  'program',
  'report',
  'period',
  'project',
  'contact',
  'status',
] as const;
export const DEFAULT_CPE_HISTORY_COLUMN_IDS: readonly string[] = CPE_HISTORY_COLUMN_IDS;

const STATUS_COLOR = { sent: 'green', failed: 'red' } as const;

/** One sending: when, which program and report, which period, project, to whom, and how it went. */
export function useCpeHistoryColumns() {
  const intl = useIntl();
  return useMemo((): DataTableColumn<CpeSend>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    return [
      { id: 'sentAt', header: t('cpeReport.history.column.sentAt'), cell: (send) => formatDateTime(send.sentAt) },
      {
        id: 'program',
        header: t('cpeReport.history.column.program'),
        maxWidth: 300,
        cell: (send) => <span>{send.program.name}</span>,
      },
      {
        id: 'report',
        header: t('cpeReport.history.column.report'),
        maxWidth: 300,
        cell: (send) =>
          send.report ? (
            <AnchorLink to="/cperapports/edit/$rapportId" params={{ rapportId: send.report.id }} size="sm">
              {send.report.name}
            </AnchorLink>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('cpeReport.history.noReport')}
            </Text>
          ),
      },
      {
        id: 'period',
        header: t('cpeReport.column.period'),
        cell: (send) =>
          send.periodStart && send.periodEnd
            ? intl.formatMessage({ id: 'cpeReport.periodRange' }, periodDays(send.periodStart, send.periodEnd))
            : t('common.notSet'),
      },
      {
        id: 'project',
        header: t('cpeReport.column.project'),
        maxWidth: 240,
        cell: (send) => <span title={send.project.place.name}>{send.project.name}</span>,
      },
      {
        id: 'contact',
        header: t('cpeReport.history.column.contact'),
        maxWidth: 280,
        cell: (send) => <span title={send.contact.email}>{send.contact.name}</span>,
      },
      {
        id: 'status',
        header: t('cpeReport.column.status'),
        width: 100,
        cell: (send) => (
          <Badge variant="light" color={STATUS_COLOR[send.status]} c={badgeTextColor(STATUS_COLOR[send.status])}>
            {t(`cpeReport.history.status.${send.status}`)}
          </Badge>
        ),
      },
    ];
  }, [intl]);
}
