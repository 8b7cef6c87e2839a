import type { Sampling } from '../../src/lib/sampling';
import { clockFor } from '../../src/lib/zoneClock';
import { planBuckets } from './buckets';
import type { SeriesAggregation, SeriesPoint } from '../series';

/*
 * Values imported into a manual variable (spec 001 §3 "Import"; mocks/db/manualValues.ts) over the
 * generated series: a bucket holding imported values takes their aggregate instead of the generated
 * one, so that a chart shows exactly what was imported at its time stamps, and a new manual
 * variable (no generated history) shows its imported values alone.
 */

export interface ImportedOverlay {
  /** [epoch ms, value], ascending. */
  points: readonly (readonly [number, number])[];
  /** The site's zone: day, week and month buckets follow its wall clock. */
  timeZone: string;
}

/** Index of the first point at or after `at`. */
function lowerBound(points: ImportedOverlay['points'], at: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((points[middle]?.[0] ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The imported points within [start, end). */
export function importedWithin(overlay: ImportedOverlay, start: number, end: number): ImportedOverlay['points'] {
  return overlay.points.slice(lowerBound(overlay.points, start), lowerBound(overlay.points, end));
}

/** Imported values are readings: a counter's consumption is the change from the first to the last. */
export function aggregateImported(values: readonly number[], aggregation: SeriesAggregation): number | null {
  if (values.length === 0) return null;
  let result: number;
  switch (aggregation) {
    case 'min':
      result = Math.min(...values);
      break;
    case 'max':
      result = Math.max(...values);
      break;
    case 'sum':
      result = values.reduce((total, value) => total + value, 0);
      break;
    case 'counter':
      result = (values[values.length - 1] ?? 0) - (values[0] ?? 0);
      break;
    default:
      result = values.reduce((total, value) => total + value, 0) / values.length;
  }
  return Math.round(result * 1000) / 1000;
}

/** The series with each bucket holding imported values replaced by their aggregate (time order kept). */
export function overlayImported(
  generated: readonly SeriesPoint[],
  overlay: ImportedOverlay,
  period: { start: number; end: number },
  sampling: Sampling,
  aggregation: SeriesAggregation,
  limit: number,
): SeriesPoint[] {
  const within = importedWithin(overlay, period.start, period.end);
  if (within.length === 0) return [...generated];
  const { boundaries } = planBuckets(clockFor(overlay.timeZone), period.start, period.end, sampling, limit);
  const byBucket = new Map<number, number[]>();
  let bucket = 0;
  for (const [at, value] of within) {
    while (bucket + 1 < boundaries.length && (boundaries[bucket + 1] ?? Number.POSITIVE_INFINITY) <= at) bucket += 1;
    const bucketStart = boundaries[bucket] ?? period.start;
    const values = byBucket.get(bucketStart);
    if (values) values.push(value);
    else byBucket.set(bucketStart, [value]);
  }
  const merged = new Map<number, number | null>(generated.map(([at, value]) => [at, value]));
  for (const [bucketStart, values] of byBucket) merged.set(bucketStart, aggregateImported(values, aggregation));
  return [...merged.entries()].sort((a, b) => a[0] - b[0]);
}
