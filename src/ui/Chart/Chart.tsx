import { Box, LoadingOverlay, VisuallyHidden } from '@mantine/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
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
  /**
   * A click anywhere in the plot, with the x-axis value under it (a time on time axes): what lies
   * there (an event's band) opens even where a curve drawn over it takes the pointer.
   */
  onAxisClick?: (value: number) => void;
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
  onAxisClick,
}: ChartProps) {
  const summaryId = useId();
  const axisClick = useRef(onAxisClick);
  useEffect(() => {
    axisClick.current = onAxisClick;
  });
  // Each instance (a new one after a colour-scheme change) gets the plot's click, on zrender: an
  // echarts click only fires on a drawn element, and the topmost one (a curve) takes it. Always
  // listened to: what a click opens (events' bands) can arrive after the chart was created.
  const ready = useCallback(
    (instance: EChartsType) => {
      onChartReady?.(instance);
      instance.getZr().on('click', (event: { offsetX: number; offsetY: number }) => {
        if (!axisClick.current) return;
        const pixel = [event.offsetX, event.offsetY];
        if (!instance.containPixel({ gridIndex: 0 }, pixel)) return;
        const converted = instance.convertFromPixel({ gridIndex: 0 }, pixel);
        const value = Array.isArray(converted) ? converted[0] : converted;
        if (value !== undefined && Number.isFinite(value)) axisClick.current(value);
      });
    },
    [onChartReady],
  );
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
          <EChartsCanvas option={option} onEvents={onEvents} onChartReady={ready} />
        </Suspense>
      </Box>
      {summary ? <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden> : null}
      <LoadingOverlay visible={loading} zIndex={2} overlayProps={{ blur: 1 }} />
    </Box>
  );
}
