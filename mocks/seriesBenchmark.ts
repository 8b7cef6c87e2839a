/**
 * Timing of the series generator for `npm run bench`: the heaviest answer the mocked API gives is
 * 10 series at the 10,000-point limit (spec 000 §9), and it must stay well under 500 ms.
 */
import { profileForVariable, sampleSeries, type SeriesAggregation, type SeriesProfile } from './series';

/** One variable per unit family, so that every shape and both aggregation paths are timed. */
const UNITS = ['kW', 'kWh', '°C', 'm3/h', 'bar', 't/h', '%', '', 'MWh', 'm3'];
const HOUR_MS = 3_600_000;
const POINTS = 10_000;
/** 10,000 hourly points: a year and two months of hourly data, 6 raw slots per point. */
const START = Date.UTC(2023, 0, 2);
const END = START + POINTS * HOUR_MS;
const RUNS = 5;

function profiles(): SeriesProfile[] {
  // Data from well before the window, so that every point is computed rather than left out.
  return UNITS.map((unitName, index) =>
    profileForVariable({ id: 9001 + index, unitName, firstDataAt: Date.UTC(2020, 0, 1) }),
  );
}

function runOnce(series: SeriesProfile[]): { ms: number; points: number } {
  const started = performance.now();
  let points = 0;
  for (const profile of series) {
    const aggregation: SeriesAggregation = profile.shape === 'energy_counter' ? 'counter' : 'average';
    const result = sampleSeries(profile, { start: START, end: END, sampling: 1, samplingUnit: 'hours', aggregation });
    points += result.points.length;
  }
  return { ms: performance.now() - started, points };
}

/**
 * Median of 5 timed runs of 10 series × 10,000 hourly points, after one warm-up run (which also
 * builds the time zone's offset table, a one-off cost).
 */
export function benchmarkSeries(): { tenByTenThousandMs: number } {
  const series = profiles();
  const warmUp = runOnce(series);
  // A run that silently returned fewer points would look fast: fail instead.
  if (warmUp.points !== series.length * POINTS) {
    throw new Error(`expected ${series.length * POINTS} points, got ${warmUp.points}`);
  }
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) timings.push(runOnce(series).ms);
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(RUNS / 2)] ?? Number.NaN;
  return { tenByTenThousandMs: Math.round(median * 10) / 10 };
}
