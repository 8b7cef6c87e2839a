import { BarChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_PALETTE } from './palette';

/**
 * echarts from `echarts/core` with only what the product's charts use (the full build weighs
 * ~1 MB): lines (time series), bars (category summaries), grid axes, tooltip, legend, zoom, and
 * the mark areas / lines of the event chart. Add a component here when an option needs it;
 * echarts silently ignores options of components that are not registered.
 */
echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkAreaComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

/** The theme every Chart uses, so a chart whose option sets no colours still gets the palette. */
export const CHART_THEME = 'wattsight';
echarts.registerTheme(CHART_THEME, { color: [...CHART_PALETTE] });

export { echarts };
