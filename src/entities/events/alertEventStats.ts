import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { clientRefSchema, placeRefSchema, projectRefSchema } from '../structure/refs';

/**
 * The home alert-event summary (spec 001 §2 "Home", §7 "Other": GET stats alert event). One row
 * per project with the spec's fields; what each count means is our reading, stated per field.
 */

const count = z.number().int().nonnegative();

export const alertEventStatsRowSchema = z.object({
  client: clientRefSchema,
  site: placeRefSchema,
  project: projectRefSchema,
  /** Every event of the project that was not cancelled, in progress or finished. */
  global: count,
  /** Events in progress of type offline or offline_single (data quality). */
  offline: count,
  /** Events in progress of type nodata. */
  nodata: count,
  /** Events in progress of type com (communication). */
  com: count,
  /** Business events in progress: high, low, in_range, out_of_range, stagnation. */
  spec: count,
  /** All events in progress: tech + spec. */
  total: count,
  /** Events still "new" (not yet seen or handled), in progress or finished. */
  new: count,
  /** Technical events in progress: offline + nodata + com. */
  tech: count,
  /** Whole days since the oldest last data among the project's measured variables (0: up to date). */
  daysdelay: count,
});
export type AlertEventStatsRow = z.infer<typeof alertEventStatsRowSchema>;

export const alertEventStatsSchema = z.object({
  data: z.array(alertEventStatsRowSchema),
  total_count: count,
  /** Non-cancelled events of the filtered projects by status. */
  statuses: z.object({ new: count, seen: count, fixed_no_action: count, fixed: count }),
  /** Non-cancelled events in progress. */
  current: count,
});
export type AlertEventStats = z.infer<typeof alertEventStatsSchema>;

export type AlertEventStatsParams = { clientId?: number; placeId?: number; projectId?: number };

/** GET stats/alert-events: every event write refreshes it (src/entities/refreshes.ts). */
export const alertEventStatsQuery = defineQuery({
  name: 'alert-event-stats',
  path: 'stats/alert-events',
  params: (args: AlertEventStatsParams) => args,
  schema: alertEventStatsSchema,
});
