import { formatNumber } from '../../../../lib/numberFormat';
import { categoryTooltipFormatter, valueAxisLabelFormatter } from '../../../../ui/Chart/formatters';
import type { BarSeriesOption, ExplorerChartOption } from '../explorerChartOption';
import type { GraphSeries } from '../graphSeries';
import { explorerFrame } from './optionFrame';
import { pickSeries } from './pickSeries';

/** spec 000 §3: numberValuesSlices defaults to 10. */
export const DEFAULT_SLICES = 10;

export interface HistogramClass {
  from: number;
  to: number;
  count: number;
}

/**
 * `slices` classes of equal width from the lowest to the highest value, each counting the values
 * in [from, to) (the last one includes its upper bound). All values equal: one class.
 */
export function histogramClasses(
  values: readonly (number | null)[],
  slices: number = DEFAULT_SLICES,
): HistogramClass[] {
  const numbers = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (numbers.length === 0) return [];
  let low = numbers[0] ?? 0;
  let high = low;
  for (const value of numbers) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const count = high > low ? Math.max(1, Math.floor(slices)) : 1;
  const width = high > low ? (high - low) / count : 0;
  const classes: HistogramClass[] = Array.from({ length: count }, (_, index) => ({
    from: low + index * width,
    to: index === count - 1 ? high : low + (index + 1) * width,
    count: 0,
  }));
  for (const value of numbers) {
    const index = width > 0 ? Math.min(count - 1, Math.floor((value - low) / width)) : 0;
    const slot = classes[index];
    if (slot) slot.count += 1;
  }
  return classes;
}

export interface HistogramOptionInput {
  series: readonly GraphSeries[];
  valueVariableName?: string | null;
  slices?: number;
  locale: string;
  /** Name of the counts, e.g. "Number of values". */
  countName: string;
}

/**
 * histogram (spec 000 §3): the values of frontConfig.valueVariableName (else the first variable)
 * counted in numberValuesSlices classes; each class labelled by its bounds in the variable's unit.
 * Pure.
 */
export function histogramOption(input: HistogramOptionInput): ExplorerChartOption {
  const one = pickSeries(input.series, input.valueVariableName);
  const classes = histogramClasses(one?.points.map(([, y]) => y) ?? [], input.slices ?? DEFAULT_SLICES);
  const bound = (value: number) => formatNumber(value, input.locale);
  const unit = one?.unit ? ` ${one.unit}` : '';
  const categories = classes.map((slot) => `${bound(slot.from)} – ${bound(slot.to)}${unit}`);
  const bars: BarSeriesOption = {
    type: 'bar',
    name: input.countName,
    data: classes.map((slot) => slot.count),
    barCategoryGap: '4%',
    ...(one ? { itemStyle: { color: one.color } } : {}),
  };
  return {
    ...explorerFrame([input.countName], 16),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: categoryTooltipFormatter(input.locale),
    },
    xAxis: {
      type: 'category',
      data: categories,
      name: one?.name ?? '',
      nameLocation: 'middle',
      nameGap: 28,
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: valueAxisLabelFormatter(input.locale) } },
    series: [bars],
  };
}
