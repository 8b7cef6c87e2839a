import { addYears, subYears } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';
import type { DateRange } from '../../../lib/dateRanges';
import type { OverlayMode } from './overlayModes';

/**
 * The period overlay (issue 14 item 5): a time-series graph also draws the period just before, or
 * the same period a year before, on the current time axis, with the difference in % per series.
 */

type Point = readonly [number, number | null];

/** Wall-clock calendar shift in the site's zone (a year before keeps 10:00 at 10:00 across DST). */
function shiftWallClock(instant: number, timeZone: string, shift: (wallClock: Date) => Date): number {
  return fromZonedTime(shift(toZonedTime(instant, timeZone)), timeZone).getTime();
}

/**
 * The compared period: 'previous' is the same length just before (it ends where the current one
 * starts); 'year' is the same wall-clock dates a year before in the site's zone (29 February 2028
 * → 28 February 2027, the day a year before that does not exist being clamped).
 */
export function comparedPeriod(period: DateRange, mode: OverlayMode, timeZone: string = DEFAULT_TIME_ZONE): DateRange {
  if (mode === 'previous') {
    const length = period.end.getTime() - period.start.getTime();
    return { start: new Date(period.start.getTime() - length), end: new Date(period.start.getTime()) };
  }
  return {
    start: new Date(shiftWallClock(period.start.getTime(), timeZone, (d) => subYears(d, 1))),
    end: new Date(shiftWallClock(period.end.getTime(), timeZone, (d) => subYears(d, 1))),
  };
}

const HOUR_MS = 3_600_000;

/**
 * A function that moves a compared time stamp onto the current time axis. 'previous' adds the
 * period's length; 'year' moves each instant a year on along the wall clock, so the compared
 * 10:00 lands on the current 10:00 whatever DST did in between. The shift is the same within an
 * hour (Paris changes on whole hours), so it is computed once per hour for 10,000-point series.
 */
export function overlayShift(
  period: DateRange,
  mode: OverlayMode,
  timeZone: string = DEFAULT_TIME_ZONE,
): (instant: number) => number {
  if (mode === 'previous') {
    const length = period.end.getTime() - period.start.getTime();
    return (instant) => instant + length;
  }
  const byHour = new Map<number, number>();
  return (instant) => {
    const hour = Math.floor(instant / HOUR_MS) * HOUR_MS;
    let delta = byHour.get(hour);
    if (delta === undefined) {
      delta = shiftWallClock(hour, timeZone, (d) => addYears(d, 1)) - hour;
      byHour.set(hour, delta);
    }
    return instant + delta;
  };
}

/** The compared points moved onto the current time axis. */
export function shiftPoints(points: readonly Point[], shift: (instant: number) => number): [number, number | null][] {
  return points.map(([x, y]) => [shift(x), y]);
}

/** The mean of the non-null values; null when there is none. */
export function meanOf(points: readonly Point[]): number | null {
  let sum = 0;
  let count = 0;
  for (const [, y] of points) {
    if (y === null || !Number.isFinite(y)) continue;
    sum += y;
    count += 1;
  }
  return count > 0 ? sum / count : null;
}

/**
 * The difference in % between the current and the compared series, from their means (whether a
 * variable is a counter, whose sum would be the better measure, is not known here), rounded to
 * one decimal. Null ("—" on screen) when either mean is missing or the compared mean is 0.
 */
export function percentDifference(current: readonly Point[], compared: readonly Point[]): number | null {
  const now = meanOf(current);
  const before = meanOf(compared);
  if (now === null || before === null || before === 0) return null;
  const percent = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  // -0 would print as "-0".
  return percent === 0 ? 0 : percent;
}
