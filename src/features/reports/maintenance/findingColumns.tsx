import { Badge, Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { formatDateTime } from '../../../lib/dateFormat';
import { formatDuration } from '../../../lib/duration';
import { formatNumber } from '../../../lib/numberFormat';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { MaintenanceCheckKind } from '../../../entities/reports/bexReportsApi';
import { subjectOf, type FindingRow } from './findings';

export const FINDING_COLUMN_IDS = [
  'subject',
  'kind',
  'from',
  'to',
  'duration',
  'value',
  'occurrences',
  'comment',
  'actions',
] as const;

export const CHECK_COLORS: Record<MaintenanceCheckKind, string> = {
  below_sensor_range: 'indigo',
  above_sensor_range: 'red',
  module_not_responding: 'orange',
  bottom_range_value: 'grape',
  counter_decrease: 'teal',
  counter_reset: 'cyan',
};

const durationSeconds = (row: FindingRow) =>
  (Date.parse(row.check.lastSeenAt) - Date.parse(row.check.firstSeenAt)) / 1000;

export interface FindingActions {
  onChart: (row: FindingRow) => void;
  /** Absent without maintenance_report_manage. */
  onComment?: (row: FindingRow) => void;
}

/** The findings table: what failed, which check, from, to, the worst value (spec 001 §9). Sorted in place. */
export function useFindingColumns({ onChart, onComment }: FindingActions): DataTableColumn<FindingRow>[] {
  const intl = useIntl();
  return useMemo((): DataTableColumn<FindingRow>[] => {
    const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const durationLocale = intl.locale.startsWith('fr') ? 'fr' : 'en';
    const valueText = (row: FindingRow) => {
      const { value, series } = row.check;
      if (value === null || value === undefined) return '';
      const unit = series?.unit ? ` ${series.unit}` : '';
      return `${formatNumber(value, intl.locale, 3)}${unit}`;
    };
    return [
      {
        id: 'subject',
        header: t('maintenanceReport.finding.subject'),
        cell: (row) => <span>{subjectOf(row.check)}</span>,
        sortable: true,
        sortValue: (row) => subjectOf(row.check),
        maxWidth: 280,
      },
      {
        id: 'kind',
        header: t('maintenanceReport.finding.kind'),
        cell: (row) => {
          const color = CHECK_COLORS[row.check.kind];
          return (
            <Badge variant="light" color={color} c={badgeTextColor(color)} tt="none">
              {t(`maintenanceReport.check.${row.check.kind}`)}
            </Badge>
          );
        },
        sortable: true,
        sortValue: (row) => t(`maintenanceReport.check.${row.check.kind}`),
      },
      {
        id: 'from',
        header: t('maintenanceReport.finding.from'),
        cell: (row) => formatDateTime(row.check.firstSeenAt),
        sortable: true,
        sortValue: (row) => Date.parse(row.check.firstSeenAt),
      },
      {
        id: 'to',
        header: t('maintenanceReport.finding.to'),
        cell: (row) => formatDateTime(row.check.lastSeenAt),
        sortable: true,
        sortValue: (row) => Date.parse(row.check.lastSeenAt),
      },
      {
        // How long the fault lasted: a silence's length, a sensor's time out of range.
        id: 'duration',
        header: t('maintenanceReport.finding.duration'),
        cell: (row) => formatDuration(durationSeconds(row), { locale: durationLocale }),
        align: 'end',
        sortable: true,
        sortValue: durationSeconds,
      },
      {
        id: 'value',
        header: t('maintenanceReport.finding.value'),
        cell: valueText,
        align: 'end',
        sortable: true,
        sortValue: (row) => row.check.value ?? null,
      },
      {
        id: 'occurrences',
        header: t('maintenanceReport.finding.occurrences'),
        cell: (row) => intl.formatNumber(row.check.occurrences),
        align: 'end',
        sortable: true,
        sortValue: (row) => row.check.occurrences,
      },
      {
        id: 'comment',
        header: t('maintenanceReport.finding.comment'),
        cell: (row) => <span>{row.check.comment ?? ''}</span>,
        maxWidth: 280,
      },
      {
        id: 'actions',
        header: t('maintenanceReport.finding.actions'),
        cell: (row) => {
          const subject = subjectOf(row.check);
          const kind = t(`maintenanceReport.check.${row.check.kind}`);
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="default"
                aria-label={t('maintenanceReport.finding.chartOf', { kind, subject })}
                onClick={() => onChart(row)}
              >
                {t('maintenanceReport.finding.chart')}
              </Button>
              {onComment ? (
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('maintenanceReport.finding.commentOf', { kind, subject })}
                  onClick={() => onComment(row)}
                >
                  {t('maintenanceReport.finding.commentAction')}
                </Button>
              ) : null}
            </Group>
          );
        },
      },
    ];
  }, [intl, onChart, onComment]);
}
