import { formatNumber } from '../../../../lib/numberFormat';
import { categoryTooltipFormatter, valueAxisLabelFormatter } from '../../../../ui/Chart/formatters';
import { THRESHOLD_COLOR } from '../../../../ui/Chart/palette';
import type { BarSeriesOption, ExplorerChartOption } from '../explorerChartOption';
import { sharedUnit, type AggregateRow } from './barPlotOption';
import { explorerFrame } from './optionFrame';

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
 * frontConfig.target as a marker line with its value. The value axis always reaches the target. Pure.
 */
export function bulletOption(input: BulletOptionInput): ExplorerChartOption {
  const unit = sharedUnit(input.rows);
  const target = typeof input.target === 'number' && Number.isFinite(input.target) ? input.target : null;
  const bars: BarSeriesOption = {
    type: 'bar',
    name: input.valueName,
    data: input.rows.map((row) => ({ value: row.value, itemStyle: { color: row.color } })),
    barMaxWidth: 28,
    showBackground: true,
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
  return {
    ...explorerFrame([input.valueName], 36),
    legend: { show: false },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: categoryTooltipFormatter(input.locale, unit || undefined),
    },
    xAxis: {
      type: 'value',
      name: unit,
      nameLocation: 'middle',
      nameGap: 28,
      axisLabel: { formatter: valueAxisLabelFormatter(input.locale) },
      ...(target === null ? {} : { max: ({ max }: { max: number }) => Math.max(max, target) }),
    },
    yAxis: {
      type: 'category',
      data: input.rows.map((row) => (row.unit && !unit ? `${row.name} (${row.unit})` : row.name)),
    },
    series: [bars],
  };
}
