import { DEFAULT_TIME_ZONE, formatDate } from './dateFormat';

/**
 * A report's period as its reader counts it, the one convention of every screen, form and file
 * that shows one (CPE, on-demand and scheduled reports, their PDFs): from the first day to the last day included, in the site's zone. The API
 * holds the period as instants with an exclusive end (a quarter from 01/08 00:00 to 01/11 00:00),
 * so the last day is the day of the instant just before the end: "du 01/08/2026 au 31/10/2026".
 * A period up to a time of the day (up to now) ends on that day.
 */
export function periodDays(
  start: string,
  end: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): { start: string; end: string } {
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return { start: formatDate(start), end: formatDate(end) };
  return {
    start: formatDate(start, timeZone),
    end: formatDate(new Date(Math.max(startMs, endMs - 1)), timeZone),
  };
}
