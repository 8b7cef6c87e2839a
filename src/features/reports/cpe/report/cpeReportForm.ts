import { z } from 'zod';
import type { ServerFieldTable } from '../../../../navigation/forms/serverFieldErrors';
import { BEX_REPORT_STATUSES, type BexReport, type BexReportPayload } from '../../../../entities/reports/bexReportsApi';
import { DEFAULT_TIME_ZONE } from '../../../../lib/dateFormat';
import { DATE_SHORTCUTS } from '../../../../lib/dateRanges';
import {
  resolveDateRangeValue,
  toLocalInputValue,
  validCustomRange,
} from '../../../../ui/DateRangePicker/dateRangeValue';

/*
 * The CPE report form (spec 001 §2 cperapports add and edit/{rapportId}; §7 POST / PUT
 * bex-reports with type cpe): project, period, name, title, status, comments. The contract's
 * figures are the server's (bexReportPayloadSchema): they are computed over the period saved.
 * Error messages are the form's keys (useCpeFieldText).
 */

const periodSchema = z
  .union([z.object({ shortcut: z.enum(DATE_SHORTCUTS) }), z.object({ start: z.string(), end: z.string() }), z.null()])
  .refine((value) => value !== null && ('shortcut' in value || validCustomRange(value.start, value.end) !== null), {
    message: 'periodRequired',
  });

export const cpeReportFormSchema = z.object({
  projectId: z
    .number()
    .int()
    .positive('projectRequired')
    .nullable()
    .refine((id) => id !== null, 'projectRequired'),
  period: periodSchema,
  name: z.string().trim().min(1, 'nameRequired').max(200, 'nameRequired'),
  title: z.string().trim().max(200),
  status: z.enum(BEX_REPORT_STATUSES),
  comments: z.string().trim().max(4000),
});
export type CpeReportFormValues = z.input<typeof cpeReportFormSchema>;
export type CpeReportFormOutput = z.output<typeof cpeReportFormSchema>;
export type CpeReportField = keyof CpeReportFormValues;

/** A new report: a draft over the last full calendar month (a contract's figures are read by whole months). */
export function emptyCpeReport(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CpeReportFormValues {
  const month = toLocalInputValue(now, timeZone).slice(0, 7);
  const [year = 2000, monthNumber = 1] = month.split('-').map(Number);
  const previous = new Date(Date.UTC(year, monthNumber - 2, 1));
  const text = (date: Date) => `${date.toISOString().slice(0, 7)}-01T00:00`;
  return {
    projectId: null,
    period: { start: text(previous), end: `${month}-01T00:00` },
    name: '',
    title: '',
    status: 'draft',
    comments: '',
  };
}

export function cpeReportFormValuesOf(report: BexReport, timeZone: string = DEFAULT_TIME_ZONE): CpeReportFormValues {
  return {
    projectId: report.project.id,
    period: {
      start: toLocalInputValue(new Date(report.startDate), timeZone),
      end: toLocalInputValue(new Date(report.endDate), timeZone),
    },
    name: report.name,
    title: report.title ?? '',
    status: report.status,
    comments: report.comments ?? '',
  };
}

/** The POST / PUT body: a shortcut is resolved to its dates now, empty texts are sent as null. */
export function cpeReportPayloadOf(
  values: CpeReportFormOutput,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): BexReportPayload {
  const period = resolveDateRangeValue(values.period, now, timeZone);
  return {
    type: 'cpe',
    project: values.projectId ?? 0,
    name: values.name,
    title: values.title || null,
    startDate: period.start.toISOString(),
    endDate: period.end.toISOString(),
    status: values.status,
    comments: values.comments || null,
  };
}

/** The server codes (spec 000 §8) that belong on a field of this form. */
export const CPE_REPORT_FIELD_OF_CODE: ServerFieldTable<CpeReportField> = {
  PROJECT_NOT_FOUND: { field: 'projectId' },
  INVALID_NAME: { field: 'name' },
  INVALID_PERIOD: { field: 'period' },
};
