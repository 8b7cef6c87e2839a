import { Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { BexReport } from '../../../entities/reports/bexReportsApi';
import type { MessageId } from '../../../i18n/messages';
import { formatDate, formatDateTime } from '../../../lib/dateFormat';
import { AnchorLink } from '../../../navigation/AnchorLink';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { StatusBadge } from './StatusBadge';

/** The list's columns; the default set is every column but the title (spec 001 §2 bexrapports). */
export const MAINTENANCE_COLUMN_IDS = [
  'project',
  'name',
  'title',
  'period',
  'status',
  'author',
  'findings',
  'updatedAt',
  'actions',
] as const;
/* The title and the last update are in the column picker: the names read whole on a 1280 px screen. */
export const DEFAULT_MAINTENANCE_COLUMN_IDS = MAINTENANCE_COLUMN_IDS.filter(
  (id) => id !== 'title' && id !== 'updatedAt',
);
export const MAINTENANCE_TABLE_ID = 'maintenanceReports';

/** The report's last day: its end is exclusive (midnight after the period). */
export const lastDayOf = (report: Pick<BexReport, 'endDate'>) => Date.parse(report.endDate) - 1;

function Named({ text }: { text: string }) {
  return <span>{text}</span>;
}

export function useMaintenanceColumns(
  canManage: boolean,
  onDelete: (report: BexReport) => void,
): DataTableColumn<BexReport>[] {
  const intl = useIntl();
  return useMemo((): DataTableColumn<BexReport>[] => {
    const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const columns: DataTableColumn<BexReport>[] = [
      {
        id: 'project',
        header: t('maintenanceReport.column.project'),
        cell: (report) => <Named text={report.project.name} />,
        maxWidth: 200,
      },
      {
        id: 'name',
        header: t('maintenanceReport.column.name'),
        cell: (report) => (
          <AnchorLink size="sm" to="/bexrapports/edit/$rapportId" params={{ rapportId: report.id }}>
            {report.name}
          </AnchorLink>
        ),
        maxWidth: 280,
      },
      {
        id: 'title',
        header: t('maintenanceReport.column.title'),
        cell: (report) => <Named text={report.title ?? ''} />,
        maxWidth: 240,
      },
      {
        id: 'period',
        header: t('maintenanceReport.column.period'),
        cell: (report) =>
          t('maintenanceReport.period', { start: formatDate(report.startDate), end: formatDate(lastDayOf(report)) }),
      },
      {
        id: 'status',
        header: t('maintenanceReport.column.status'),
        cell: (report) => <StatusBadge status={report.status} />,
        width: 96,
      },
      {
        id: 'author',
        header: t('maintenanceReport.column.author'),
        cell: (report) => <Named text={report.author?.name ?? ''} />,
        maxWidth: 180,
      },
      {
        id: 'findings',
        header: t('maintenanceReport.column.findings'),
        cell: (report) => intl.formatNumber(report.checks?.length ?? 0),
        align: 'end',
      },
      {
        id: 'updatedAt',
        header: t('maintenanceReport.column.updatedAt'),
        cell: (report) => formatDateTime(report.updatedAt ?? report.createdAt),
      },
    ];
    if (canManage) {
      columns.push({
        id: 'actions',
        header: t('maintenanceReport.column.actions'),
        cell: (report) => {
          const name = report.title ? `${report.name} (${report.title})` : report.name;
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="default"
                color="red"
                aria-label={t('maintenanceReport.deleteOf', { name })}
                onClick={() => onDelete(report)}
              >
                {t('common.delete')}
              </Button>
            </Group>
          );
        },
      });
    }
    return columns;
  }, [intl, canManage, onDelete]);
}
