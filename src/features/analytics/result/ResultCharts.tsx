import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { Chart } from '../../../ui/Chart/Chart';
import {
  actualVsPredictedOption,
  residualHistogramOption,
  residualsOverTimeOption,
  residualsVsPredictedOption,
  type ChartNames,
} from './resultChartOptions';
import type { ResidualPoint } from './residuals';

const CHART_HEIGHT = 300;

export interface ResultChartsProps {
  points: readonly ResidualPoint[];
  targetName: string;
  unit: string;
}

/** The model's four diagnostic charts, each named for screen readers (the canvas says nothing). */
export function ResultCharts({ points, targetName, unit }: ResultChartsProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const names: ChartNames = useMemo(
    () => ({
      measured: t('analytics.charts.measured'),
      modelled: t('analytics.charts.modelled'),
      residual: t('analytics.charts.residual'),
      count: t('analytics.charts.count'),
    }),
    [t],
  );
  const options = useMemo(
    () => ({
      actual: actualVsPredictedOption(points, names, unit, locale),
      residuals: residualsOverTimeOption(points, names, unit, locale),
      scatter: residualsVsPredictedOption(points, names, unit, locale),
      histogram: residualHistogramOption(points, names, locale),
    }),
    [points, names, unit, locale],
  );
  const charts = [
    { key: 'actual', title: t('analytics.charts.actualVsPredicted', { name: targetName }), option: options.actual },
    { key: 'residuals', title: t('analytics.charts.residualsOverTime'), option: options.residuals },
    { key: 'scatter', title: t('analytics.charts.residualsVsPredicted'), option: options.scatter },
    { key: 'histogram', title: t('analytics.charts.histogram'), option: options.histogram },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="analytics-charts-title">
      <Title order={3} size="h5" id="analytics-charts-title">
        {t('analytics.charts.title')}
      </Title>
      {points.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analytics.charts.noPoints')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {charts.map((chart) => (
            <Stack key={chart.key} gap={4}>
              <Text size="sm" fw={600}>
                {chart.title}
              </Text>
              <Chart option={chart.option} label={chart.title} height={CHART_HEIGHT} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
