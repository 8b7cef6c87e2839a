import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, registerTheme, use as registerOnEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_THEME, CHART_THEME_DARK, darkChartTheme, lightChartTheme } from './chartTheme';

/**
 * echarts from `echarts/core` with what most charts draw (the full build weighs ~1 MB): lines
 * (time series), bars (category summaries), grid axes, tooltip and legend. The rest (zoom, mark
 * lines and areas, visual map, gauge, heat map, scatter, title) is registered on demand by the
 * charts whose option uses it (chartParts.ts), so this chunk stays within its budget
 * (bench/budgets.json `chart`).
 */
// echarts' `use`, renamed: the hooks lint rule takes a bare `use(…)` for React's.
registerOnEcharts([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/**
 * The themes every Chart uses, so a chart whose option sets no colours still gets the palette: the
 * light one, and the dark one for the dark colour scheme (chartTheme.ts).
 */
registerTheme(CHART_THEME, lightChartTheme);
registerTheme(CHART_THEME_DARK, darkChartTheme);

/**
 * What echarts-for-react and the exports call. Named imports, not `import * as echarts`: a
 * namespace passed around keeps every export of echarts/core in the chunk (its graphic helpers,
 * map registry, formats…), which tree shaking otherwise leaves out.
 */
export const echarts = { init, getInstanceByDom, dispose };
