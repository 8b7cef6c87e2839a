import type { EChartsCoreOption } from 'echarts/core';

/**
 * Long time series handed to echarts as one flat Float64Array each ([x0, y0, x1, y1, …], a hole as
 * NaN) instead of an array of [x, y] pairs. echarts deep-copies an option's arrays before drawing
 * and reads a typed array as it is: for a graph of 10 series of 2,000 drawn points, the copy, its
 * garbage and the reading were a quarter of the first paint (`npm run bench -- --only
 * explorerChartPaint`). Tooltips still get [x, y] per point, a hole's y being NaN, which they show
 * as a dash; a line still breaks at a hole.
 */

/** Below this many points the copy costs nothing worth a second form of the data. */
export const PACKED_FROM_POINTS = 200;

const PACKED_TYPES: ReadonlySet<unknown> = new Set(['line', 'bar']);

type Pair = readonly [number, number | null];

function isPair(item: unknown): item is Pair {
  return (
    Array.isArray(item) &&
    item.length === 2 &&
    typeof item[0] === 'number' &&
    (typeof item[1] === 'number' || item[1] === null)
  );
}

/** [x, y] pairs as [x0, y0, x1, y1, …]; null when an item is anything else. */
export function packedPairs(data: readonly unknown[]): Float64Array | null {
  const packed = new Float64Array(data.length * 2);
  for (let index = 0; index < data.length; index += 1) {
    const item = data[index];
    if (!isPair(item)) return null;
    packed[2 * index] = item[0];
    packed[2 * index + 1] = item[1] ?? Number.NaN;
  }
  return packed;
}

type SeriesEntry = Record<string, unknown>;

function packedSeries(series: unknown): unknown {
  if (typeof series !== 'object' || series === null) return series;
  const entry = series as SeriesEntry;
  const { data } = entry;
  if (!PACKED_TYPES.has(entry.type) || entry.dimensions !== undefined || entry.encode !== undefined) return series;
  if (!Array.isArray(data) || data.length < PACKED_FROM_POINTS) return series;
  const packed = packedPairs(data);
  return packed ? { ...entry, data: packed, dimensions: ['x', 'y'] } : series;
}

/** The option with its long [x, y] line and bar series packed; anything else as it was. */
export function packedSeriesData<T extends EChartsCoreOption>(option: T): T {
  const { series } = option;
  if (series === undefined) return option;
  return { ...option, series: Array.isArray(series) ? series.map(packedSeries) : packedSeries(series) };
}

/** A series' points whichever form its data has (packed or pairs): what a chart draws. */
export function drawnPointCount(data: unknown): number {
  if (data instanceof Float64Array) return data.length / 2;
  return Array.isArray(data) ? data.length : 0;
}
