import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { z } from 'zod';
import type { ServerFieldTable } from '../../../../navigation/forms/serverFieldErrors';
import { BEX_REPORT_STATUSES, type BexReport, type BexReportPayload } from '../../../../entities/reports/bexReportsApi';
import { DEFAULT_TIME_ZONE } from '../../../../lib/dateFormat';
import { isDateValue } from '../../../../ui/DateField/dateText';
import { requiredProjectIdSchema } from '../requiredProject';

/*
 * The CPE report form (spec 001 §2 cperapports add and edit/{rapportId}; §7 POST / PUT
 * bex-reports with type cpe): project, period, name, title, status, comments. The contract's
 * figures are the server's (bexReportPayloadSchema): they are computed over the period saved.
 * Error messages are the form's keys (useCpeFieldText).
 *
 * The period is typed as a report states it (periodText.ts): whole days on the site's clock, its
 * first and its last day included ("du 01/08/2026 au 31/10/2026"). The API holds it as instants
 * with an exclusive end: midnight of the first day, and midnight after the last.
 */

export const cpeReportFormSchema = z
  .object({
    projectId: requiredProjectIdSchema,
    firstDay: z.string().refine((value) => isDateValue(value, 'date'), 'firstDayRequired'),
    lastDay: z.string().refine((value) => isDateValue(value, 'date'), 'lastDayRequired'),
    name: z.string().trim().min(1, 'nameRequired').max(200, 'nameRequired'),
    title: z.string().trim().max(200),
    status: z.enum(BEX_REPORT_STATUSES),
    comments: z.string().trim().max(4000),
  })
  .refine(
    (values) =>
      !isDateValue(values.firstDay, 'date') ||
      !isDateValue(values.lastDay, 'date') ||
      values.lastDay >= values.firstDay,
    { message: 'lastDayBeforeFirst', path: ['lastDay'] },
  );
export type CpeReportFormValues = z.input<typeof cpeReportFormSchema>;
export type CpeReportFormOutput = z.output<typeof cpeReportFormSchema>;
export type CpeReportField = keyof CpeReportFormValues;

const DAY_MS = 86_400_000;

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** A new report: a draft over the last full calendar month (a contract's figures are read by whole months). */
export function emptyCpeReport(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CpeReportFormValues {
  const monthStart = `${formatInTimeZone(now, timeZone, 'yyyy-MM')}-01`;
  const lastDay = new Date(Date.parse(`${monthStart}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return {
    projectId: null,
    firstDay: `${lastDay.slice(0, 7)}-01`,
    lastDay,
    name: '',
    title: '',
    status: 'draft',
    comments: '',
  };
}

export function cpeReportFormValuesOf(report: BexReport, timeZone: string = DEFAULT_TIME_ZONE): CpeReportFormValues {
  const start = Date.parse(report.startDate);
  const end = Date.parse(report.endDate);
  return {
    projectId: report.project.id,
    firstDay: formatInTimeZone(start, timeZone, 'yyyy-MM-dd'),
    // The last day included: the day of the instant just before the end (periodText.ts).
    lastDay: formatInTimeZone(Math.max(start, end - 1), timeZone, 'yyyy-MM-dd'),
    name: report.name,
    title: report.title ?? '',
    status: report.status,
    comments: report.comments ?? '',
  };
}

/** The POST / PUT body: the days from midnight to midnight on the site's clock, empty texts as null. */
export function cpeReportPayloadOf(
  values: CpeReportFormOutput,
  timeZone: string = DEFAULT_TIME_ZONE,
): BexReportPayload {
  return {
    type: 'cpe',
    project: values.projectId ?? 0,
    name: values.name,
    title: values.title || null,
    startDate: fromZonedTime(`${values.firstDay}T00:00:00`, timeZone).toISOString(),
    endDate: fromZonedTime(`${nextDay(values.lastDay)}T00:00:00`, timeZone).toISOString(),
    status: values.status,
    comments: values.comments || null,
  };
}

/** The server codes (spec 000 §8) that belong on a field of this form. */
export const CPE_REPORT_FIELD_OF_CODE: ServerFieldTable<CpeReportField> = {
  PROJECT_NOT_FOUND: { field: 'projectId' },
  INVALID_NAME: { field: 'name' },
  INVALID_PERIOD: { field: 'lastDay' },
};
