import { Box, LoadingOverlay, VisuallyHidden } from '@mantine/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { lazy, Suspense, useEffect, useId } from 'react';
import { chartPartsOf } from './chartParts';
import { registerChartParts } from './chartPartsRegistry';
import { ChartSkeleton } from './ChartSkeleton';

// Not on the screen's own path: see EChartsCanvas.
const EChartsCanvas = lazy(() => import('./EChartsCanvas'));

/** echarts' event handlers receive event-specific params (click, datazoom, legendselectchanged…). */
export type ChartEventHandler = (params: unknown) => void;

export interface ChartProps {
  /** Memoise it: echarts-for-react deep-compares it on every render and redraws when it changes. */
  option: EChartsCoreOption;
  /** CSS height of the chart; 320 px by default. */
  height?: number | string;
  /** Accessible name: a canvas says nothing to a screen reader (e.g. "Puissance, 16/11 – 23/11"). */
  label: string;
  /** Optional text alternative read after the name (e.g. min / max / last values). */
  summary?: string;
  loading?: boolean;
  onEvents?: Record<string, ChartEventHandler>;
  /** Called once with the echarts instance after it is created (exports read the drawn chart from it). */
  onChartReady?: (instance: EChartsType) => void;
}

const DEFAULT_HEIGHT = 320;

/**
 * An echarts chart (tree-shaken build, see echartsSetup.ts) with the product's palette as theme.
 * echarts loads with the first chart drawn, not with the screen, and what only some options use
 * (zoom, mark lines, rarer kinds: chartParts.ts) with the first chart that uses it: until then the
 * chart's place shows a skeleton of its size.
 *
 * The canvas is exposed as one image (role="img") named by `label` and described by `summary`.
 * echarts-for-react disposes the echarts instance and its resize listener on unmount
 * (EChartsReactCore.componentWillUnmount → echarts.dispose(element)); Chart.test.tsx checks it.
 */
export function Chart({
  option,
  height = DEFAULT_HEIGHT,
  label,
  summary,
  loading = false,
  onEvents,
  onChartReady,
}: ChartProps) {
  const summaryId = useId();
  // The parts the option needs start downloading with echarts' chunk, not after it. A failure is
  // left to the canvas, which awaits the same registration and shows it.
  useEffect(() => {
    registerChartParts(chartPartsOf(option)).catch(() => undefined);
  }, [option]);
  return (
    <Box pos="relative" h={height}>
      <Box
        role="img"
        aria-label={label}
        aria-describedby={summary ? summaryId : undefined}
        aria-busy={loading || undefined}
        h="100%"
      >
        <Suspense fallback={<ChartSkeleton />}>
          <EChartsCanvas option={option} onEvents={onEvents} onChartReady={onChartReady} />
        </Suspense>
      </Box>
      {summary ? <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden> : null}
      <LoadingOverlay visible={loading} zIndex={2} overlayProps={{ blur: 1 }} />
    </Box>
  );
}
