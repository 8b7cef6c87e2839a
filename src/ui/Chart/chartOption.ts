import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { CHART_PALETTE } from './palette';

/**
 * The option type of the product's charts: only the series and components registered in
 * echartsSetup.ts or on demand (the zoom, a series' mark lines and areas: chartParts.ts), so an
 * option using anything else is a compile error rather than a chart that silently ignores it. (The
 * x/y axis option types come with GridComponentOption.)
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

/**
 * What every product chart shares: the palette (spec 000 §9), no animation, a scrolling legend on
 * top and the grid margins; `bottom` leaves room for a zoom slider where there is one.
 */
export function chartFrame(
  seriesNames: readonly string[],
  bottom: number,
): Pick<ChartOption, 'color' | 'animation' | 'grid' | 'legend'> {
  return {
    color: [...CHART_PALETTE],
    animation: false,
    // On the right, half a date label: a time axis's last label is centred on its tick, which can
    // sit at the plot's edge, and echarts' bounds leave it out ("29/11/202" was cut).
    grid: { left: 16, right: 36, top: 40, bottom, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    legend: { type: 'scroll', top: 0, data: [...seriesNames] },
  };
}
