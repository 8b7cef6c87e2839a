import type { ListPage } from '../../api/listPage';
import { isHiddenClient, isHiddenProject, type HiddenNames } from '../structure/hiddenStructure';
import type { AlertEventStatsParams } from './alertEventStats';
import { eventsResource, type AlertEvent, type EventListParams } from './api';

/**
 * The home's pending events (spec 001 §2 "Home: … pending events"): the newest events still to
 * handle (status new, not cancelled). One page of the events list, so that every event write
 * refreshes it with the other lists.
 */

export const PENDING_EVENTS_LIMIT = 10;

export type PendingEvent = AlertEvent;
export type PendingEvents = ListPage<AlertEvent>;
export type PendingEventsParams = AlertEventStatsParams;

const pendingEventsParams = (structure: PendingEventsParams): EventListParams => ({
  ...structure,
  status: ['new'],
  cancelled: false,
  ordering: '-dateStart',
  limit: PENDING_EVENTS_LIMIT,
  offset: 0,
});

export const pendingEventsQuery = {
  query: (structure: PendingEventsParams) => eventsResource.listQuery(pendingEventsParams(structure)),
  fetch: (structure: PendingEventsParams, signal?: AbortSignal) =>
    eventsResource.list(pendingEventsParams(structure), signal),
};

/**
 * What the home lists: never the hidden test clients' and projects' events (spec 000 §6, the API
 * returns them), then events in progress first (they still need acting on), each group newest
 * first as answered.
 */
type ShownEvent = Pick<AlertEvent, 'dateEnd'> & { project: { name: string; place: { client: { name: string } } } };

export function pendingEventsToShow<T extends ShownEvent>(events: readonly T[], hidden: HiddenNames): T[] {
  const visible = events.filter(
    (event) => !isHiddenProject(hidden, event.project.name) && !isHiddenClient(hidden, event.project.place.client.name),
  );
  return [...visible.filter((event) => event.dateEnd === null), ...visible.filter((event) => event.dateEnd !== null)];
}
