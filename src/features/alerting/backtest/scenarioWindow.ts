import { isScenarioActive, type ScenarioSchedule } from '../../../entities/alerting/scenarioSchedule';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';

/**
 * When an alert is evaluated (spec 000 §3: an alert is active while any of its scenarios is): the
 * scenarios' days (Monday first) × hours, read on the site's clock. No scenario: always.
 *
 * The site's UTC offset is read with Intl.DateTimeFormat once per UTC hour and kept (per zone, for
 * the page's life): 14 days cost 336 reads the first time, nothing afterwards. Each UTC hour is
 * then cut at the local hour boundaries it holds, which keeps daylight-saving days right (on a
 * spring day the skipped local hour never shows, on an autumn day the repeated one lasts two real
 * hours) and zones with half-hour offsets too. Offsets are taken as constant within a UTC hour,
 * which holds for every zone's changes today.
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

interface ZoneOffsets {
  format: Intl.DateTimeFormat;
  /** UTC hour number (epoch ms / 1 h) → offset in ms (wall = UTC + offset). */
  byHour: Map<number, number>;
}

const zones = new Map<string, ZoneOffsets>();

function zoneOffsets(timeZone: string): ZoneOffsets {
  const known = zones.get(timeZone);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
  } catch {
    // An unknown zone (bad data) reads as Europe/Paris (spec 000 §9).
    return zoneOffsets(DEFAULT_TIME_ZONE);
  }
  const offsets = { format, byHour: new Map<number, number>() };
  zones.set(timeZone, offsets);
  return offsets;
}

/** The site's UTC offset during the UTC hour holding `at`. */
export function offsetDuringHour(timeZone: string, at: number): number {
  const zone = zoneOffsets(timeZone);
  const hour = Math.floor(at / HOUR_MS);
  const known = zone.byHour.get(hour);
  if (known !== undefined) return known;
  const instant = hour * HOUR_MS;
  const field = { year: 1970, month: 1, day: 1, hour: 0, minute: 0 };
  for (const part of zone.format.formatToParts(instant)) {
    if (part.type in field) field[part.type as keyof typeof field] = Number(part.value);
  }
  const offset = Date.UTC(field.year, field.month - 1, field.day, field.hour, field.minute) - instant;
  zone.byHour.set(hour, offset);
  return offset;
}

/** Monday-first weekday and hour (0–23) of a wall-clock time given as epoch-like ms. */
export function wallDayAndHour(wallMs: number): { day: number; hour: number } {
  const days = Math.floor(wallMs / DAY_MS);
  return {
    day: (((days + EPOCH_MONDAY_FIRST_DAY) % 7) + 7) % 7,
    hour: Math.floor((wallMs - days * DAY_MS) / HOUR_MS),
  };
}

const activeAt = (scenarios: readonly ScenarioSchedule[], wallMs: number): boolean => {
  const { day, hour } = wallDayAndHour(wallMs);
  return scenarios.some((scenario) => isScenarioActive(scenario, day, hour));
};

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
  const intervals: WindowInterval[] = [];
  let open: WindowInterval | null = null;
  const add = (start: number, end: number) => {
    const clippedStart = Math.max(start, from);
    const clippedEnd = Math.min(end, to);
    if (clippedEnd <= clippedStart) return;
    if (open && open.end >= clippedStart) open.end = clippedEnd;
    else {
      open = { start: clippedStart, end: clippedEnd };
      intervals.push(open);
    }
  };
  for (let hour = Math.floor(from / HOUR_MS) * HOUR_MS; hour < to; hour += HOUR_MS) {
    const offset = offsetDuringHour(timeZone, hour);
    // A local hour boundary inside this UTC hour (half-hour and 45-minute offsets) splits it in two.
    const boundary = Math.ceil((hour + offset) / HOUR_MS) * HOUR_MS - offset;
    const cuts =
      boundary > hour && boundary < hour + HOUR_MS ? [hour, boundary, hour + HOUR_MS] : [hour, hour + HOUR_MS];
    for (let index = 0; index + 1 < cuts.length; index += 1) {
      const start = cuts[index] ?? hour;
      const end = cuts[index + 1] ?? hour + HOUR_MS;
      if (activeAt(scenarios, start + offset)) add(start, end);
    }
  }
  return intervals;
}

/** Whether the local day and hour of `at` is in any scenario (none: always). For tests and tooltips. */
export function isInScenarios(scenarios: readonly ScenarioSchedule[], timeZone: string, at: number): boolean {
  if (scenarios.length === 0) return true;
  return activeAt(scenarios, at + offsetDuringHour(timeZone, at));
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
