import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ChartEventHandler } from './Chart';
import { ChartSkeleton } from './ChartSkeleton';
import { CHART_THEME, echarts } from './echartsSetup';
import { useRegisteredOption } from './useRegisteredOption';

export interface EChartsCanvasProps {
  option: EChartsCoreOption;
  onEvents?: Record<string, ChartEventHandler>;
  onChartReady?: (instance: EChartsType) => void;
}

const FILL = { height: '100%', width: '100%' } as const;

/**
 * The echarts part of a Chart, in a chunk of its own with the chart library: a screen draws its
 * frame and its figures without waiting for echarts (≈160 KB gzipped), and the chart fills in.
 * An option's zoom, mark lines or rarer kinds come in chunks of their own, awaited before the
 * option is drawn (useRegisteredOption).
 */
export default function EChartsCanvas({ option, onEvents, onChartReady }: EChartsCanvasProps) {
  const registered = useRegisteredOption(option);
  if (!registered) return <ChartSkeleton />;
  return (
    <ReactEChartsCore
      key={registered.instanceKey}
      echarts={echarts}
      theme={CHART_THEME}
      option={registered.option}
      notMerge
      lazyUpdate
      style={FILL}
      onEvents={onEvents}
      onChartReady={onChartReady}
    />
  );
}
