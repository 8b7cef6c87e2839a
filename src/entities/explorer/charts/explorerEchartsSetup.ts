import { GaugeChart, HeatmapChart, ScatterChart } from 'echarts/charts';
import { TitleComponent, VisualMapComponent } from 'echarts/components';
import { echarts } from '../../../ui/Chart/echartsSetup';

/**
 * The echarts parts only the data explorer draws (gauge, heat map, scatter plot, the heat map's
 * colour scale, and the title and period of an exported graph), registered on the shared core
 * instance from this module, which only the explorer's chunks import: the home screen's chart
 * chunk keeps its size.
 */
echarts.use([GaugeChart, HeatmapChart, ScatterChart, VisualMapComponent, TitleComponent]);

export { echarts };
