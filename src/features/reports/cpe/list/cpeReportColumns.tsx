import { Badge, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BexReport } from '../../../../entities/reports/bexReportsApi';
import type { MessageId } from '../../../../i18n/messages';
import { formatDateTime } from '../../../../lib/dateFormat';
import { AnchorLink } from '../../../../navigation/AnchorLink';
import { badgeTextColor } from '../../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../../ui/DataTable/dataTableTypes';
import { cpeFigureText, cpeVerdict, VERDICT_COLORS } from '../cpeFigures';
import { STATUS_COLORS } from '../cpeStatus';
import { periodDays } from '../../../../lib/periodText';

/** The saved column set's table id (preferences.columns). */
export const CPE_REPORTS_TABLE_ID = 'cpeReports';

export const CPE_REPORT_COLUMN_IDS = [
  'project',
  'name',
  'period',
  'status',
  'commitment',
  'savings',
  'achievement',
  'updatedAt',
  'actions',
] as const;
/* The commitment and the last update are in the column picker: savings and achievement tell the
 * story, and the names read whole on a 1280 px screen. */
export const DEFAULT_CPE_REPORT_COLUMN_IDS: readonly string[] = CPE_REPORT_COLUMN_IDS.filter(
  (id) => id !== 'commitment' && id !== 'updatedAt',
);

/**
 * spec 001 §2 (Reports: project, report name, startDate, endDate) with what a CPE report states:
 * its status and the summary's key figures, commitment against savings and the achievement.
 */
export function useCpeReportColumns(actions: ((report: BexReport) => ReactNode) | null) {
  const intl = useIntl();
  return useMemo((): DataTableColumn<BexReport>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const figure = (report: BexReport, which: 'commitment' | 'savings' | 'achievement') =>
      report.summary ? cpeFigureText(report.summary, which, intl.locale) : t('common.notSet');
    const columns: DataTableColumn<BexReport>[] = [
      {
        id: 'project',
        header: t('cpeReport.column.project'),
        maxWidth: 240,
        cell: (report) => <span title={report.project.place.name}>{report.project.name}</span>,
      },
      {
        id: 'name',
        header: t('cpeReport.column.name'),
        maxWidth: 320,
        cell: (report) => (
          <AnchorLink
            to="/cperapports/edit/$rapportId"
            params={{ rapportId: report.id }}
            title={report.title ?? report.name}
            size="sm"
          >
            {report.name}
          </AnchorLink>
        ),
      },
      {
        id: 'period',
        header: t('cpeReport.column.period'),
        cell: (report) =>
          intl.formatMessage({ id: 'cpeReport.periodRange' }, periodDays(report.startDate, report.endDate)),
      },
      {
        id: 'status',
        header: t('cpeReport.column.status'),
        width: 110,
        cell: (report) => (
          <Badge variant="light" color={STATUS_COLORS[report.status]} c={badgeTextColor(STATUS_COLORS[report.status])}>
            {t(`cpeReport.status.${report.status}`)}
          </Badge>
        ),
      },
      {
        id: 'commitment',
        header: t('cpeReport.figure.commitment'),
        align: 'end',
        cell: (r) => figure(r, 'commitment'),
      },
      { id: 'savings', header: t('cpeReport.figure.savings'), align: 'end', cell: (r) => figure(r, 'savings') },
      {
        id: 'achievement',
        header: t('cpeReport.figure.achievement'),
        align: 'end',
        cell: (report) =>
          report.summary ? (
            <Text span size="sm" c={badgeTextColor(VERDICT_COLORS[cpeVerdict(report.summary)])} fw={600}>
              {figure(report, 'achievement')}
            </Text>
          ) : (
            t('common.notSet')
          ),
      },
      {
        id: 'updatedAt',
        header: t('cpeReport.column.updatedAt'),
        cell: (report) => (report.updatedAt ? formatDateTime(report.updatedAt) : t('common.notSet')),
      },
    ];
    if (actions) columns.push({ id: 'actions', header: t('common.actions'), cell: actions });
    return columns;
  }, [intl, actions]);
}
