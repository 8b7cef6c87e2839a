import { TitleComponent } from 'echarts/components';
import { use as registerOnEcharts } from 'echarts/core';

// The title and period drawn on top of an exported graph.
registerOnEcharts(TitleComponent);
