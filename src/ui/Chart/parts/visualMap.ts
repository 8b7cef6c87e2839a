import { VisualMapComponent } from 'echarts/components';
import { use as registerOnEcharts } from 'echarts/core';

// The colour scale of the explorer's heat map.
registerOnEcharts(VisualMapComponent);
