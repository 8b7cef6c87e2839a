import { isScenarioActive, type ScenarioSchedule } from '../../../entities/alerting/scenarioSchedule';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';
import { clockFor, type ZoneClock } from '../../../lib/zoneClock';

/**
 * When an alert is evaluated (spec 000 §3: an alert is active while any of its scenarios is): the
 * scenarios' days (Monday first) × hours, read on the site's clock. No scenario: always.
 *
 * The scenarios' hours are wall-clock hours, so they are walked one local hour at a time and each
 * is mapped to its UTC instants through the zone's offset segments (lib/zoneClock: Intl probed once
 * per zone, then cached), which keeps daylight-saving days right: on a spring day the skipped
 * hour lasts nothing, on an autumn day the repeated hour lasts two real hours, and a 30-minute
 * offset (Asia/Kolkata) moves the boundaries off the UTC hour.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** 1970-01-01 was a Thursday: day 0 of the epoch is Monday-first day 3. */
const EPOCH_MONDAY_FIRST_DAY = 3;

/** One stretch of time in which the alert is evaluated, [start, end) in epoch ms. */
export interface WindowInterval {
  start: number;
  end: number;
}

/** The window over a series' points, ready for any number of threshold passes (backtest.ts). */
export interface ScenarioWindowMask {
  /** Per point: the index of the window interval holding it, -1 when the alert is not evaluated then. */
  intervalIndex: Int32Array;
  /** Per interval: the instant the window closes (+Infinity when it never does). */
  intervalEnds: Float64Array;
  /** The window's intervals over [from, to) (one unbounded interval when no scenario is chosen). */
  intervals: WindowInterval[];
}

/** The clock of the site's zone; an unknown zone (bad data) reads as Europe/Paris (spec 000 §9). */
export function siteClock(timeZone: string): ZoneClock {
  try {
    return clockFor(timeZone);
  } catch {
    return clockFor(DEFAULT_TIME_ZONE);
  }
}

/** Monday-first weekday and hour (0–23) of a wall-clock time given as epoch-like ms. */
export function wallDayAndHour(wallMs: number): { day: number; hour: number } {
  const days = Math.floor(wallMs / DAY_MS);
  return {
    day: (((days + EPOCH_MONDAY_FIRST_DAY) % 7) + 7) % 7,
    hour: Math.floor((wallMs - days * DAY_MS) / HOUR_MS),
  };
}

/**
 * The instants over [from, to) at which any of the scenarios is active, as sorted, merged
 * intervals (clipped to [from, to)). No scenario: the whole span, unbounded at both ends.
 */
export function scenarioIntervals(
  scenarios: readonly ScenarioSchedule[],
  timeZone: string,
  from: number,
  to: number,
): WindowInterval[] {
  if (scenarios.length === 0) return [{ start: Number.NEGATIVE_INFINITY, end: Number.POSITIVE_INFINITY }];
  if (!(to > from)) return [];
  const clock = siteClock(timeZone);
  clock.cover(from - DAY_MS, to + DAY_MS);
  // Whole local hours from the one holding `from` to the one holding `to`.
  let wall = Math.floor(clock.toWall(from) / HOUR_MS) * HOUR_MS;
  const lastWall = clock.toWall(to);
  const intervals: WindowInterval[] = [];
  let open: WindowInterval | null = null;
  for (; wall <= lastWall; wall += HOUR_MS) {
    const { day, hour } = wallDayAndHour(wall);
    const active = scenarios.some((scenario) => isScenarioActive(scenario, day, hour));
    if (!active) {
      open = null;
      continue;
    }
    const start = Math.max(from, clock.fromWall(wall));
    const end = Math.min(to, clock.fromWall(wall + HOUR_MS));
    // The hour skipped in spring lasts nothing.
    if (end <= start) continue;
    if (open && open.end >= start) open.end = Math.max(open.end, end);
    else {
      open = { start, end };
      intervals.push(open);
    }
  }
  return intervals;
}

/** Whether the local day and hour of `at` is in any scenario (none: always). For tests and tooltips. */
export function isInScenarios(scenarios: readonly ScenarioSchedule[], timeZone: string, at: number): boolean {
  if (scenarios.length === 0) return true;
  const { day, hour } = wallDayAndHour(siteClock(timeZone).toWall(at));
  return scenarios.some((scenario) => isScenarioActive(scenario, day, hour));
}

/**
 * The per-series precomputation of the window: which interval each point (sorted epoch ms) falls
 * in. Done once per series and scenario choice; a threshold move reuses it.
 */
export function scenarioWindowMask(
  times: Float64Array,
  scenarios: readonly ScenarioSchedule[],
  timeZone: string,
  end: number,
): ScenarioWindowMask {
  const count = times.length;
  const from = count > 0 ? (times[0] ?? 0) : end;
  const intervals = scenarioIntervals(scenarios, timeZone, from, Math.max(end, from + 1));
  const intervalIndex = new Int32Array(count).fill(-1);
  let cursor = 0;
  for (let index = 0; index < count; index += 1) {
    const at = times[index] ?? 0;
    while (cursor < intervals.length && (intervals[cursor]?.end ?? 0) <= at) cursor += 1;
    const interval = intervals[cursor];
    if (interval && interval.start <= at) intervalIndex[index] = cursor;
  }
  const intervalEnds = Float64Array.from(intervals, (interval) => interval.end);
  return { intervalIndex, intervalEnds, intervals };
}

/** The [from, to) stretches outside the window: greyed on the chart. */
export function outsideIntervals(intervals: readonly WindowInterval[], from: number, to: number): WindowInterval[] {
  const outside: WindowInterval[] = [];
  let cursor = from;
  for (const interval of intervals) {
    if (interval.start > cursor) outside.push({ start: cursor, end: Math.min(interval.start, to) });
    cursor = Math.max(cursor, interval.end);
    if (cursor >= to) break;
  }
  if (cursor < to) outside.push({ start: cursor, end: to });
  return outside.filter((interval) => interval.end > interval.start);
}
