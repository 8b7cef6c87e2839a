import { decimateMinMax, type TimePoint } from '../../src/lib/decimate';
import { timeRuns } from './timeRuns';

/**
 * `npm run bench -- --only decimate`: the charts' min/max decimation (src/lib/decimate.ts) of
 * 100,000 points down to 2,000, a sine with a spike every 997 points. Budget: 200 ms, the limit
 * the unit test used to hold it to. Run by `npm run bench` through Vite's module runner.
 */
const POINTS = 100_000;
const MAX_POINTS = 2000;
const RUNS = 15;
const BUDGET_MS = 200;
const HOUR = 3_600_000;

export function benchmarkDecimate() {
  const points: TimePoint[] = Array.from(
    { length: POINTS },
    (_, i) => [i * HOUR, Math.sin(i / 50) * 100 + (i % 997 === 0 ? 500 : 0)] as const,
  );
  let kept = 0;
  const timed = timeRuns(() => decimateMinMax(points, MAX_POINTS), {
    runs: RUNS,
    budgetMs: BUDGET_MS,
    check: (result) => {
      if (result.length === 0 || result.length > MAX_POINTS) throw new Error(`decimation kept ${result.length} points`);
      kept = result.length;
    },
  });
  return { points: POINTS, maxPoints: MAX_POINTS, kept, ...timed };
}
