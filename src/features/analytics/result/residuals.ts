/** The residuals of a fitted model and their distribution, for its four diagnostic charts. */

export interface FittedPoint {
  date: string;
  measured: number;
  modelled: number;
}

export interface ResidualPoint {
  time: number;
  measured: number;
  modelled: number;
  /** measured − modelled */
  residual: number;
}

export function residualPoints(points: readonly FittedPoint[]): ResidualPoint[] {
  return points.flatMap((point) => {
    const time = Date.parse(point.date);
    if (!Number.isFinite(time) || !Number.isFinite(point.measured) || !Number.isFinite(point.modelled)) return [];
    return [{ time, measured: point.measured, modelled: point.modelled, residual: point.measured - point.modelled }];
  });
}

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** Sturges' rule (⌈log2 n⌉ + 1 bins), at least 1 and at most MAX_BINS: readable for 10 to 10,000 values. */
export const MAX_BINS = 30;

export function binCount(n: number): number {
  if (n <= 1) return 1;
  return Math.min(MAX_BINS, Math.ceil(Math.log2(n)) + 1);
}

/**
 * Equal-width bins from the smallest to the largest value; the last bin holds its upper edge. All
 * values equal give one bin. Non-finite values are left out.
 */
export function histogram(values: readonly number[]): HistogramBin[] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const value of finite) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min === max) return [{ from: min, to: max, count: finite.length }];
  const count = binCount(finite.length);
  const width = (max - min) / count;
  const bins: HistogramBin[] = Array.from({ length: count }, (_, index) => ({
    from: min + index * width,
    to: index === count - 1 ? max : min + (index + 1) * width,
    count: 0,
  }));
  for (const value of finite) {
    const index = Math.min(count - 1, Math.floor((value - min) / width));
    const bin = bins[index];
    if (bin) bin.count += 1;
  }
  return bins;
}
