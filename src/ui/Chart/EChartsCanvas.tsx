import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ChartEventHandler } from './Chart';
import { CHART_THEME, echarts } from './echartsSetup';

export interface EChartsCanvasProps {
  option: EChartsCoreOption;
  onEvents?: Record<string, ChartEventHandler>;
  onChartReady?: (instance: EChartsType) => void;
}

const FILL = { height: '100%', width: '100%' } as const;

/**
 * The echarts part of a Chart, in a chunk of its own with the chart library: a screen draws its
 * frame and its figures without waiting for echarts (≈200 KB gzipped), and the chart fills in.
 */
export default function EChartsCanvas({ option, onEvents, onChartReady }: EChartsCanvasProps) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      theme={CHART_THEME}
      option={option}
      notMerge
      lazyUpdate
      style={FILL}
      onEvents={onEvents}
      onChartReady={onChartReady}
    />
  );
}
