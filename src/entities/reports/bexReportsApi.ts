import type { PageParams } from '../../api/listPage';
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { projectRefSchema } from '../structure/refs';
import { defineResource, listParams } from '../../api/resource';
import { namedRefSchema, personRefSchema } from './api';

/*
 * The second report family (spec 001 §7): maintenance reports (routes bexrapports) and CPE reports
 * (routes cperapports), on one path told apart by `type`. Reading needs maintenance_report_view or
 * cpe_report_view, writing the matching _manage (spec 001 §6). Unknown ids answer
 * BEX_SUPPORT_REPORT_NOT_FOUND.
 */

export const BEX_REPORT_TYPES = ['maintenance', 'cpe'] as const;
export type BexReportType = (typeof BEX_REPORT_TYPES)[number];

export const BEX_REPORT_STATUSES = ['draft', 'validated', 'sent'] as const;

import { MAINTENANCE_CHECK_KINDS } from './maintenanceChecks';

export { MAINTENANCE_CHECK_KINDS, type MaintenanceCheckKind } from './maintenanceChecks';

export const maintenanceCheckSchema = z.object({
  kind: z.enum(MAINTENANCE_CHECK_KINDS),
  /** The variable at fault; null for a module (acquisition device) that does not respond. */
  variable: namedRefSchema.nullish(),
  acquisitionDevice: namedRefSchema.nullish(),
  occurrences: z.number().int().nonnegative(),
  firstSeenAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** The worst value seen (lowest below the range, value after a counter's drop); none for a silence. */
  value: z.number().nullish(),
  /** The sensor's range the value was checked against (spec 001 §9). */
  range: z.object({ min: z.number(), max: z.number() }).nullish(),
  /** The series that shows the finding (for a module: one of its variables), to chart it. */
  series: z.object({ variable: namedRefSchema, aggregationId: idSchema, unit: z.string().nullish() }).nullish(),
  comment: z.string().nullish(),
});
export type MaintenanceCheck = z.infer<typeof maintenanceCheckSchema>;

/** What a CPE report states over its period (MWh). */
export const cpeSummarySchema = z.object({
  commitmentMwh: z.number(),
  referenceConsumptionMwh: z.number(),
  measuredConsumptionMwh: z.number(),
  savingsMwh: z.number(),
  achievementRate: z.number(),
});

export const bexReportSchema = z.object({
  id: idSchema,
  type: z.enum(BEX_REPORT_TYPES),
  project: projectRefSchema,
  name: z.string(),
  title: z.string().nullish(),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema,
  status: z.enum(BEX_REPORT_STATUSES),
  comments: z.string().nullish(),
  checks: z.array(maintenanceCheckSchema).nullish(),
  summary: cpeSummarySchema.nullish(),
  author: personRefSchema.nullish(),
  createdAt: isoDateTimeSchema.nullish(),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type BexReport = z.infer<typeof bexReportSchema>;

/** A check as the user annotates it: kind, the variable or module by id, a comment. */
const checkPayloadSchema = z.object({
  kind: z.enum(MAINTENANCE_CHECK_KINDS),
  variableId: idSchema.nullish(),
  acquisitionDeviceId: idSchema.nullish(),
  occurrences: z.number().int().nonnegative(),
  firstSeenAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  comment: z.string().nullish(),
});

/**
 * POST and PUT body. A maintenance report created without checks gets the server's own run of
 * the checks over the period; the CPE summary is always the server's.
 */
export const bexReportPayloadSchema = z
  .object({
    type: z.enum(BEX_REPORT_TYPES),
    project: idSchema,
    name: z.string().trim().min(1, { error: 'INVALID_NAME' }),
    title: z.string().trim().nullish(),
    startDate: isoDateTimeSchema,
    endDate: isoDateTimeSchema,
    status: z.enum(BEX_REPORT_STATUSES).optional(),
    comments: z.string().nullish(),
    checks: z.array(checkPayloadSchema).optional(),
  })
  .refine((report) => Date.parse(report.startDate) < Date.parse(report.endDate), {
    message: 'INVALID_PERIOD',
    path: ['endDate'],
  });
export type BexReportPayload = z.input<typeof bexReportPayloadSchema>;

/** In a check of a report read back: what the payload sends for it. */
export function checkPayloadOf(check: MaintenanceCheck): z.input<typeof checkPayloadSchema> {
  return {
    kind: check.kind,
    variableId: check.variable?.id ?? null,
    acquisitionDeviceId: check.acquisitionDevice?.id ?? null,
    occurrences: check.occurrences,
    firstSeenAt: check.firstSeenAt,
    lastSeenAt: check.lastSeenAt,
    comment: check.comment ?? null,
  };
}

export type BexReportListParams = PageParams & {
  type?: BexReportType;
  projectId?: number;
  status?: (typeof BEX_REPORT_STATUSES)[number];
};

/** GET/POST bex-reports, GET/PUT/DELETE bex-reports/{id} (spec 001 §7 "a second report family"). */
export const bexReportsResource = defineResource({
  name: 'bexReports',
  path: 'bex-reports',
  item: bexReportSchema,
  params: listParams<BexReportListParams>(),
  create: bexReportPayloadSchema,
  update: bexReportPayloadSchema,
});
