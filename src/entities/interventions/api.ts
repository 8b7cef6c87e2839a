import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ListPage, PageParams, SortParams, StructureFilters } from '../../api/listPage';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { projectRefSchema } from '../structure/refs';
import { keyUnder } from '../../api/querySource';
import { defineResource, listParams } from '../../api/resource';
import {
  COMPLETED_INTERVENTION_STATUS_ID,
  INTERVENTION_TYPES,
  type InterventionStatusName,
  type InterventionType,
} from './interventionStatus';

/*
 * Intervention tickets (spec 001 §3, §7 "Interventions"). List columns: project, date, type, user,
 * title, statut, duration (spec 001 §2). Reads need intervention_view, writes intervention_manage.
 */

export const hardwareLineSchema = z.object({ type: z.string(), quantity: z.number().int().nonnegative() });

export const interventionSchema = z.object({
  id: idSchema,
  type: z.string(),
  user: z.object({ id: idSchema, name: z.string() }).nullish(),
  title: z.string(),
  description: z.string().nullish(),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema.nullish(),
  /** Minutes spent. */
  duration: z.number().nonnegative().nullish(),
  status: z.object({ id: idSchema, name: z.string() }),
  project: projectRefSchema,
  hardware: z.array(hardwareLineSchema),
  createdAt: isoDateTimeSchema.nullish(),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type Intervention = z.infer<typeof interventionSchema>;

/** spec 001 §5: "Ce champ est obligatoire" — the message id the form shows for a missing hardware type. */
export const REQUIRED_FIELD_MESSAGE = 'form.required';

/**
 * POST and PUT body (PUT without id). A hardware line without a type is refused here and by the
 * server (400 INVALID_JSON: the catalogue has no closer code); an empty title is INVALID_NAME, an
 * end before the start INVALID_PERIOD.
 */
export const interventionPayloadSchema = z
  .object({
    type: z.enum(INTERVENTION_TYPES),
    user: idSchema.nullish(),
    title: z.string().trim().min(1, { error: 'INVALID_NAME' }),
    description: z.string().nullish(),
    startDate: isoDateTimeSchema,
    endDate: isoDateTimeSchema.nullish(),
    duration: z.number().int().nonnegative().nullish(),
    status: idSchema,
    project: idSchema,
    hardware: z.array(
      z.object({
        type: z.string({ error: REQUIRED_FIELD_MESSAGE }).trim().min(1, { error: REQUIRED_FIELD_MESSAGE }),
        quantity: z.number().int().positive(),
      }),
    ),
  })
  .refine((ticket) => !ticket.endDate || Date.parse(ticket.startDate) <= Date.parse(ticket.endDate), {
    message: 'INVALID_PERIOD',
    path: ['endDate'],
  });
export type InterventionPayload = z.input<typeof interventionPayloadSchema>;

export type InterventionListParams = PageParams &
  SortParams &
  StructureFilters & {
    type?: InterventionType;
    /** Text in the title or the description. */
    search?: string;
    /** The period the ticket started in (ISO instants). */
    start?: string;
    end?: string;
    /** A status name (open, in_progress, on_hold, completed). */
    status?: InterventionStatusName;
    /** A status id; without it the list holds the current tickets (every status but completed). */
    interventionStatus?: number;
  };

/** GET interventions, POST; GET/PUT/DELETE interventions/{id} (spec 001 §7). */
export const interventionsResource = defineResource({
  name: 'interventions',
  path: 'interventions',
  item: interventionSchema,
  params: listParams<InterventionListParams>(),
  create: interventionPayloadSchema,
  update: interventionPayloadSchema,
});

/** spec 001 §7: the current tickets and the archived (completed) ones, in one answer. */
export interface AllInterventions {
  data: Intervention[];
  total_count: number;
  data_completed: Intervention[];
  count_completed: number;
}

/**
 * The fetch-all of spec 001 §7: two GETs, the second adding interventionStatus set to the
 * completed status id. Both run at once; either failing fails the whole.
 */
export async function fetchAllInterventions(
  params: Omit<InterventionListParams, 'interventionStatus'> = {},
  signal?: AbortSignal,
): Promise<AllInterventions> {
  const [current, completed]: [ListPage<Intervention>, ListPage<Intervention>] = await Promise.all([
    interventionsResource.list(params, signal),
    interventionsResource.list({ ...params, interventionStatus: COMPLETED_INTERVENTION_STATUS_ID }, signal),
  ]);
  return {
    data: current.data,
    total_count: current.total_count,
    data_completed: completed.data,
    count_completed: completed.total_count,
  };
}

export function allInterventionsQuery(params: Omit<InterventionListParams, 'interventionStatus'> = {}) {
  return queryOptions({
    // Beside the lists, not under them: the fetch-all answer has its own shape, refreshed, not patched.
    queryKey: keyUnder(interventionsResource, 'all', params),
    queryFn: ({ signal }) => fetchAllInterventions(params, signal),
  });
}
