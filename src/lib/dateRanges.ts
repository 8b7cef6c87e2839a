import { startOfDay, startOfMonth, startOfYear, subDays, subMonths } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE, toInstant } from './dateFormat';

/**
 * Date ranges of the date picker and of the URL (spec 000 §9, 001 §9): a shortcut or an explicit
 * start and end, resolved in the site's time zone (Europe/Paris by default).
 */

/** spec 000 §9: "J-1, J-3, J-7, J-14, M-1, M-3, M-6, plus YTD, MTD and Current". */
export const DATE_SHORTCUTS = ['J-1', 'J-3', 'J-7', 'J-14', 'M-1', 'M-3', 'M-6', 'YTD', 'MTD', 'Current'] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

/** spec 000 §9: "Default date window: 2 weeks". */
export const DEFAULT_RANGE_DAYS = 14;

export interface DateRange {
  start: Date;
  end: Date;
}

export function isDateShortcut(value: unknown): value is DateShortcut {
  return typeof value === 'string' && (DATE_SHORTCUTS as readonly string[]).includes(value);
}

/**
 * Applies a calendar operation to the wall clock of `now` in `timeZone` and returns the instant.
 * Working on the zoned wall clock is what makes "7 days ago" keep the same time of day across a
 * DST change (it then lasts 167 or 169 hours), and "start of month" mean midnight at the site.
 */
function shiftInZone(now: Date, timeZone: string, shift: (wallClock: Date) => Date): Date {
  return fromZonedTime(shift(toZonedTime(now, timeZone)), timeZone);
}

/** Days back for the J-n shortcuts, months back for the M-n ones. */
const DAYS_BACK: Partial<Record<DateShortcut, number>> = { 'J-1': 1, 'J-3': 3, 'J-7': 7, 'J-14': 14 };
const MONTHS_BACK: Partial<Record<DateShortcut, number>> = { 'M-1': 1, 'M-3': 3, 'M-6': 6 };

/**
 * The period a shortcut stands for, ending at `now`.
 * - J-n: n calendar days before now in the zone (same wall-clock time).
 * - M-n: n calendar months before now; a day missing in the target month is clamped to its last
 *   day (31 March, M-1 → 28 February).
 * - YTD: 1 January 00:00 in the zone; MTD: the 1st of the month 00:00; Current: today 00:00.
 */
export function resolveShortcut(shortcut: DateShortcut, now: Date, timeZone: string = DEFAULT_TIME_ZONE): DateRange {
  const end = new Date(now.getTime());
  const days = DAYS_BACK[shortcut];
  if (days !== undefined) return { start: shiftInZone(now, timeZone, (d) => subDays(d, days)), end };
  const months = MONTHS_BACK[shortcut];
  if (months !== undefined) return { start: shiftInZone(now, timeZone, (d) => subMonths(d, months)), end };
  switch (shortcut) {
    case 'YTD':
      return { start: shiftInZone(now, timeZone, startOfYear), end };
    case 'MTD':
      return { start: shiftInZone(now, timeZone, startOfMonth), end };
    case 'Current':
      return { start: shiftInZone(now, timeZone, startOfDay), end };
    default:
      return defaultRange(now, timeZone);
  }
}

/** The last two weeks up to `now` (spec 000 §9), counted in calendar days like J-14. */
export function defaultRange(now: Date, timeZone: string = DEFAULT_TIME_ZONE): DateRange {
  return {
    start: shiftInZone(now, timeZone, (d) => subDays(d, DEFAULT_RANGE_DAYS)),
    end: new Date(now.getTime()),
  };
}

export interface DateRangeInput {
  /** A DateShortcut; typed as string because it comes straight from the URL and is checked here. */
  shortcut?: string | null;
  start?: string | null;
  end?: string | null;
}

/**
 * Resolves the range a URL or form asks for, in order of precedence:
 * 1. explicit start and end, when both are valid ISO 8601 and start is before end (a string
 *    without an offset is wall-clock time in the zone, see toInstant);
 * 2. the shortcut, when it is one of DATE_SHORTCUTS;
 * 3. the default two weeks.
 * Search params come from users and shared links, so anything malformed falls through to the next
 * rule instead of throwing.
 */
export function resolveRange(input: DateRangeInput, now: Date, timeZone: string = DEFAULT_TIME_ZONE): DateRange {
  const start = typeof input.start === 'string' ? toInstant(input.start, timeZone) : null;
  const end = typeof input.end === 'string' ? toInstant(input.end, timeZone) : null;
  if (start && end && start.getTime() < end.getTime()) return { start, end };
  if (isDateShortcut(input.shortcut)) return resolveShortcut(input.shortcut, now, timeZone);
  return defaultRange(now, timeZone);
}
