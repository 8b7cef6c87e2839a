import { categoryLabel } from '../../../../ui/Chart/categoryBarOption';
import { valueAxisLabelFormatter } from '../../../../ui/Chart/formatters';
import { unitAxesOf, unitValueAxes } from '../../../../ui/Chart/unitAxes';
import type { BarSeriesOption, ExplorerChartOption } from '../explorerChartOption';
import { explorerFrame, unitBarsTooltip } from './optionFrame';

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

/**
 * bar-plot (spec 000 §3): one bar per variable, its aggregate over the period, in its colour. Bars
 * of different units are never measured on one axis (kWh beside m³ would read as comparable): one
 * value axis per unit, each bar on its unit's. No legend: each bar has its own colour and its
 * variable's name under it, where one legend entry per series would show a single colour for bars
 * of several. Pure.
 */
export function barPlotOption(input: BarPlotOptionInput): ExplorerChartOption {
  const unit = sharedUnit(input.rows);
  const unitAxes = unitAxesOf(input.rows);
  const axes = unitAxes.map((axis) => axis.unit);
  const bar = (row: AggregateRow) => ({ value: row.value, itemStyle: { color: row.color } });
  const series: BarSeriesOption[] = axes.map((axisUnit, index) => ({
    type: 'bar',
    name: input.valueName,
    yAxisIndex: index,
    // A category holds one bar, on its unit's axis: the others leave their place empty.
    data: input.rows.map((row) => (row.unit === axisUnit || axes.length === 1 ? bar(row) : null)),
    barMaxWidth: 48,
    ...(axes.length > 1 ? { barGap: '-100%' } : {}),
  }));
  return {
    ...explorerFrame([input.valueName], 16),
    legend: { show: false },
    tooltip: unitBarsTooltip(input.locale, unit, axes),
    xAxis: {
      type: 'category',
      data: input.rows.map((row) => (row.unit && !unit ? `${row.name} (${row.unit})` : row.name)),
      axisLabel: categoryLabel(input.rows.length),
    },
    yAxis:
      axes.length === 1
        ? { type: 'value', name: unit, axisLabel: { formatter: valueAxisLabelFormatter(input.locale) } }
        : unitValueAxes(unitAxes, input.locale),
    series,
  };
}
