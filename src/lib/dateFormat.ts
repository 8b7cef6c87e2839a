import { formatInTimeZone, toDate } from 'date-fns-tz';

/**
 * The four date formats of the product (spec 000 §9, 001 §9), always rendered in a named time
 * zone rather than the browser's: a user abroad must read the site's clock.
 */

/** spec 000 §9: "Default timezone Europe/Paris". */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** An instant as the API or the app carries it: a Date, an ISO 8601 string or epoch milliseconds. */
export type InstantInput = Date | string | number | null | undefined;

/**
 * Turns the input into a valid Date, or null.
 *
 * An ISO string without an offset ("2026-03-29T10:00" or "2026-03-29") is read as wall-clock time
 * in `timeZone`, so that formatting it in that zone gives back the same digits whatever the
 * browser's zone; a string with an offset or "Z" is an exact instant.
 */
export function toInstant(value: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  if (value === null || value === undefined) return null;
  let date: Date;
  if (value instanceof Date) {
    date = value;
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    date = new Date(value);
  } else {
    if (value.trim() === '') return null;
    try {
      date = toDate(value.trim(), { timeZone });
    } catch {
      // An unknown time zone makes date-fns-tz throw; the caller then gets "" instead of a crash.
      return null;
    }
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Shared by the four formatters: never throws, because a malformed date in one table cell must not
 * take the whole screen down; it shows as empty.
 */
function formatInstant(value: InstantInput, pattern: string, timeZone: string): string {
  const date = toInstant(value, timeZone);
  if (!date) return '';
  try {
    return formatInTimeZone(date, timeZone, pattern);
  } catch {
    return '';
  }
}

/** `DD/MM/YYYY HH:mm`, e.g. "29/03/2026 14:05". */
export function formatDateTime(value: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInstant(value, 'dd/MM/yyyy HH:mm', timeZone);
}

/** `YYYY-MM-DD HH:mm:ss`, e.g. "2026-03-29 14:05:09" (sortable; used in exports). */
export function formatIsoDateTime(value: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInstant(value, 'yyyy-MM-dd HH:mm:ss', timeZone);
}

/** `DD-MM-YYYY HH:mm`, e.g. "29-03-2026 14:05". */
export function formatDashDateTime(value: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInstant(value, 'dd-MM-yyyy HH:mm', timeZone);
}

/** `DD/MM/YYYY`, e.g. "29/03/2026". */
export function formatDate(value: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInstant(value, 'dd/MM/yyyy', timeZone);
}
