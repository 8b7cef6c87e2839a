import type { EChartsCoreOption } from 'echarts/core';

/**
 * The echarts parts a chart registers on demand, each a module of ./parts (a chunk of its own):
 * what only some charts draw stays out of the chart chunk every chart loads (echartsSetup.ts).
 */
export const CHART_PARTS = ['dataZoom', 'marks', 'visualMap', 'title', 'gauge', 'heatmap', 'scatter'] as const;
export type ChartPart = (typeof CHART_PARTS)[number];

/** Series types outside the base chunk (which has line and bar), by the part that registers them. */
const SERIES_PARTS: Readonly<Record<string, ChartPart>> = { gauge: 'gauge', heatmap: 'heatmap', scatter: 'scatter' };

type OptionPart = Record<string, unknown>;

/** An option's component or series entry, given as one object or a list (echarts takes both). */
function entriesOf(value: unknown): OptionPart[] {
  const list: unknown[] = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter((entry): entry is OptionPart => typeof entry === 'object' && entry !== null);
}

/**
 * The on-demand parts an option draws with, in CHART_PARTS' order. echarts silently ignores the
 * parts of an option it has not registered (no zoom slider, no threshold line), so a chart waits
 * for these before it draws. Reads an option as written or as `getOption()` returns it (lists,
 * empty ones for what is not there), which the exports redraw.
 */
export function chartPartsOf(option: EChartsCoreOption): ChartPart[] {
  const parts = new Set<ChartPart>();
  if (entriesOf(option.dataZoom).length > 0) parts.add('dataZoom');
  if (entriesOf(option.visualMap).length > 0) parts.add('visualMap');
  if (entriesOf(option.title).length > 0) parts.add('title');
  for (const series of entriesOf(option.series)) {
    if (series.markLine || series.markArea) parts.add('marks');
    const part = typeof series.type === 'string' ? SERIES_PARTS[series.type] : undefined;
    if (part) parts.add(part);
  }
  return CHART_PARTS.filter((part) => parts.has(part));
}
