import { z } from 'zod';
import { REPORT_FORM_MESSAGES } from '../../../entities/reports/api';
import {
  frequencyOfInterval,
  intervalOfFrequency,
  normalizeDays,
  REPORT_FREQUENCIES,
  type RecurrenceInterval,
  type ReportFrequency,
} from '../../../entities/reports/recurrence';
import type { ScheduledReport, ScheduledReportPayload } from '../../../entities/reports/scheduledReportsApi';

/*
 * A scheduled report as its form holds it (spec 001 §3 "Automatic report", spec 000 §3 recurrence):
 * the frequency by name (its interval is derived: 1, 2, 3 months), the days of the month (1..28
 * and the last day, LAST_DAY_OF_MONTH), and the month of the first sending, from which the periods
 * are counted. The output is the body of POST and PUT scheduled-reports.
 */

export const SCHEDULED_FORM_MESSAGES = {
  contact: 'report.scheduled.error.contact',
  name: 'report.scheduled.error.name',
  days: 'report.recurrence.error.days',
  firstMonth: 'report.recurrence.error.firstMonth',
} as const;

export interface ScheduledFormValues {
  projectId: number | null;
  dashboardId: number | null;
  graphIds: number[];
  reportName: string;
  reportTitle: string;
  contactId: number | null;
  frequency: ReportFrequency;
  daysOfMonth: number[];
  /** YYYY-MM: the month of the first sending. */
  firstMonth: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A choice the form holds as null until made; the message id says which one is missing. */
const requiredId = (message: string) =>
  z
    .number()
    .int()
    .positive()
    .nullable()
    .transform((value, ctx) => {
      if (value !== null) return value;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

export const scheduledFormSchema = z
  .object({
    projectId: requiredId(REPORT_FORM_MESSAGES.project),
    dashboardId: requiredId(REPORT_FORM_MESSAGES.dashboard),
    graphIds: z.array(z.number().int().positive()).min(1, { error: REPORT_FORM_MESSAGES.graphs }),
    reportName: z.string().trim().min(1, { error: SCHEDULED_FORM_MESSAGES.name }),
    reportTitle: z.string().trim(),
    contactId: requiredId(SCHEDULED_FORM_MESSAGES.contact),
    frequency: z.enum(REPORT_FREQUENCIES),
    daysOfMonth: z
      .array(z.number().int().min(1).max(31))
      .min(1, { error: SCHEDULED_FORM_MESSAGES.days })
      .transform(normalizeDays),
    firstMonth: z.string().regex(MONTH, { error: SCHEDULED_FORM_MESSAGES.firstMonth }),
  })
  .transform((values): ScheduledReportPayload => ({
    project: values.projectId,
    dashboard: values.dashboardId,
    graphs: values.graphIds,
    reportName: values.reportName,
    reportTitle: values.reportTitle === '' ? null : values.reportTitle,
    contact: values.contactId,
    interval: intervalOfFrequency(values.frequency),
    daysOfMonth: values.daysOfMonth,
    anchorMonth: `${values.firstMonth}-01`,
  }));
export type ScheduledFormOutput = z.output<typeof scheduledFormSchema>;

/** YYYY-MM of a date's UTC month. */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The UTC first day of a YYYY-MM month. */
export function monthStart(key: string): Date {
  const [year = 1970, month = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1));
}

/**
 * The first month a rule anchored at `anchor` still sends in, from `now`'s month on: the same
 * periods, shown as a month the form offers (the current one or a later one).
 */
export function upcomingAnchorMonth(anchor: string, interval: RecurrenceInterval, now: Date): string {
  const start = monthStart(anchor.slice(0, 7));
  const current = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  while (Date.UTC(year, month, 1) < current) {
    month += interval;
    year += Math.floor(month / 12);
    month %= 12;
  }
  return monthKey(new Date(Date.UTC(year, month, 1)));
}

/** The months the form offers for the first sending: this month and the next eleven. */
export function firstMonthChoices(now: Date): string[] {
  return Array.from({ length: 12 }, (_, index) =>
    monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + index, 1))),
  );
}

export function scheduledFormDefaults(report: ScheduledReport | null, now: Date): ScheduledFormValues {
  if (!report) {
    return {
      projectId: null,
      dashboardId: null,
      graphIds: [],
      reportName: '',
      reportTitle: '',
      contactId: null,
      frequency: 'monthly',
      daysOfMonth: [1],
      firstMonth: monthKey(now),
    };
  }
  const frequency = frequencyOfInterval(report.interval) ?? report.frequency;
  return {
    projectId: report.project.id,
    dashboardId: report.dashboard?.id ?? null,
    graphIds: (report.graphs ?? []).map((graph) => graph.id),
    reportName: report.reportName,
    reportTitle: report.reportTitle ?? '',
    contactId: report.contact.id,
    frequency,
    daysOfMonth: normalizeDays(report.daysOfMonth),
    firstMonth: upcomingAnchorMonth(report.anchorMonth ?? monthKey(now), report.interval, now),
  };
}
