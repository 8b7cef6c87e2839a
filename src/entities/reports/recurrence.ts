import { z } from 'zod';

/*
 * The recurrence rule of automatic (scheduled) reports (spec 000 §3, spec 001 §3, §4, §9): a
 * frequency derived from an interval of 1, 2 or 3 months (monthly, bimonthly, quarterly) and the
 * days of the month on which the report is sent. Pure: shared by the form, the list and the
 * mocked API's validation.
 */

export const REPORT_FREQUENCIES = ['monthly', 'bimonthly', 'quarterly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const RECURRENCE_INTERVALS = [1, 2, 3] as const;
export type RecurrenceInterval = (typeof RECURRENCE_INTERVALS)[number];

const FREQUENCY_BY_INTERVAL: Record<RecurrenceInterval, ReportFrequency> = {
  1: 'monthly',
  2: 'bimonthly',
  3: 'quarterly',
};
const INTERVAL_BY_FREQUENCY: Record<ReportFrequency, RecurrenceInterval> = { monthly: 1, bimonthly: 2, quarterly: 3 };

export interface RecurrenceRule {
  interval: RecurrenceInterval;
  /** Days of the month (1..31), sorted, without repeats. */
  daysOfMonth: number[];
}

export function isRecurrenceInterval(value: unknown): value is RecurrenceInterval {
  return typeof value === 'number' && (RECURRENCE_INTERVALS as readonly number[]).includes(value);
}

export function isReportFrequency(value: unknown): value is ReportFrequency {
  return typeof value === 'string' && (REPORT_FREQUENCIES as readonly string[]).includes(value);
}

/** 1 → monthly, 2 → bimonthly, 3 → quarterly; any other interval has no frequency. */
export function frequencyOfInterval(interval: unknown): ReportFrequency | null {
  return isRecurrenceInterval(interval) ? FREQUENCY_BY_INTERVAL[interval] : null;
}

export function intervalOfFrequency(frequency: ReportFrequency): RecurrenceInterval {
  return INTERVAL_BY_FREQUENCY[frequency];
}

/**
 * "Last day of the month" as a day: 31, which every month clamps to its own last day (nextSendDates).
 * Forms offer 1..28, which every month has, and this one (spec 001 §3 "the days of the month for
 * sending"); 29 and 30 stay valid for rules written elsewhere.
 */
export const LAST_DAY_OF_MONTH = 31;
/** The days a form offers besides the last day: those every month has, February included. */
export const SENDABLE_DAYS: readonly number[] = Array.from({ length: 28 }, (_, index) => index + 1);

export function isDayOfMonth(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 31;
}

/** Sorted, without repeats: the same set of days always reads (and compares) the same. */
export function normalizeDays(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => a - b);
}

/**
 * The catalogue code for a rule the server refuses (spec 000 §8 INVALID_FREQUENCY): an interval
 * other than 1, 2 or 3, no day, or a day outside 1..31. Null when the rule is valid.
 */
export function recurrenceError(interval: unknown, daysOfMonth: unknown): 'INVALID_FREQUENCY' | null {
  if (!isRecurrenceInterval(interval)) return 'INVALID_FREQUENCY';
  if (!Array.isArray(daysOfMonth) || daysOfMonth.length === 0) return 'INVALID_FREQUENCY';
  return daysOfMonth.every(isDayOfMonth) ? null : 'INVALID_FREQUENCY';
}

/** The rule as forms and payloads validate it; days come out normalized. */
export const recurrenceRuleSchema = z.object({
  interval: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'INVALID_FREQUENCY' }),
  daysOfMonth: z
    .array(z.number().int().min(1, 'INVALID_FREQUENCY').max(31, 'INVALID_FREQUENCY'))
    .min(1, 'INVALID_FREQUENCY')
    .transform(normalizeDays),
});

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The sending dates (UTC calendar days) after `after`, at most `count` of them. Months are counted
 * from `anchorMonth` (the month of the first sending) in steps of the interval; a day that a month
 * does not have (31 in April) is sent on the month's last day instead, so that no sending is lost.
 */
export function nextSendDates(rule: RecurrenceRule, anchorMonth: Date, after: Date, count: number): Date[] {
  const days = normalizeDays(rule.daysOfMonth).filter(isDayOfMonth);
  const dates: Date[] = [];
  if (days.length === 0 || count <= 0) return dates;
  let year = anchorMonth.getUTCFullYear();
  let month = anchorMonth.getUTCMonth();
  // Skip whole periods before `after` quickly, then walk.
  while (Date.UTC(year, month + rule.interval, 1) <= after.getTime()) {
    month += rule.interval;
    year += Math.floor(month / 12);
    month %= 12;
  }
  for (let guard = 0; dates.length < count && guard < 1_000; guard += 1) {
    const last = daysInMonth(year, month);
    const inMonth = normalizeDays(days.map((day) => Math.min(day, last)));
    for (const day of inMonth) {
      const date = new Date(Date.UTC(year, month, day));
      if (date.getTime() > after.getTime() && dates.length < count) dates.push(date);
    }
    month += rule.interval;
    year += Math.floor(month / 12);
    month %= 12;
  }
  return dates;
}
