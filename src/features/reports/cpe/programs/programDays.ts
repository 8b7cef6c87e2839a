import { LAST_DAY_OF_MONTH } from '../../../../entities/reports/cpeProgramsApi';
import { normalizeDays } from '../../../../entities/reports/recurrence';

/*
 * The days a program sends on (spec 000 §3): 1..28, which every month has, and "the last day of
 * the month", stored as 31 (nextSendDates sends it on each month's own last day). 29 and 30 are not
 * offered: in February they would silently become the 28th.
 */

export const OFFERED_DAYS: readonly number[] = [
  ...Array.from({ length: 28 }, (_, index) => index + 1),
  LAST_DAY_OF_MONTH,
];

/** The days, in order, as the reader says them: "1, 15, last day". */
export function daysOfMonthText(days: readonly number[], lastDayLabel: string, locale: string): string {
  const list = normalizeDays(days).map((day) => (day >= LAST_DAY_OF_MONTH ? lastDayLabel : String(day)));
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(list);
}
