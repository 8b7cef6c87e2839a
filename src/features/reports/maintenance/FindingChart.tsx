import { Group, Paper, Skeleton, Stack, Text, Title, CloseButton } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQueryRegion } from '../../../api/useQueryRegion';
import type { MaintenanceCheck } from '../../../entities/reports/bexReportsApi';
import { graphDataQuery } from '../../../entities/variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { Chart } from '../../../ui/Chart/Chart';
import { timeSeriesOption } from '../../../ui/Chart/timeSeriesOption';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { chartWindow, subjectOf } from './findings';

const CHART_HEIGHT = 320;

export interface FindingChartProps {
  check: MaintenanceCheck;
  onClose: () => void;
}

/**
 * A finding's data, asked for by the user (spec 001 §9 findings "with a chart of each finding's
 * data on demand"): the variable's series (for a module, one of its variables) a day either side
 * of the finding, the finding's span shaded and the sensor's range drawn as its two bounds.
 */
export function FindingChart({ check, onClose }: FindingChartProps) {
  const t = useMessage();
  const intl = useIntl();
  const series = check.series ?? null;
  const window = chartWindow(check);
  const region = useQueryRegion({
    ...graphDataQuery.query({
      id: series?.variable.id ?? 0,
      aggregationId: series?.aggregationId ?? 0,
      start: new Date(window.start).toISOString(),
      end: new Date(window.end).toISOString(),
    }),
    enabled: series !== null,
  });
  const kindText = t(`maintenanceReport.check.${check.kind}`);
  const range = check.range ?? null;
  const data = region.data;
  const option = useMemo(
    () =>
      timeSeriesOption({
        series: data && series ? [{ name: series.variable.name, unit: series.unit ?? '', points: data.data }] : [],
        thresholds: range
          ? [
              { label: intl.formatMessage({ id: 'maintenanceReport.chart.rangeMin' }), value: range.min },
              { label: intl.formatMessage({ id: 'maintenanceReport.chart.rangeMax' }), value: range.max },
            ]
          : [],
        shadedPeriod: { start: Date.parse(check.firstSeenAt), end: Date.parse(check.lastSeenAt), label: kindText },
        locale: intl.locale,
      }),
    [data, series, range, check.firstSeenAt, check.lastSeenAt, kindText, intl],
  );
  const heading = t('maintenanceReport.chart.title', { kind: kindText, subject: subjectOf(check) });
  const label = t('maintenanceReport.chart.label', {
    variable: series?.variable.name ?? subjectOf(check),
    start: formatDateTime(window.start),
    end: formatDateTime(window.end),
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {heading}
          </Title>
          <CloseButton aria-label={t('maintenanceReport.chart.close')} onClick={onClose} />
        </Group>
        {series === null ? (
          <Text size="sm" c="dimmed">
            {t('maintenanceReport.chart.noSeries')}
          </Text>
        ) : (
          <>
            {check.acquisitionDevice && !check.variable ? (
              <Text size="sm" c="dimmed">
                {t('maintenanceReport.chart.moduleVariable', { variable: series.variable.name })}
              </Text>
            ) : null}
            <DataRegion
              region={region}
              what={t('maintenanceReport.chart.region')}
              placeholder={<Skeleton h={CHART_HEIGHT} />}
            >
              {() => <Chart option={option} label={label} height={CHART_HEIGHT} />}
            </DataRegion>
          </>
        )}
      </Stack>
    </Paper>
  );
}
