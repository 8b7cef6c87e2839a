import { HeatmapChart } from 'echarts/charts';
import { use as registerOnEcharts } from 'echarts/core';

// The explorer's heat maps (their colour scale is the visualMap part).
registerOnEcharts(HeatmapChart);
