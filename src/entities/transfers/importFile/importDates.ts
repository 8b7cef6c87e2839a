import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';
import { clockFor } from '../../../lib/zoneClock';

/*
 * The time stamps of an import file (spec 001 §3 "Import", spec 000 §4 date formats). The spec
 * names DD/MM/YYYY HH:mm, YYYY-MM-DD HH:mm:ss, DD-MM-YYYY HH:mm and DD/MM/YYYY; ISO 8601 with T
 * (and Z or an offset) is accepted too. One format is detected per file from its first cells and
 * every line is read with it.
 *
 * Time zone: a time stamp without an offset is wall-clock time of the product's zone, Europe/Paris
 * (spec 000 §9, src/lib/dateFormat.ts: the app shows every date in that zone, whatever the
 * browser's), so that a self-service export re-imports at the same instants on any computer. A time
 * stamp with Z or an offset is that exact instant.
 */

export const DATE_FORMATS = [
  'DD/MM/YYYY HH:mm',
  'YYYY-MM-DD HH:mm:ss',
  'DD-MM-YYYY HH:mm',
  'DD/MM/YYYY',
  'ISO 8601',
] as const;
export type ImportDateFormat = (typeof DATE_FORMATS)[number];

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Minutes east of UTC when the text gave an offset; null for wall-clock time. */
  offsetMinutes: number | null;
}

// Seconds are tolerated after HH:mm, and one-digit days, months and hours (spreadsheets write "1/3/2026 0:15").
const DAY_FIRST_SLASH_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DAY_FIRST_DASH_TIME = /^(\d{1,2})-(\d{1,2})-(\d{4})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DAY_FIRST_SLASH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const YEAR_FIRST_SPACE = /^(\d{4})-(\d{2})-(\d{2}) +(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function num(text: string | undefined): number {
  return text === undefined || text === '' ? 0 : Number(text);
}

function offsetOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + num(digits.slice(2, 4)));
}

function dayFirst(match: RegExpExecArray): WallClock {
  return {
    day: num(match[1]),
    month: num(match[2]),
    year: num(match[3]),
    hour: num(match[4]),
    minute: num(match[5]),
    second: num(match[6]),
    millisecond: 0,
    offsetMinutes: null,
  };
}

function readWallClock(text: string, format: ImportDateFormat): WallClock | null {
  let match: RegExpExecArray | null;
  switch (format) {
    case 'DD/MM/YYYY HH:mm':
      match = DAY_FIRST_SLASH_TIME.exec(text);
      return match ? dayFirst(match) : null;
    case 'DD-MM-YYYY HH:mm':
      match = DAY_FIRST_DASH_TIME.exec(text);
      return match ? dayFirst(match) : null;
    case 'DD/MM/YYYY':
      match = DAY_FIRST_SLASH.exec(text);
      return match ? dayFirst(match) : null;
    case 'YYYY-MM-DD HH:mm:ss':
      match = YEAR_FIRST_SPACE.exec(text);
      return match
        ? {
            year: num(match[1]),
            month: num(match[2]),
            day: num(match[3]),
            hour: num(match[4]),
            minute: num(match[5]),
            second: num(match[6]),
            millisecond: 0,
            offsetMinutes: null,
          }
        : null;
    case 'ISO 8601':
      match = ISO.exec(text);
      return match
        ? {
            year: num(match[1]),
            month: num(match[2]),
            day: num(match[3]),
            hour: num(match[4]),
            minute: num(match[5]),
            second: num(match[6]),
            millisecond: Math.floor(num((match[7] ?? '').slice(0, 3).padEnd(3, '0'))),
            offsetMinutes: offsetOf(match[8]),
          }
        : null;
  }
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

function isPlausible(clock: WallClock): boolean {
  return (
    clock.year >= 1900 &&
    clock.year <= 2200 &&
    clock.month >= 1 &&
    clock.month <= 12 &&
    clock.day >= 1 &&
    clock.day <= daysInMonth(clock.year, clock.month) &&
    clock.hour <= 23 &&
    clock.minute <= 59 &&
    clock.second <= 59
  );
}

/**
 * Wall-clock time in `timeZone` to epoch ms, through the product's cached zone offsets (Intl per
 * line would cost 50,000 calls). The hour repeated in autumn reads as its first occurrence; a time
 * in the hour skipped in spring never showed on the site's clocks: null, an unreadable date.
 */
export function wallClockToEpoch(
  parts: Omit<WallClock, 'offsetMinutes'>,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  const naive = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    parts.millisecond,
  );
  const clock = clockFor(timeZone);
  const epoch = clock.fromWall(naive);
  return clock.toWall(epoch) === naive ? epoch : null;
}

/** The time stamp as epoch ms, or null when the text does not read in that format. */
export function parseImportDate(
  text: string,
  format: ImportDateFormat,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  const clock = readWallClock(text.trim(), format);
  if (!clock || !isPlausible(clock)) return null;
  if (clock.offsetMinutes !== null) {
    const utc = Date.UTC(
      clock.year,
      clock.month - 1,
      clock.day,
      clock.hour,
      clock.minute,
      clock.second,
      clock.millisecond,
    );
    return utc - clock.offsetMinutes * 60_000;
  }
  return wallClockToEpoch(clock, timeZone);
}

/**
 * The format most of the sample reads in (the spec's order breaks ties), or null when none reads
 * at least half of the non-empty cells.
 */
export function detectDateFormat(sample: readonly string[]): ImportDateFormat | null {
  const cells = sample.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (cells.length === 0) return null;
  let best: ImportDateFormat | null = null;
  let bestCount = 0;
  for (const format of DATE_FORMATS) {
    const count = cells.filter((cell) => parseImportDate(cell, format) !== null).length;
    if (count > bestCount) {
      best = format;
      bestCount = count;
    }
  }
  return bestCount * 2 >= cells.length ? best : null;
}
