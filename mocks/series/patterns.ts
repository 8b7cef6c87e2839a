/**
 * Weekly activity patterns, one value per local hour of the week (index 0 = Monday 00:00–01:00 in
 * the site's time zone). Tables rather than formulas: a lookup per sample is the cheapest shape, and
 * a counter can integrate a table in closed form (see counter.ts).
 */

export const HOURS_PER_WEEK = 168;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05, the first Monday of the epoch: local weeks and day grids are counted from it. */
export const FIRST_MONDAY_MS = 4 * DAY_MS;
/** The seasons repeat every tropical year; the coldest point is around 15 January. */
export const YEAR_MS = 365.2425 * DAY_MS;
export const MID_JANUARY_MS = 14 * DAY_MS;

function weeklyTable(hourly: (dayOfWeek: number, hour: number) => number): Float64Array {
  const table = new Float64Array(HOURS_PER_WEEK);
  for (let day = 0; day < 7; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) table[day * 24 + hour] = hourly(day, hour);
  }
  return table;
}

/**
 * Offices and light industry: working hours on weekdays (0 = Monday), a little on Saturday morning,
 * a standby floor at night and on Sunday. Values in [0, 1].
 */
export const OFFICE_ACTIVITY = weeklyTable((day, hour) => {
  if (day <= 4) {
    if (hour < 6) return 0.05;
    if (hour === 6) return 0.35;
    if (hour === 7) return 0.7;
    if (hour >= 12 && hour < 14) return 0.85;
    if (hour < 18) return 1;
    if (hour === 18) return 0.6;
    if (hour === 19) return 0.3;
    return 0.1;
  }
  if (day === 5) return hour >= 8 && hour < 13 ? 0.3 : 0.05;
  return 0.03;
});

/** A production line: two shifts (6h–22h) on weekdays, one on Saturday morning, stopped on Sunday. */
export const PRODUCTION_ACTIVITY = weeklyTable((day, hour) => {
  if (day <= 4) return hour >= 6 && hour < 22 ? 1 : 0.05;
  if (day === 5) return hour >= 6 && hour < 14 ? 0.6 : 0;
  return 0;
});

/**
 * The consumption rate of a meter relative to its base: a floor of 0.4 keeps the rate positive
 * whatever the noise and the season do, so the counter only ever increases.
 */
export const METER_RATE = OFFICE_ACTIVITY.map((activity) => 0.4 + 0.6 * activity);

/** Local hour of the week (0–167) of a wall-clock instant expressed in ms since the epoch. */
export function hourOfWeek(wallMs: number): number {
  const sinceMonday = wallMs - FIRST_MONDAY_MS;
  const inWeek = sinceMonday - Math.floor(sinceMonday / WEEK_MS) * WEEK_MS;
  return Math.floor(inWeek / HOUR_MS);
}

/** Local hour of the day with its fraction (0 ≤ h < 24). */
export function hourOfDay(wallMs: number): number {
  return (wallMs - Math.floor(wallMs / DAY_MS) * DAY_MS) / HOUR_MS;
}

/** 1 in mid-January, -1 in mid-July: heating seasons and outdoor temperature follow it. */
export function winterness(epochMs: number): number {
  return Math.cos((2 * Math.PI * (epochMs - MID_JANUARY_MS)) / YEAR_MS);
}
