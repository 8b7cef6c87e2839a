import { categoryTooltipFormatter, valueAxisLabelFormatter } from '../../../../ui/Chart/formatters';
import type { BarSeriesOption, ExplorerChartOption } from '../explorerChartOption';
import { explorerFrame } from './optionFrame';

/** One variable of a table-style graph: its aggregate over the period. */
export interface AggregateRow {
  name: string;
  unit: string;
  color: string;
  value: number | null;
}

export interface BarPlotOptionInput {
  rows: readonly AggregateRow[];
  locale: string;
  /** Name of the bars in the legend and tooltip, e.g. "Value over the period". */
  valueName: string;
}

/** The axis name: the unit when all rows share it (else each bar's unit is in its tooltip and label). */
export function sharedUnit(rows: readonly AggregateRow[]): string {
  const units = new Set(rows.map((row) => row.unit));
  return units.size === 1 ? (rows[0]?.unit ?? '') : '';
}

/** bar-plot (spec 000 §3): one bar per variable, its aggregate over the period, in its colour. Pure. */
export function barPlotOption(input: BarPlotOptionInput): ExplorerChartOption {
  const unit = sharedUnit(input.rows);
  const bars: BarSeriesOption = {
    type: 'bar',
    name: input.valueName,
    data: input.rows.map((row) => ({ value: row.value, itemStyle: { color: row.color } })),
    barMaxWidth: 48,
  };
  return {
    ...explorerFrame([input.valueName], 16),
    legend: { show: false },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: categoryTooltipFormatter(input.locale, unit || undefined),
    },
    xAxis: {
      type: 'category',
      data: input.rows.map((row) => (row.unit && !unit ? `${row.name} (${row.unit})` : row.name)),
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value', name: unit, axisLabel: { formatter: valueAxisLabelFormatter(input.locale) } },
    series: [bars],
  };
}
