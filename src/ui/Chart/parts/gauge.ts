import { GaugeChart } from 'echarts/charts';
import { use as registerOnEcharts } from 'echarts/core';

// The explorer's gauge graphs.
registerOnEcharts(GaugeChart);
