import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { echarts } from '../../../ui/Chart/echartsSetup';

/**
 * The echarts parts the outlook's two charts draw (lines, the shaded band between two stacked
 * lines, axes, tooltip, legend), registered from the outlook's own chunk: the shared setup is
 * kept to what the first screens need, and registering twice is harmless.
 */
echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent]);

export { echarts };
