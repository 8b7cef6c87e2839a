import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { listPageSchema, type PageParams } from '../../api/listPage';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../../api/schemas';
import { projectRefSchema } from '../structure/refs';
import { defineResource, listParams } from '../../api/resource';
import { namedRefSchema } from './api';
import { frequencyOfInterval, recurrenceRuleSchema, REPORT_FREQUENCIES } from './recurrence';

/*
 * Automatic (scheduled) reports and their sent history (spec 001 §3, §7 "Scheduled reports").
 * List columns: project, frequency, reportName, reportTitle, contactName (spec 001 §2).
 */

export const contactRefSchema = z.object({ id: idSchema, name: z.string(), email: z.string() });

export const scheduledReportSchema = z.object({
  id: idSchema,
  project: projectRefSchema,
  frequency: z.enum(REPORT_FREQUENCIES),
  /** spec 000 §3: 1, 2 or 3 months, which the frequency names. */
  interval: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  daysOfMonth: z.array(z.number().int().min(1).max(31)),
  reportName: z.string(),
  reportTitle: z.string().nullish(),
  contact: contactRefSchema,
  dashboard: namedRefSchema.nullish(),
  /** Graphs of that dashboard the report shows (all of them when none is named). */
  graphs: z.array(namedRefSchema).nullish(),
  /** The month periods are counted from. */
  anchorMonth: isoDateSchema.nullish(),
  lastSentAt: isoDateTimeSchema.nullish(),
  nextSendAt: isoDateTimeSchema.nullish(),
  createdAt: isoDateTimeSchema.nullish(),
});
export type ScheduledReport = z.infer<typeof scheduledReportSchema>;

/**
 * POST and PUT body (PUT without id). The frequency is sent with the interval it derives from, so
 * that a server reading either agrees; INVALID_FREQUENCY answers another interval or a day outside
 * 1..31 (spec 000 §8).
 */
export const scheduledReportPayloadSchema = z
  .object({
    project: idSchema,
    dashboard: idSchema.nullish(),
    /** Graphs of the dashboard; GRAPH_NOT_FOUND for one of another dashboard. */
    graphs: z.array(idSchema).default([]),
    reportName: z.string().trim().min(1, { error: 'INVALID_NAME' }),
    reportTitle: z.string().trim().nullish(),
    contact: idSchema,
    anchorMonth: isoDateSchema.nullish(),
  })
  .extend(recurrenceRuleSchema.shape)
  .transform((payload) => ({ ...payload, frequency: frequencyOfInterval(payload.interval) }));
export type ScheduledReportPayload = z.input<typeof scheduledReportPayloadSchema>;

export type ScheduledReportListParams = PageParams & { projectId?: number };

/** GET/POST scheduled-reports, GET/PUT/DELETE scheduled-reports/{id}. */
export const scheduledReportsResource = defineResource({
  name: 'scheduledReports',
  path: 'scheduled-reports',
  item: scheduledReportSchema,
  params: listParams<ScheduledReportListParams>(),
  create: scheduledReportPayloadSchema,
  update: scheduledReportPayloadSchema,
});

/** One sending of a scheduled report (the "sent history" of spec 001 §3; route reporhistory). */
export const scheduledReportSendSchema = z.object({
  id: idSchema,
  scheduledReport: z.object({ id: idSchema, reportName: z.string() }),
  project: projectRefSchema,
  contact: contactRefSchema,
  sentAt: isoDateTimeSchema,
  status: z.enum(['sent', 'failed']),
  periodStart: isoDateTimeSchema.nullish(),
  periodEnd: isoDateTimeSchema.nullish(),
  fileName: z.string().nullish(),
});
export type ScheduledReportSend = z.infer<typeof scheduledReportSendSchema>;

export type ScheduledReportHistoryParams = PageParams & {
  scheduledReportId?: number;
  projectId?: number;
};

/** GET scheduled-reports/history with params. */
export const scheduledReportHistoryQuery = defineQuery({
  name: 'history',
  of: scheduledReportsResource,
  path: 'scheduled-reports/history',
  params: (params: ScheduledReportHistoryParams) => params,
  schema: listPageSchema(scheduledReportSendSchema),
});
