import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { listPageSchema, type PageParams } from '../../api/listPage';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../../api/schemas';
import { defineResource, listParams } from '../../api/resource';
import { projectRefSchema } from '../structure/refs';
import { frequencyOfInterval, recurrenceRuleSchema, REPORT_FREQUENCIES } from './recurrence';
import { contactRefSchema } from './scheduledReportsApi';

/*
 * CPE report programs (spec 001 §2 cperapports addprogram, editprogram/{rapportId}, reporhistory):
 * a program sends a project's CPE report (energy-performance contract) to contacts on the
 * recurrence of spec 000 §3 (interval 1, 2 or 3 months: monthly, bimonthly, quarterly; the days of
 * the month). Built like the scheduled reports of spec 001 §7 (GET list, GET sent history with
 * params, POST, PUT {id}, GET {id}, DELETE {id}) and gated by cpe_report_view / cpe_report_manage
 * (spec 001 §6). A day of 31 is the month's last day (recurrence.ts nextSendDates).
 */

/** The day that stands for "the last day of the month" (nextSendDates sends it on the month's last day). */
export const LAST_DAY_OF_MONTH = 31;

export const cpeProgramSchema = z.object({
  id: idSchema,
  project: projectRefSchema,
  name: z.string(),
  frequency: z.enum(REPORT_FREQUENCIES),
  interval: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  daysOfMonth: z.array(z.number().int().min(1).max(31)),
  contacts: z.array(contactRefSchema),
  /** The month of the first sending (YYYY-MM-01): periods are counted from it. */
  anchorMonth: isoDateSchema,
  comments: z.string().nullish(),
  lastSentAt: isoDateTimeSchema.nullish(),
  nextSendAt: isoDateTimeSchema.nullish(),
  createdAt: isoDateTimeSchema.nullish(),
});
export type CpeProgram = z.infer<typeof cpeProgramSchema>;

/**
 * POST and PUT body (PUT without id): the frequency goes with the interval it derives from.
 * INVALID_FREQUENCY answers another interval, no day or a day outside 1..31 (spec 000 §8).
 */
export const cpeProgramPayloadSchema = z
  .object({
    project: idSchema,
    name: z.string().trim().min(1, { error: 'INVALID_NAME' }),
    contacts: z.array(idSchema).min(1, { error: 'CONTACT_NOT_FOUND' }),
    anchorMonth: isoDateSchema,
    comments: z.string().trim().nullish(),
  })
  .extend(recurrenceRuleSchema.shape)
  .transform((payload) => ({ ...payload, frequency: frequencyOfInterval(payload.interval) }));
export type CpeProgramPayload = z.input<typeof cpeProgramPayloadSchema>;

export type CpeProgramListParams = PageParams & { projectId?: number; ordering?: string };

/** GET/POST cpe-programs, GET/PUT/DELETE cpe-programs/{id}; a delete lowers the count (spec 001 §4). */
export const cpeProgramsResource = defineResource({
  name: 'cpePrograms',
  path: 'cpe-programs',
  item: cpeProgramSchema,
  params: listParams<CpeProgramListParams>(),
  create: cpeProgramPayloadSchema,
  update: cpeProgramPayloadSchema,
});

export const CPE_SEND_STATUSES = ['sent', 'failed'] as const;
export type CpeSendStatus = (typeof CPE_SEND_STATUSES)[number];

/** One sending of a program: the report sent (when it was made), to whom, when, and how it went. */
export const cpeSendSchema = z.object({
  id: idSchema,
  program: z.object({ id: idSchema, name: z.string() }),
  report: z.object({ id: idSchema, name: z.string() }).nullish(),
  project: projectRefSchema,
  contact: contactRefSchema,
  sentAt: isoDateTimeSchema,
  status: z.enum(CPE_SEND_STATUSES),
  periodStart: isoDateTimeSchema.nullish(),
  periodEnd: isoDateTimeSchema.nullish(),
});
export type CpeSend = z.infer<typeof cpeSendSchema>;

export type CpeSendListParams = PageParams & {
  programId?: number;
  projectId?: number;
  status?: CpeSendStatus;
  /** Sent at or after / before (ISO instants). */
  start?: string;
  end?: string;
};

/** GET cpe-programs/history with params (route reporhistory), newest first. */
export const cpeSendHistoryQuery = defineQuery({
  name: 'history',
  of: cpeProgramsResource,
  path: 'cpe-programs/history',
  params: (params: CpeSendListParams) => params,
  schema: listPageSchema(cpeSendSchema),
});
