import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE, formatDate } from '../../../lib/dateFormat';

/** An end before this hour of the day closes the day before: a midnight in UTC is 01:00 or 02:00 in Paris. */
const SMALL_HOURS = 3;

/**
 * A report's period as its reader counts it: from the first day to the last day included. The API
 * gives the end as the instant after the period (01/11 at midnight for a quarter that ends on
 * 31/10), so an end in the small hours closes the day before; a later end (a period up to now)
 * closes its own day.
 */
export function periodDays(
  start: string,
  end: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): { start: string; end: string } {
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return { start: formatDate(start), end: formatDate(end) };
  const hour = Number(formatInTimeZone(new Date(endMs), timeZone, 'H'));
  const lastMs = hour < SMALL_HOURS ? endMs - (hour + 1) * 3_600_000 : endMs;
  return {
    start: formatDate(start, timeZone),
    end: formatDate(new Date(Math.max(startMs, Math.min(lastMs, endMs - 1))), timeZone),
  };
}
