import { DataZoomComponent } from 'echarts/components';
import { use as registerOnEcharts } from 'echarts/core';

// The zoom of the time series (inside and slider): a chunk loaded by the charts that have one.
registerOnEcharts(DataZoomComponent);
