import type {
  BarSeriesOption,
  GaugeSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * The option type of the explorer's charts: the product's (src/ui/Chart/chartOption.ts) plus the
 * series and components only the explorer draws (registered on demand, src/ui/Chart/chartParts.ts),
 * kept here so the shared type does not offer them to the other screens.
 */
export type ExplorerChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | ScatterSeriesOption
  | HeatmapSeriesOption
  | GaugeSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | VisualMapComponentOption
>;

export type { BarSeriesOption, GaugeSeriesOption, HeatmapSeriesOption, LineSeriesOption, ScatterSeriesOption };
