/**
 * Calendar months as plain integers (year × 12 + month, January = 0), so that the trajectory counts
 * and compares months without dates and time zones.
 */
export type MonthIndex = number;

const DAY_MS = 86_400_000;

/** The month of an ISO day ('2026-11-25' → November 2026). */
export function monthOfDay(isoDay: string): MonthIndex {
  return Number(isoDay.slice(0, 4)) * 12 + Number(isoDay.slice(5, 7)) - 1;
}

/**
 * The month of a monthly bucket, from its start: buckets follow the site's calendar, which starts a
 * month up to a few hours before or after UTC midnight; mid-month is safely inside it.
 */
export function monthOfBucket(bucketStartMs: number): MonthIndex {
  const date = new Date(bucketStartMs + 15 * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The first instant of a month in UTC, for a chart's time axis. */
export function monthStartMs(month: MonthIndex): number {
  return Date.UTC(Math.floor(month / 12), month % 12, 1);
}

/** The first day of a month as an ISO day. */
export function monthFirstDay(month: MonthIndex): string {
  return new Date(monthStartMs(month)).toISOString().slice(0, 10);
}
