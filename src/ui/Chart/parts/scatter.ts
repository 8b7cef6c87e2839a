import { ScatterChart } from 'echarts/charts';
import { use as registerOnEcharts } from 'echarts/core';

// The explorer's scatter plots and the analytics' residual plots.
registerOnEcharts(ScatterChart);
