import type { ScenarioSchedule } from '../../../entities/alerting/scenarioSchedule';
import { endsEvent, startsEvent, type BacktestRule } from './backtestRules';
import { scenarioWindowMask, type ScenarioWindowMask } from './scenarioWindow';

/**
 * What an alert would have done over a stretch of history: its rule (backtestRules.ts) replayed on
 * the series, inside the scenarios' window (scenarioWindow.ts). No React here.
 *
 * Split for speed (a threshold move must cost ≤ 5 ms on 10,000 points): `prepareBacktest` reads
 * the series into typed arrays and computes the window once per series and scenario choice;
 * `runBacktest` is the per-threshold pass, one loop over those arrays.
 *
 * How the replay reads the data:
 * - a point at time t stands for the value from t on; an event starts at the first point that
 *   starts it and ends at the first point that ends it: [start, end);
 * - a missing value (null) is a gap: it neither starts nor ends an event;
 * - outside the window the alert is not evaluated: leaving the window ends an event under way, at
 *   the instant the window closes (even when no point falls there), and a new one may start once
 *   the window opens again;
 * - an event still under way at the end of the series is counted and marked ongoing; it lasts up
 *   to the end of the series (the period read).
 */

export interface BacktestPeriod {
  start: number;
  end: number;
  /** Still under way at the end of the series. */
  ongoing: boolean;
}

export interface BacktestResult {
  periods: BacktestPeriod[];
  count: number;
  /** Sum of the periods' durations, in ms. */
  totalMs: number;
}

export interface PreparedBacktest {
  /** Epoch ms, sorted. */
  times: Float64Array;
  /** NaN where the value is missing. */
  values: Float64Array;
  window: ScenarioWindowMask;
  /** The end of the series (the period read): ongoing events last up to it. */
  end: number;
}

/** [epoch ms, value or null], as graph-data sends them. */
export type BacktestPoint = readonly [number, number | null];

/**
 * The per-series and per-scenario precomputation. `end` defaults to the last point's time.
 * Points must be sorted by time (graph-data's are).
 */
export function prepareBacktest(
  points: readonly BacktestPoint[],
  scenarios: readonly ScenarioSchedule[],
  timeZone: string,
  end?: number,
): PreparedBacktest {
  const count = points.length;
  const times = new Float64Array(count);
  const values = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const point = points[index];
    times[index] = point?.[0] ?? 0;
    const value = point?.[1];
    values[index] = typeof value === 'number' ? value : Number.NaN;
  }
  const seriesEnd = Math.max(end ?? Number.NEGATIVE_INFINITY, count > 0 ? (times[count - 1] ?? 0) : 0);
  return { times, values, window: scenarioWindowMask(times, scenarios, timeZone, seriesEnd), end: seriesEnd };
}

/** The per-threshold pass: the periods the alert would have been active. */
export function runBacktest(prepared: PreparedBacktest, rule: BacktestRule): BacktestResult {
  const { times, values, end } = prepared;
  const { intervalIndex, intervalEnds } = prepared.window;
  const periods: BacktestPeriod[] = [];
  let totalMs = 0;
  let active = false;
  let startedAt = 0;
  let startedIn = -1;
  const close = (at: number, ongoing: boolean) => {
    periods.push({ start: startedAt, end: at, ongoing });
    totalMs += at - startedAt;
    active = false;
  };
  const count = times.length;
  for (let index = 0; index < count; index += 1) {
    const interval = intervalIndex[index] ?? -1;
    // Out of the window, or in a later stretch of it: the window closed on the event under way.
    if (active && interval !== startedIn) close(intervalEnds[startedIn] ?? 0, false);
    if (interval < 0) continue;
    const value = values[index] ?? Number.NaN;
    // A gap neither starts nor ends an event.
    if (value !== value) continue;
    if (active) {
      if (endsEvent(rule, value)) close(times[index] ?? 0, false);
    } else if (startsEvent(rule, value)) {
      active = true;
      startedAt = times[index] ?? 0;
      startedIn = interval;
    }
  }
  if (active) {
    const closesAt = intervalEnds[startedIn] ?? Number.POSITIVE_INFINITY;
    if (closesAt < end) close(closesAt, false);
    else close(end, true);
  }
  return { periods, count: periods.length, totalMs };
}

/** The history replayed (issue 13: the last 14 days; spec 000 §9's default window too). */
export const BACKTEST_DAYS = 14;
const HOUR_MS = 3_600_000;

/**
 * The period replayed, in whole hours: the 14 days up to the start of the current hour. Fixed when
 * the backtest mounts, so the query key stays the same while thresholds move (no new request), and
 * the same for an hour, so a remount finds the answer in the cache.
 */
export function backtestPeriod(now: number): { start: number; end: number } {
  const end = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { start: end - BACKTEST_DAYS * 24 * HOUR_MS, end };
}
