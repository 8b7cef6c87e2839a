/**
 * Times a synchronous piece of work the way the pure-code benches report it: the first run on its
 * own (cold code, as a user's one export or one chart meets it), then the median and p95 of the
 * following runs, against a budget in milliseconds.
 */
export interface TimedRuns {
  runs: number;
  firstRunMs: number;
  medianMs: number;
  p95Ms: number;
  budgetMs: number;
  met: boolean;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** `check` sees each run's result, so that a broken answer is never timed as a fast one. */
export function timeRuns<T>(
  work: () => T,
  { runs, budgetMs, check }: { runs: number; budgetMs: number; check: (result: T) => void },
): TimedRuns {
  const times: number[] = [];
  for (let run = 0; run < runs + 1; run += 1) {
    const started = performance.now();
    const result = work();
    times.push(performance.now() - started);
    check(result);
  }
  const firstRunMs = round(times[0] ?? Number.NaN);
  const sorted = times.slice(1).sort((a, b) => a - b);
  const medianMs = round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN);
  return {
    runs,
    firstRunMs,
    medianMs,
    p95Ms: round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN),
    budgetMs,
    met: medianMs <= budgetMs,
  };
}
