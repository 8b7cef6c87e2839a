import { useMemo } from 'react';
import type { GraphData } from '../../../entities/variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { Chart } from '../../../ui/Chart/Chart';
import { timeSeriesOption } from '../../../ui/Chart/timeSeriesOption';
import type { ChartMeasure } from './perimeterChartData';

const CHART_HEIGHT = 320;

/**
 * A perimeter's measures as lines (one value axis per unit), named after their role; the text
 * alternative says how many daily values each measure has.
 */
export function MeasuresChart({
  measures,
  answers,
  locale,
  label,
}: {
  measures: readonly ChartMeasure[];
  answers: readonly GraphData[];
  locale: string;
  label: string;
}) {
  const t = useMessage();
  const option = useMemo(
    () =>
      timeSeriesOption({
        series: measures.map((measure, index) => ({
          name: t(`savings.perimeters.chart.series.${measure.role}`, { name: measure.name }),
          unit: answers[index]?.unit.name ?? '',
          points: answers[index]?.data ?? [],
        })),
        locale,
      }),
    [measures, answers, locale, t],
  );
  const summary = measures
    .map((measure, index) => {
      const values = (answers[index]?.data ?? []).map(([, value]) => value).filter((v): v is number => v !== null);
      return t('savings.perimeters.chart.summary', {
        name: measure.name,
        days: values.length,
        unit: answers[index]?.unit.name ?? '',
      });
    })
    .join(' ');
  return <Chart option={option} label={label} summary={summary} height={CHART_HEIGHT} />;
}
