import { z } from 'zod';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { REPORT_FORM_MESSAGES, type Report, type ReportPayload } from '../../../entities/reports/api';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';
import type { DateRange } from '../../../lib/dateRanges';
import {
  isCustomRange,
  resolveDateRangeValue,
  validCustomRange,
  type DateRangeValue,
} from '../../../ui/DateRangePicker/dateRangeValue';

/*
 * The on-demand report form (spec 001 §3 Report, §5 report form): project, dashboard, at least one
 * of its graphs, the period, name, title and description. The three required choices carry the
 * spec's messages ('Merci de choisir un dashboard', '… un projet', '… au moins un graphe'); the
 * output is the POST/PUT body, parsed again by reportPayloadSchema when sent.
 */

export const REPORT_FORM_ERRORS = {
  ...REPORT_FORM_MESSAGES,
  period: 'report.onDemand.error.period',
  name: 'report.onDemand.error.name',
  nameLength: 'report.onDemand.error.nameLength',
} as const;
export type ReportFormError = (typeof REPORT_FORM_ERRORS)[keyof typeof REPORT_FORM_ERRORS];
export const REPORT_FORM_ERROR_IDS: readonly string[] = Object.values(REPORT_FORM_ERRORS);

/** A new report opens on the month before (spec 000 §9 shortcut M-1): the usual monthly report. */
export const DEFAULT_REPORT_PERIOD: DateRangeValue = { shortcut: 'M-1' };
export const REPORT_NAME_MAX = 200;

export interface ReportFormValues {
  project: number | null;
  dashboard: number | null;
  graphs: number[];
  period: DateRangeValue;
  name: string;
  title: string;
  description: string;
}

export function reportFormDefaults(report: Report | null): ReportFormValues {
  if (!report) {
    return {
      project: null,
      dashboard: null,
      graphs: [],
      period: DEFAULT_REPORT_PERIOD,
      name: '',
      title: '',
      description: '',
    };
  }
  return {
    project: report.project.id,
    dashboard: report.dashboard?.id ?? null,
    graphs: (report.graphs ?? []).map((graph) => graph.id),
    period: { start: report.startDate, end: report.endDate },
    name: report.name,
    title: report.title ?? '',
    description: report.description ?? '',
  };
}

/** The period the form's value stands for, as of `now`; null when it is missing or not valid. */
export function reportPeriodOf(value: DateRangeValue, now: Date, timeZone = DEFAULT_TIME_ZONE): DateRange | null {
  if (value === null) return null;
  if (isCustomRange(value) && !validCustomRange(value.start, value.end, timeZone)) return null;
  return resolveDateRangeValue(value, now, timeZone);
}

const chosen = (message: string) =>
  z
    .number()
    .nullable()
    .refine((id) => id !== null, { message });

/**
 * The form's schema, with the clock shortcuts resolve against: the same schema the tests use. Its
 * output is the report body (spec 001 §7); empty title and description are sent as null.
 */
export function reportFormSchema(now: () => Date = () => new Date(), timeZone = DEFAULT_TIME_ZONE) {
  return z
    .object({
      project: chosen(REPORT_FORM_ERRORS.project),
      dashboard: chosen(REPORT_FORM_ERRORS.dashboard),
      graphs: z.array(z.number().int().positive()).min(1, { message: REPORT_FORM_ERRORS.graphs }),
      period: z.custom<DateRangeValue>().refine((value) => reportPeriodOf(value, now(), timeZone) !== null, {
        message: REPORT_FORM_ERRORS.period,
      }),
      name: z
        .string()
        .trim()
        .min(1, { message: REPORT_FORM_ERRORS.name })
        .max(REPORT_NAME_MAX, { message: REPORT_FORM_ERRORS.nameLength }),
      title: z.string().trim(),
      description: z.string(),
    })
    .transform((values): ReportPayload => {
      const period = reportPeriodOf(values.period, now(), timeZone);
      return {
        project: values.project ?? 0,
        dashboard: values.dashboard ?? 0,
        graphs: values.graphs,
        name: values.name,
        title: values.title === '' ? null : values.title,
        description: values.description.trim() === '' ? null : values.description,
        startDate: period?.start.toISOString() ?? '',
        endDate: period?.end.toISOString() ?? '',
      };
    });
}
export type ReportFormOutput = z.output<ReturnType<typeof reportFormSchema>>;

/** The server codes (spec 000 §8) that name a field of the form; the field says the code's own text. */
export const REPORT_SERVER_FIELDS: ServerFieldTable<keyof ReportFormValues> = {
  PROJECT_NOT_FOUND: { field: 'project' },
  DASHBOARD_NOT_FOUND: { field: 'dashboard' },
  GRAPH_NOT_FOUND: { field: 'graphs' },
  INVALID_NAME: { field: 'name' },
  INVALID_PERIOD: { field: 'period' },
};
