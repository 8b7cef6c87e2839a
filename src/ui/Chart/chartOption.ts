import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * The option type of the product's charts: only the series and components registered in
 * echartsSetup.ts, so an option using anything else is a compile error rather than a chart that
 * silently ignores it. (The x/y axis option types come with GridComponentOption.)
 */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
>;

export type { BarSeriesOption, LineSeriesOption };
