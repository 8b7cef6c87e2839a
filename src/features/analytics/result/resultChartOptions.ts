import { chartFrame, type ChartOption } from '../../../ui/Chart/chartOption';
import { categoryBarOption } from '../../../ui/Chart/categoryBarOption';
import { formatMeasure, valueAxisLabelFormatter } from '../../../ui/Chart/formatters';
import { timeSeriesOption } from '../../../ui/Chart/timeSeriesOption';
import type { ExplorerChartOption, ScatterSeriesOption } from '../../../entities/explorer/charts/explorerChartOption';
import { histogram, type ResidualPoint } from './residuals';
import { formatStatistic } from './statFormat';

/**
 * The four diagnostic charts of a fitted model (issue 20): actual against predicted over time,
 * residuals over time, residuals against predicted, and the residuals' histogram. Pure: memoise on
 * the inputs (the shared Chart deep-compares its option).
 */

export interface ChartNames {
  measured: string;
  modelled: string;
  residual: string;
  count: string;
}

export function actualVsPredictedOption(
  points: readonly ResidualPoint[],
  names: ChartNames,
  unit: string,
  locale: string,
): ChartOption {
  return timeSeriesOption({
    series: [
      { name: names.measured, unit, points: points.map((point) => [point.time, point.measured]) },
      { name: names.modelled, unit, points: points.map((point) => [point.time, point.modelled]) },
    ],
    locale,
  });
}

export function residualsOverTimeOption(
  points: readonly ResidualPoint[],
  names: ChartNames,
  unit: string,
  locale: string,
): ChartOption {
  return timeSeriesOption({
    series: [{ name: names.residual, unit, points: points.map((point) => [point.time, point.residual]) }],
    locale,
  });
}

/** Residuals (y) against predicted values (x): a funnel or a curve says the model misses something. */
export function residualsVsPredictedOption(
  points: readonly ResidualPoint[],
  names: ChartNames,
  unit: string,
  locale: string,
): ExplorerChartOption {
  const scatter: ScatterSeriesOption = {
    type: 'scatter',
    name: names.residual,
    data: points.map((point) => [point.modelled, point.residual]),
    symbolSize: 5,
    large: true,
    largeThreshold: 2000,
    itemStyle: { opacity: 0.7 },
    emphasis: { disabled: true },
    markLine: {
      silent: true,
      symbol: 'none',
      data: [{ yAxis: 0 }],
      lineStyle: { type: 'dashed' },
      label: { show: false },
    },
  };
  const axis = (name: string) => ({
    type: 'value' as const,
    name: unit ? `${name} (${unit})` : name,
    nameLocation: 'middle' as const,
    nameGap: 32,
    scale: true,
    axisLabel: { formatter: valueAxisLabelFormatter(locale) },
  });
  return {
    ...chartFrame([names.residual], 48),
    legend: { show: false },
    grid: { left: 56, right: 24, top: 24, bottom: 48, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params) => {
        const one = Array.isArray(params) ? params[0] : params;
        const value: unknown = one?.value;
        const pair = Array.isArray(value) ? value : [];
        const x = typeof pair[0] === 'number' ? pair[0] : null;
        const y = typeof pair[1] === 'number' ? pair[1] : null;
        const box = document.createElement('div');
        box.textContent = `${names.modelled}: ${formatMeasure(x, locale, unit)} · ${names.residual}: ${formatMeasure(y, locale, unit)}`;
        return box;
      },
    },
    xAxis: axis(names.modelled),
    yAxis: axis(names.residual),
    series: [scatter],
  };
}

/** How the residuals spread: centred on zero and bell-shaped for a sound model. */
export function residualHistogramOption(
  points: readonly ResidualPoint[],
  names: ChartNames,
  locale: string,
): ChartOption {
  const bins = histogram(points.map((point) => point.residual));
  return categoryBarOption({
    categories: bins.map((bin) => `${formatStatistic(bin.from, locale, 3)} – ${formatStatistic(bin.to, locale, 3)}`),
    series: [{ name: names.count, values: bins.map((bin) => bin.count) }],
    locale,
  });
}
