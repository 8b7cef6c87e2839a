import type { PageParams } from '../../api/listPage';
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { projectRefSchema } from '../structure/refs';
import { defineResource, listParams } from '../../api/resource';

/*
 * On-demand reports (spec 001 §3 "Report (on demand)", §7 "Reports (on demand)"). Generation is
 * asynchronous (spec 001 §4): a new report is `pending`, and when its document is ready the server
 * pushes a `download_request` live message naming the report's download request, whose file is
 * then downloaded like any self-service export. Maintenance and CPE reports are in
 * bexReportsApi.ts, scheduled reports in scheduledReportsApi.ts.
 */

export const REPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A dashboard or graph as a report names it. */
export const namedRefSchema = z.object({ id: idSchema, name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const personRefSchema = z.object({ id: idSchema, name: z.string() });

export const reportSchema = z.object({
  id: idSchema,
  name: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema,
  project: projectRefSchema,
  dashboard: namedRefSchema.nullish(),
  graphs: z.array(namedRefSchema).nullish(),
  status: z.enum(REPORT_STATUSES),
  /** The download request (and file: same id) of the generated document, once asked for. */
  downloadRequestId: idSchema.nullish(),
  createdAt: isoDateTimeSchema.nullish(),
  createdBy: personRefSchema.nullish(),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * Message ids of the report form's rules (spec 001 §5): "Merci de choisir un dashboard", "Merci de
 * choisir un projet", "Merci de selectioner au moins un graphe".
 */
export const REPORT_FORM_MESSAGES = {
  dashboard: 'report.form.dashboardRequired',
  project: 'report.form.projectRequired',
  graphs: 'report.form.graphRequired',
} as const;

const requiredId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

/**
 * The report body (spec 001 §7: project, dashboard, graphs, name, title, description, dates).
 * Also the form's schema: the three required choices of spec 001 §5 carry their message ids. The
 * server answers PROJECT_NOT_FOUND, DASHBOARD_NOT_FOUND or GRAPH_NOT_FOUND for a missing or
 * unknown one, INVALID_NAME for an empty name and INVALID_PERIOD for dates in the wrong order.
 */
export const reportPayloadSchema = z
  .object({
    project: requiredId(REPORT_FORM_MESSAGES.project),
    dashboard: requiredId(REPORT_FORM_MESSAGES.dashboard),
    graphs: z.array(idSchema, { error: REPORT_FORM_MESSAGES.graphs }).min(1, { error: REPORT_FORM_MESSAGES.graphs }),
    name: z.string().trim().min(1, { error: 'INVALID_NAME' }),
    title: z.string().trim().nullish(),
    description: z.string().nullish(),
    startDate: isoDateTimeSchema,
    endDate: isoDateTimeSchema,
  })
  .refine((report) => Date.parse(report.startDate) < Date.parse(report.endDate), {
    message: 'INVALID_PERIOD',
    path: ['endDate'],
  });
export type ReportPayload = z.input<typeof reportPayloadSchema>;

export type ReportListParams = PageParams & { projectId?: number };

/** GET/POST reports, GET/PUT/DELETE reports/{id} (spec 001 §7). */
export const reportsResource = defineResource({
  name: 'reports',
  path: 'reports',
  item: reportSchema,
  params: listParams<ReportListParams>(),
  create: reportPayloadSchema,
  update: reportPayloadSchema,
});
