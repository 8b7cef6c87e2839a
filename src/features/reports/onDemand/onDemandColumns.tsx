import type { Report } from '../../../entities/reports/api';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate, formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { ReportRowActions, type ReportActions } from './ReportRowActions';
import { ReportStatusCell } from './ReportStatusCell';
import { periodDays } from '../../../lib/periodText';

export const ON_DEMAND_TABLE_ID = 'reportsOnDemand';
export const ON_DEMAND_COLUMN_IDS = [
  'project',
  'name',
  'startDate',
  'endDate',
  'status',
  'title',
  'dashboard',
  'graphs',
  'createdAt',
  'createdBy',
  'actions',
] as const;
/** spec 001 §2 "Reports: project, report name, startDate, endDate", with what the user acts on. */
export const ON_DEMAND_DEFAULT_COLUMN_IDS = ['project', 'name', 'startDate', 'endDate', 'status', 'actions'];

/** The on-demand reports list's columns; the default set is the spec's, the others are offered. */
export function useOnDemandColumns(actions: ReportActions): DataTableColumn<Report>[] {
  const t = useMessage();
  const columns: DataTableColumn<Report>[] = [
    { id: 'project', header: t('report.onDemand.column.project'), cell: (row) => row.project.name, maxWidth: 220 },
    {
      id: 'name',
      header: t('report.onDemand.column.name'),
      cell: (row) => <span>{row.name}</span>,
      maxWidth: 320,
    },
    {
      id: 'startDate',
      header: t('report.onDemand.column.startDate'),
      cell: (row) => <span title={formatDateTime(row.startDate)}>{formatDate(row.startDate)}</span>,
    },
    {
      id: 'endDate',
      header: t('report.onDemand.column.endDate'),
      // Its last day included, as every report period reads (periodDays): April ends on 30/04, not 01/05.
      cell: (row) => <span title={formatDateTime(row.endDate)}>{periodDays(row.startDate, row.endDate).end}</span>,
    },
    {
      id: 'status',
      header: t('report.onDemand.column.status'),
      cell: (row) => <ReportStatusCell report={row} actions={actions} />,
      width: 260,
    },
    {
      id: 'title',
      header: t('report.onDemand.column.title'),
      cell: (row) => <span>{row.title ?? ''}</span>,
      maxWidth: 280,
    },
    {
      id: 'dashboard',
      header: t('report.onDemand.column.dashboard'),
      cell: (row) => row.dashboard?.name ?? '',
      maxWidth: 240,
    },
    {
      id: 'graphs',
      header: t('report.onDemand.column.graphs'),
      cell: (row) => row.graphs?.length ?? 0,
      align: 'end',
    },
    {
      id: 'createdAt',
      header: t('report.onDemand.column.createdAt'),
      cell: (row) => (row.createdAt ? formatDateTime(row.createdAt) : ''),
    },
    { id: 'createdBy', header: t('report.onDemand.column.createdBy'), cell: (row) => row.createdBy?.name ?? '' },
    {
      id: 'actions',
      header: t('report.onDemand.column.actions'),
      cell: (row) => <ReportRowActions report={row} actions={actions} />,
      width: 150,
    },
  ];
  // A reader has nothing to do in the actions column (spec 001 §6): it is not offered.
  return actions.manage ? columns : columns.filter((column) => column.id !== 'actions');
}
