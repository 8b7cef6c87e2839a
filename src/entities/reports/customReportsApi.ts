import { z } from 'zod';
import type { PageParams } from '../../api/listPage';
import { defineResource, listParams } from '../../api/resource';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { projectRefSchema } from '../structure/refs';
import { namedRefSchema } from './api';

/*
 * Custom reports (spec 001 §2 "Reports: … and custom"; the spec gives no detail, so the kind is
 * ours): a template composed freely from graphs of any of the project's dashboards, in the order
 * the user sets, each with an optional comment, after an introduction. The PDF is made in the
 * browser for a chosen period (src/features/reports/custom/). Read with personalized_report_view,
 * written with personalized_report_manage, like the other reports.
 */

export const customReportGraphSchema = z.object({
  graph: namedRefSchema,
  /** The dashboard the graph belongs to, named so that the list says where each graph comes from. */
  dashboard: namedRefSchema,
  comment: z.string().nullish(),
});
export type CustomReportGraph = z.infer<typeof customReportGraphSchema>;

export const customReportSchema = z.object({
  id: idSchema,
  project: projectRefSchema,
  name: z.string(),
  introduction: z.string().nullish(),
  /** In the order the report shows them. */
  graphs: z.array(customReportGraphSchema),
  createdAt: isoDateTimeSchema.nullish(),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type CustomReport = z.infer<typeof customReportSchema>;

/**
 * POST and PUT body. The server answers PROJECT_NOT_FOUND, INVALID_NAME, and GRAPH_NOT_FOUND for a
 * graph of no dashboard of the project.
 */
export const customReportPayloadSchema = z.object({
  project: idSchema,
  name: z.string().trim().min(1, { error: 'INVALID_NAME' }),
  introduction: z.string().trim().nullish(),
  graphs: z
    .array(z.object({ graph: idSchema, comment: z.string().trim().nullish() }))
    .min(1, { error: 'GRAPH_NOT_FOUND' }),
});
export type CustomReportPayload = z.input<typeof customReportPayloadSchema>;

export type CustomReportListParams = PageParams & { projectId?: number };

/** GET/POST custom-reports, GET/PUT/DELETE custom-reports/{id}. */
export const customReportsResource = defineResource({
  name: 'customReports',
  path: 'custom-reports',
  item: customReportSchema,
  params: listParams<CustomReportListParams>(),
  create: customReportPayloadSchema,
  update: customReportPayloadSchema,
});
