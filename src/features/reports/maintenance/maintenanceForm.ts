import { addMonths } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import { z } from 'zod';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { BEX_REPORT_STATUSES, type BexReport, type BexReportPayload } from '../../../entities/reports/bexReportsApi';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';
import { DATE_SHORTCUTS } from '../../../lib/dateRanges';
import {
  isInvalidCustomRange,
  resolveDateRangeValue,
  toLocalInputValue,
  type DateRangeValue,
} from '../../../ui/DateRangePicker/dateRangeValue';

/*
 * A maintenance report's form (spec 001 §2 bexrapports add / edit): the project, the period the
 * checks run over (spec 001 §9), a name, a title, the status and the reviewer's comments. The
 * checks themselves run on the server when the report is saved.
 */

/** A maintenance report covers at most a year: the checks read every variable of the project. */
export const MAX_PERIOD_MS = 366 * 86_400_000;

const periodSchema = z.union([
  z.object({ shortcut: z.enum(DATE_SHORTCUTS) }),
  z.object({ start: z.string(), end: z.string() }),
]);

export const maintenanceFormSchema = z
  .object({
    projectId: z.number().int().positive().nullable(),
    period: periodSchema.nullable(),
    name: z
      .string()
      .trim()
      .min(1, { error: 'maintenanceReport.error.name' })
      .max(200, { error: 'maintenanceReport.error.nameLength' }),
    title: z.string().trim().max(200, { error: 'maintenanceReport.error.titleLength' }),
    status: z.enum(BEX_REPORT_STATUSES),
    comments: z.string().trim().max(4000, { error: 'maintenanceReport.error.commentsLength' }),
  })
  .superRefine((values, context) => {
    if (values.projectId === null)
      context.addIssue({ code: 'custom', path: ['projectId'], message: 'maintenanceReport.error.project' });
    // A custom period typed out of order or half typed would silently read as the default one.
    if (values.period === null || isInvalidCustomRange(values.period)) {
      context.addIssue({ code: 'custom', path: ['period'], message: 'maintenanceReport.error.period' });
      return;
    }
    const { start, end } = resolveDateRangeValue(values.period, new Date());
    if (end.getTime() - start.getTime() > MAX_PERIOD_MS)
      context.addIssue({ code: 'custom', path: ['period'], message: 'maintenanceReport.error.periodLength' });
  });
export type MaintenanceFormValues = z.input<typeof maintenanceFormSchema>;

/** The month before `now`, in the zone: what a monthly maintenance review looks at. */
export function previousMonth(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { start: string; end: string } {
  const wall = toZonedTime(now, timeZone);
  const thisMonth = new Date(wall.getFullYear(), wall.getMonth(), 1);
  const start = fromZonedTime(addMonths(thisMonth, -1), timeZone);
  const end = fromZonedTime(thisMonth, timeZone);
  return { start: toLocalInputValue(start, timeZone), end: toLocalInputValue(end, timeZone) };
}

export function newMaintenanceValues(projectId: number | null, now: Date = new Date()): MaintenanceFormValues {
  return { projectId, period: previousMonth(now), name: '', title: '', status: 'draft', comments: '' };
}

export function maintenanceValuesOf(report: BexReport): MaintenanceFormValues {
  return {
    projectId: report.project.id,
    period: {
      start: toLocalInputValue(new Date(report.startDate)),
      end: toLocalInputValue(new Date(report.endDate)),
    },
    name: report.name,
    title: report.title ?? '',
    status: report.status,
    comments: report.comments ?? '',
  };
}

/** The POST / PUT body of valid values; a shortcut is resolved against `now`. */
export function maintenancePayload(values: MaintenanceFormValues, now: Date = new Date()): BexReportPayload {
  const period: DateRangeValue = values.period;
  const { start, end } = resolveDateRangeValue(period, now);
  return {
    type: 'maintenance',
    project: values.projectId ?? 0,
    name: values.name.trim(),
    title: values.title.trim() || null,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    status: values.status,
    comments: values.comments.trim() || null,
  };
}

type FormField = 'projectId' | 'period' | 'name';

/**
 * The codes of spec 000 §8 a save can answer that concern one field, and that field (which says
 * the code's own text from the API catalogue).
 */
export const MAINTENANCE_SERVER_FIELDS: ServerFieldTable<FormField> = {
  INVALID_NAME: { field: 'name' },
  PROJECT_NOT_FOUND: { field: 'projectId' },
  INVALID_PERIOD: { field: 'period' },
};
