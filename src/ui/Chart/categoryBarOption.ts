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

/** The plot width of the narrowest chart that shows categories: a dashboard tile's. */
const NARROW_PLOT = 480;
const LABEL_WIDTH = { min: 64, max: 160 } as const;

/**
 * The labels of a category axis: every category named (echarts' default interval skips some when
 * they would overlap, leaving bars without a name), long names (variables: "Compresseur 1 –
 * Énergie active") wrapped onto lines as wide as a category's share of a narrow plot.
 */
export function categoryLabel(count: number, horizontal = false) {
  const share = Math.floor(NARROW_PLOT / Math.max(1, count)) - 8;
  const width = horizontal ? LABEL_WIDTH.max : Math.max(LABEL_WIDTH.min, Math.min(LABEL_WIDTH.max, share));
  // The lines of a wrapped label need their height said, or echarts draws them over each other.
  return { interval: 0, hideOverlap: false, width, overflow: 'break' as const, lineHeight: 15 };
}

/**
 * Bars per category, e.g. the home page's alert-event summary (spec 001 §2): palette, legend,
 * tooltip and value axis in the product's number formats. Pure; memoise on the inputs.
 */
export function categoryBarOption(input: CategoryBarOptionInput): ChartOption {
  const categoryAxis = {
    type: 'category' as const,
    data: [...input.categories],
    axisLabel: categoryLabel(input.categories.length, input.horizontal),
  };
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
