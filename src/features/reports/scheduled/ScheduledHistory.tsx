import { Badge, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { scheduledReportsResource, type ScheduledReportSend } from '../../../entities/reports/scheduledReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate, formatDateTime } from '../../../lib/dateFormat';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { DataTable } from '../../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { HISTORY_PAGE_SIZE, scheduledHistoryListQuery, type ScheduledSearch } from './scheduledSearch';

export interface ScheduledHistoryProps {
  search: ScheduledSearch;
  onPageChange: (page: number) => void;
  onClose: () => void;
}

const COLUMN_IDS = ['sentAt', 'reportName', 'project', 'contact', 'status', 'period'] as const;
const rowKey = (send: ScheduledReportSend) => send.id;

function useHistoryColumns(): DataTableColumn<ScheduledReportSend>[] {
  const t = useMessage();
  return [
    { id: 'sentAt', header: t('report.scheduled.history.sentAt'), cell: (row) => formatDateTime(row.sentAt) },
    {
      id: 'reportName',
      header: t('report.scheduled.history.report'),
      maxWidth: 260,
      cell: (row) => <span title={row.scheduledReport.reportName}>{row.scheduledReport.reportName}</span>,
    },
    { id: 'project', header: t('report.scheduled.history.project'), maxWidth: 200, cell: (row) => row.project.name },
    {
      id: 'contact',
      header: t('report.scheduled.history.contact'),
      maxWidth: 260,
      cell: (row) => <span title={row.contact.email}>{row.contact.name}</span>,
    },
    {
      id: 'status',
      header: t('report.scheduled.history.status'),
      cell: (row) => {
        const color = row.status === 'sent' ? 'green' : 'red';
        return (
          <Badge size="sm" variant="light" color={color} c={badgeTextColor(color)}>
            {t(`report.scheduled.history.status.${row.status}`)}
          </Badge>
        );
      },
    },
    {
      id: 'period',
      header: t('report.scheduled.history.period'),
      cell: (row) =>
        row.periodStart && row.periodEnd
          ? t('report.scheduled.history.periodRange', {
              start: formatDate(row.periodStart),
              end: formatDate(new Date(Date.parse(row.periodEnd) - 1)),
            })
          : '–',
    },
  ];
}

/**
 * The sent history (spec 001 §3 "a sent history is a separate list", §7 GET scheduled-reports/history
 * with params): of one scheduled report, or of all (in the list's project filter), newest first,
 * paged by the server.
 */
export function ScheduledHistory({ search, onPageChange, onClose }: ScheduledHistoryProps) {
  const t = useMessage();
  const columns = useHistoryColumns();
  const history = useQueryRegion(scheduledHistoryListQuery(search));
  const one = typeof search.sHistory === 'number' ? search.sHistory : null;
  const report = useQuery({ ...scheduledReportsResource.detailQuery(one ?? 0), enabled: one !== null });
  const title =
    one === null
      ? t('report.scheduled.history.allTitle')
      : t('report.scheduled.history.oneTitle', { name: report.data?.reportName ?? '…' });
  const page = history.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="80rem"
      centered
    >
      <DataTable
        label={title}
        columns={columns}
        defaultColumnIds={COLUMN_IDS}
        rows={page?.data ?? []}
        rowKey={rowKey}
        paging={{
          page: search.sHistoryPage ?? 1,
          pageSize: HISTORY_PAGE_SIZE,
          total: page?.total_count ?? 0,
          onPageChange,
        }}
        region={{ status: history, what: t('report.scheduled.history.what') }}
        emptyText={t('report.scheduled.history.empty')}
        maxHeight="60vh"
      />
    </Modal>
  );
}
