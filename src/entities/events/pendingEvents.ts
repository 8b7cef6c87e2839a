import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { isHiddenClient, isHiddenProject, type HiddenNames } from '../structure/hiddenStructure';
import type { AlertEventStatsParams } from './alertEventStats';

/**
 * The home's pending events (spec 001 §2 "Home: … pending events"): the newest events still to
 * handle (status new, not cancelled). A lean read of GET events of its own, since the home may not
 * import the events feature; keyed under ['events', …] so that an event update, which invalidates
 * ['events'], refreshes it too.
 */

export const PENDING_EVENTS_LIMIT = 10;

const idSchema = z.number().int().nonnegative();
const dateSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');

export const pendingEventSchema = z.object({
  id: idSchema,
  alert: z.object({ name: z.string(), level: z.string() }),
  project: z.object({
    name: z.string(),
    place: z.object({ name: z.string(), timezone: z.string().nullish(), client: z.object({ name: z.string() }) }),
  }),
  dateStart: dateSchema,
  dateEnd: dateSchema.nullable(),
  status: z.string(),
});
export type PendingEvent = z.infer<typeof pendingEventSchema>;

export const pendingEventsSchema = z.object({
  data: z.array(pendingEventSchema),
  total_count: z.number().int().nonnegative(),
});
export type PendingEvents = z.infer<typeof pendingEventsSchema>;

export type PendingEventsParams = AlertEventStatsParams;

export const pendingEventsQuery = defineQuery({
  key: ['events', 'home-pending'],
  path: 'events',
  params: (structure: PendingEventsParams) => ({
    ...structure,
    status: ['new'],
    cancelled: false,
    ordering: '-dateStart',
    limit: PENDING_EVENTS_LIMIT,
    offset: 0,
  }),
  schema: pendingEventsSchema,
});

/**
 * What the home lists: never the hidden test clients' and projects' events (spec 000 §6, the API
 * returns them), then events in progress first (they still need acting on), each group newest
 * first as answered.
 */
export function pendingEventsToShow(events: readonly PendingEvent[], hidden: HiddenNames): PendingEvent[] {
  const visible = events.filter(
    (event) => !isHiddenProject(hidden, event.project.name) && !isHiddenClient(hidden, event.project.place.client.name),
  );
  return [...visible.filter((event) => event.dateEnd === null), ...visible.filter((event) => event.dateEnd !== null)];
}
