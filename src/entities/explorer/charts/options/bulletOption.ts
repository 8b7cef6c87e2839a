import { formatNumber } from '../../../../lib/numberFormat';
import { valueAxisLabelFormatter } from '../../../../ui/Chart/formatters';
import { THRESHOLD_COLOR } from '../../../../ui/Chart/palette';
import type { BarSeriesOption, ExplorerChartOption } from '../explorerChartOption';
import { sharedUnit, type AggregateRow } from './barPlotOption';
import { explorerFrame, unitAxes, unitBarsTooltip } from './optionFrame';

/** Room a horizontal value axis takes above the bars: its labels and its name (nameGap 28). */
const STACKED_AXIS_OFFSET = 48;

export interface BulletOptionInput {
  rows: readonly AggregateRow[];
  /** frontConfig.target: drawn as a marker across the bars. */
  target?: number | null;
  locale: string;
  valueName: string;
  /** Shown name of the target marker, e.g. "Target". */
  targetName: string;
}

/**
 * bullet (spec 000 §3): a horizontal value bar per variable on a light track, and the target of
 * frontConfig.target as a marker line with its value. The value axis always reaches the target.
 * Bars of different units are never measured on one axis: one value axis per unit (the first
 * variable's, which the target is in, below; the others above), each bar on its unit's. Pure.
 */
export function bulletOption(input: BulletOptionInput): ExplorerChartOption {
  const unit = sharedUnit(input.rows);
  const axes = unitAxes(input.rows.map((row) => row.unit));
  const target = typeof input.target === 'number' && Number.isFinite(input.target) ? input.target : null;
  const valueAxis = (index: number) => ({
    type: 'value' as const,
    name: axes[index] ?? '',
    nameLocation: 'middle' as const,
    nameGap: 28,
    position: index === 0 ? ('bottom' as const) : ('top' as const),
    // Every unit keeps a scale: past the second, the axes stack above, each out of the previous one's way.
    offset: index <= 1 ? 0 : (index - 1) * STACKED_AXIS_OFFSET,
    splitLine: { show: index === 0 },
    axisLabel: { formatter: valueAxisLabelFormatter(input.locale) },
    ...(index === 0 && target !== null ? { max: ({ max }: { max: number }) => Math.max(max, target) } : {}),
  });
  const series = axes.map((axisUnit, index) =>
    bulletSeries(input, axes.length === 1 ? null : axisUnit, index === 0 ? target : null, index),
  );
  return {
    ...explorerFrame([input.valueName], 36),
    legend: { show: false },
    tooltip: unitBarsTooltip(input.locale, unit, axes),
    xAxis: axes.length === 1 ? valueAxis(0) : axes.map((_, index) => valueAxis(index)),
    yAxis: {
      type: 'category',
      data: input.rows.map((row) => (row.unit && !unit ? `${row.name} (${row.unit})` : row.name)),
    },
    series,
  };
}

/** The bars of one unit (null: all rows share one), on that unit's axis; the target on the first. */
function bulletSeries(input: BulletOptionInput, axisUnit: string | null, target: number | null, index: number) {
  const bars: BarSeriesOption = {
    type: 'bar',
    name: input.valueName,
    xAxisIndex: index,
    data: input.rows.map((row) =>
      axisUnit === null || row.unit === axisUnit ? { value: row.value, itemStyle: { color: row.color } } : null,
    ),
    barMaxWidth: 28,
    ...(index > 0 ? { barGap: '-100%' } : {}),
    showBackground: index === 0,
    backgroundStyle: { color: 'rgba(73, 80, 87, 0.08)' },
    ...(target === null
      ? {}
      : {
          markLine: {
            silent: true,
            symbol: 'none',
            data: [{ name: input.targetName, xAxis: target }],
            lineStyle: { color: THRESHOLD_COLOR, width: 3, type: 'solid' },
            label: {
              formatter: `${input.targetName}: ${formatNumber(target, input.locale)}`,
              position: 'insideEndTop',
            },
          },
        }),
  };
  return bars;
}
