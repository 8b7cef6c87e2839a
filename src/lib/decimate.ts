/**
 * Min/max decimation for time series drawn as lines.
 *
 * A series may hold 10 000 points (spec 000 §9) while a chart is a few hundred pixels wide.
 * LTTB (echarts' `sampling: 'lttb'`) keeps the visual shape but can drop an isolated spike, and
 * energy peaks are what users look for. So the time axis is cut into equal buckets and each keeps
 * its first, lowest, highest and last point, in time order: every peak and trough survives, and
 * the line still enters and leaves the bucket where it really does.
 */

export type TimePoint = readonly [number, number | null];

/** Up to first, min, max, last and one hole per bucket. */
const POINTS_PER_BUCKET = 4;
const POINTS_PER_BUCKET_WITH_HOLES = 5;

/**
 * `points` must be sorted by time (x, epoch ms). A null value is a hole in the data: a bucket
 * holding one keeps a single null point (at its first hole) so that the line breaks there.
 * Returns a copy of the input when it already has at most `maxPoints` points; otherwise at most
 * `maxPoints` points.
 */
export function decimateMinMax(points: readonly TimePoint[], maxPoints: number): [number, number | null][] {
  const limit = Math.max(1, Math.floor(maxPoints));
  if (points.length <= limit) return points.map(([x, y]) => [x, y]);

  const hasHoles = points.some(([, y]) => y === null);
  const perBucket = hasHoles ? POINTS_PER_BUCKET_WITH_HOLES : POINTS_PER_BUCKET;
  const bucketCount = Math.floor(limit / perBucket);
  // Fewer than one full bucket of budget: nothing sensible is left but the extremes.
  if (bucketCount < 1) return extremesOnly(points, limit);

  const firstX = points[0]?.[0] ?? 0;
  const span = (points.at(-1)?.[0] ?? firstX) - firstX;
  const bucketOf = (x: number): number =>
    span > 0 ? Math.min(bucketCount - 1, Math.floor(((x - firstX) / span) * bucketCount)) : 0;

  const result: [number, number | null][] = [];
  let bucket = new BucketExtremes();
  let current = -1;
  points.forEach((point, index) => {
    const b = bucketOf(point[0]);
    if (b !== current) {
      bucket.flushInto(result);
      bucket = new BucketExtremes();
      current = b;
    }
    bucket.add(point, index);
  });
  bucket.flushInto(result);
  return result;
}

interface Kept {
  point: TimePoint;
  index: number;
  value: number;
}

/** First, min, max and last valued points of one bucket, and its first hole. */
class BucketExtremes {
  private first: Kept | null = null;
  private last: Kept | null = null;
  private min: Kept | null = null;
  private max: Kept | null = null;
  private hole: { point: TimePoint; index: number } | null = null;

  add(point: TimePoint, index: number): void {
    const value = point[1];
    if (value === null) {
      this.hole ??= { point, index };
      return;
    }
    const kept = { point, index, value };
    this.first ??= kept;
    this.last = kept;
    if (!this.min || value < this.min.value) this.min = kept;
    if (!this.max || value > this.max.value) this.max = kept;
  }

  /** Appends the kept points in time order, each once. */
  flushInto(result: [number, number | null][]): void {
    const kept = [this.first, this.min, this.max, this.last, this.hole].filter(
      (item, position, all): item is { point: TimePoint; index: number } =>
        item !== null && all.findIndex((other) => other?.index === item.index) === position,
    );
    kept.sort((a, b) => a.index - b.index);
    for (const { point } of kept) result.push([point[0], point[1]]);
  }
}

/** The lowest and highest points in time order, for a budget too small for even one bucket. */
function extremesOnly(points: readonly TimePoint[], limit: number): [number, number | null][] {
  const bucket = new BucketExtremes();
  points.forEach((point, index) => {
    if (point[1] !== null) bucket.add(point, index);
  });
  const result: [number, number | null][] = [];
  bucket.flushInto(result);
  // first/min/max/last: keep the extremes when the budget is smaller than that.
  if (result.length <= limit) return result;
  const values = result.map(([, y]) => y ?? 0);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const extremes = result.filter(([, y]) => y === low || y === high);
  const unique = extremes.filter(([, y], i) => extremes.findIndex(([, other]) => other === y) === i);
  return (unique.length > 0 ? unique : result).slice(0, limit);
}
