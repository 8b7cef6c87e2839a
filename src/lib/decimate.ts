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
      bucket.flushInto(points, result);
      bucket = new BucketExtremes();
      current = b;
    }
    bucket.add(point[1], index);
  });
  bucket.flushInto(points, result);
  return result;
}

/**
 * First, min, max and last valued points of one bucket, and its first hole, by their index in the
 * series: numbers rather than an object per point, which a 10,000-point series would make garbage of.
 */
class BucketExtremes {
  private first = -1;
  private last = -1;
  private min = -1;
  private max = -1;
  private hole = -1;
  private minValue = 0;
  private maxValue = 0;

  add(value: number | null, index: number): void {
    if (value === null) {
      if (this.hole < 0) this.hole = index;
      return;
    }
    if (this.first < 0) this.first = index;
    this.last = index;
    if (this.min < 0 || value < this.minValue) {
      this.min = index;
      this.minValue = value;
    }
    if (this.max < 0 || value > this.maxValue) {
      this.max = index;
      this.maxValue = value;
    }
  }

  /** Appends the kept points in time order, each once. */
  flushInto(points: readonly TimePoint[], result: [number, number | null][]): void {
    const kept = [this.first, this.min, this.max, this.last, this.hole]
      .filter((index, position, all) => index >= 0 && all.indexOf(index) === position)
      .sort((a, b) => a - b);
    for (const index of kept) {
      const point = points[index];
      if (point) result.push([point[0], point[1]]);
    }
  }
}

/** The lowest and highest points in time order, for a budget too small for even one bucket. */
function extremesOnly(points: readonly TimePoint[], limit: number): [number, number | null][] {
  const bucket = new BucketExtremes();
  points.forEach((point, index) => {
    if (point[1] !== null) bucket.add(point[1], index);
  });
  const result: [number, number | null][] = [];
  bucket.flushInto(points, result);
  // first/min/max/last: keep the extremes when the budget is smaller than that.
  if (result.length <= limit) return result;
  const values = result.map(([, y]) => y ?? 0);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const extremes = result.filter(([, y]) => y === low || y === high);
  const unique = extremes.filter(([, y], i) => extremes.findIndex(([, other]) => other === y) === i);
  return (unique.length > 0 ? unique : result).slice(0, limit);
}
