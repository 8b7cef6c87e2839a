import { formatDate } from '../../../lib/dateFormat';

/**
 * A report's period as its reader counts it: from the first day to the last day included. The API
 * gives the end as the instant after the period (01/11 for a quarter that ends on 31/10), so the
 * last day is the one before that instant.
 */
export function periodDays(start: string, end: string): { start: string; end: string } {
  const endMs = Date.parse(end);
  const startMs = Date.parse(start);
  const lastMs = Number.isNaN(endMs) ? endMs : Math.max(startMs, endMs - 1);
  return { start: formatDate(start), end: formatDate(Number.isNaN(lastMs) ? end : new Date(lastMs)) };
}
