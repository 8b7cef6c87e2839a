import { chartFrame, type BarSeriesOption, type ChartOption } from './chartOption';
import { categoryTooltipFormatter, valueAxisLabelFormatter } from './formatters';

export interface CategoryBarSeries {
  name: string;
  /** One value per category, in the order of `categories`; null shows no bar. */
  values: readonly (number | null)[];
  /** Series with the same stack name pile up (e.g. events by status per alert level). */
  stack?: string;
}

export interface CategoryBarOptionInput {
  categories: readonly string[];
  series: readonly CategoryBarSeries[];
  /** Interface language, for the numbers. */
  locale: string;
  unit?: string;
  /** Horizontal bars, for long category names. */
  horizontal?: boolean;
}

/**
 * Bars per category, e.g. the home page's alert-event summary (spec 001 §2): palette, legend,
 * tooltip and value axis in the product's number formats. Pure; memoise on the inputs.
 */
export function categoryBarOption(input: CategoryBarOptionInput): ChartOption {
  const categoryAxis = { type: 'category' as const, data: [...input.categories], axisLabel: { hideOverlap: true } };
  const valueAxis = {
    type: 'value' as const,
    name: input.unit ?? '',
    minInterval: 1,
    axisLabel: { formatter: valueAxisLabelFormatter(input.locale) },
  };
  const series: BarSeriesOption[] = input.series.map((one) => ({
    type: 'bar',
    name: one.name,
    data: [...one.values],
    ...(one.stack ? { stack: one.stack } : {}),
    barMaxWidth: 48,
  }));
  return {
    ...chartFrame(
      input.series.map((one) => one.name),
      16,
    ),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: categoryTooltipFormatter(input.locale, input.unit),
    },
    xAxis: input.horizontal ? valueAxis : categoryAxis,
    yAxis: input.horizontal ? categoryAxis : valueAxis,
    series,
  };
}
