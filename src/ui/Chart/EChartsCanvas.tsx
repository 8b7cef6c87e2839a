import { useComputedColorScheme } from '@mantine/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import type { ChartEventHandler } from './Chart';
import { ChartSkeleton } from './ChartSkeleton';
import { chartThemeFor, optionForScheme } from './chartTheme';
import { echarts } from './echartsSetup';
import { packedSeriesData } from './packedSeriesData';
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
 * option is drawn (useRegisteredOption). Drawn in the colour scheme on screen (chartTheme.ts), its
 * long series packed (packedSeriesData.ts).
 */
export default function EChartsCanvas({ option, onEvents, onChartReady }: EChartsCanvasProps) {
  const registered = useRegisteredOption(option);
  // Read at once, not after a first light frame: a chart drawn twice would also be created twice.
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const drawn = useMemo(
    () => registered && packedSeriesData(optionForScheme(registered.option, scheme)),
    [registered, scheme],
  );
  if (!registered || !drawn) return <ChartSkeleton />;
  return (
    <ReactEChartsCore
      // A theme is given to echarts when an instance is created: a change of scheme creates another.
      key={`${registered.instanceKey}-${scheme}`}
      echarts={echarts}
      theme={chartThemeFor(scheme)}
      option={drawn}
      notMerge
      lazyUpdate
      style={FILL}
      onEvents={onEvents}
      onChartReady={onChartReady}
    />
  );
}
