import { decimateMinMax, type TimePoint } from './decimate';

const HOUR = 3_600_000;

function series(length: number, value: (index: number) => number | null): TimePoint[] {
  return Array.from({ length }, (_, index) => [index * HOUR, value(index)] as const);
}

describe('decimateMinMax', () => {
  it('returns an equal copy when the series is already small', () => {
    const points = series(10, (i) => i);
    const result = decimateMinMax(points, 10);
    expect(result).toEqual(points);
    expect(result).not.toBe(points);
  });

  it('stays within the point budget', () => {
    const points = series(10_000, (i) => Math.sin(i / 10));
    for (const budget of [2000, 1000, 37, 4, 1]) {
      const result = decimateMinMax(points, budget);
      expect(result.length).toBeLessThanOrEqual(budget);
      expect(result.length).toBeGreaterThan(0);
    }
  });

  it('keeps an isolated peak and trough that LTTB-like sampling could drop', () => {
    const points = series(10_000, (i) => (i === 4321 ? 900 : i === 7777 ? -50 : 10));
    const result = decimateMinMax(points, 200);
    expect(result).toContainEqual([4321 * HOUR, 900]);
    expect(result).toContainEqual([7777 * HOUR, -50]);
  });

  it('keeps the first and last points and time order', () => {
    const points = series(5000, (i) => (i * 7919) % 101);
    const result = decimateMinMax(points, 400);
    expect(result[0]).toEqual(points[0]);
    expect(result.at(-1)).toEqual(points.at(-1));
    const xs = result.map(([x]) => x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(xs.length);
  });

  it("keeps each bucket's first, min, max and last in time order", () => {
    // One bucket of 8 points: min comes after max.
    const points: TimePoint[] = [
      [0, 5],
      [1, 9],
      [2, 6],
      [3, 1],
      [4, 4],
      [5, 3],
      [6, 2],
      [7, 3],
    ];
    expect(decimateMinMax(points, 4)).toEqual([
      [0, 5],
      [1, 9],
      [3, 1],
      [7, 3],
    ]);
  });

  it('keeps a hole as a single null so the line breaks', () => {
    const points = series(10_000, (i) => (i >= 5000 && i < 5600 ? null : i % 13));
    const result = decimateMinMax(points, 500);
    expect(result.length).toBeLessThanOrEqual(500);
    const holes = result.filter(([, y]) => y === null);
    expect(holes.length).toBeGreaterThan(0);
    for (const [x] of holes) {
      expect(x).toBeGreaterThanOrEqual(5000 * HOUR);
      expect(x).toBeLessThan(5600 * HOUR);
    }
    // No value from inside the hole is invented.
    expect(result.every(([x, y]) => y === null || x < 5000 * HOUR || x >= 5600 * HOUR)).toBe(true);
  });

  // Its speed on this series is measured by `npm run bench -- --only decimate`.
  it('decimates 100 000 points to 2000 and keeps every one of their peaks', () => {
    const points = series(100_000, (i) => Math.sin(i / 50) * 100 + (i % 997 === 0 ? 500 : 0));
    const result = decimateMinMax(points, 2000);
    expect(result.length).toBeLessThanOrEqual(2000);
    // A spike every 997 points, buckets of 200: each spike is its bucket's maximum.
    const spikes = points.filter((_, index) => index % 997 === 0);
    expect(spikes).toHaveLength(101);
    const kept = new Map(result);
    expect(spikes.filter(([x, y]) => kept.get(x) !== y)).toEqual([]);
    const values = (list: readonly TimePoint[]) => list.map(([, y]) => y ?? 0);
    expect(Math.min(...values(result))).toBe(Math.min(...values(points)));
    expect(result[0]).toEqual(points[0]);
    expect(result.at(-1)).toEqual(points.at(-1));
    expect(result.every(([x], index) => index === 0 || x > (result[index - 1]?.[0] ?? Infinity))).toBe(true);
  });
});
