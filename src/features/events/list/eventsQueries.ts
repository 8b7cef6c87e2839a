import { startOfMinute } from 'date-fns';
import { eventsResource, type EventListParams } from '../../../entities/events/api';
import { eventListParamsFrom, type EventsSearch } from './eventsSearch';

/**
 * The GET events params of the list screen. A period shortcut (J-7…) ends "now": the clock is
 * taken to the minute so that the route's prefetch and the screen's query (a few milliseconds
 * apart) share one query key, and so that re-renders within a minute do not refetch.
 */
export function eventsListParams(search: EventsSearch, now: Date = new Date()): EventListParams {
  return eventListParamsFrom(search, startOfMinute(now));
}

/** The list screen's queries for a view: the route's loader prefetches them, the screen reads them. */
export function eventsQueries(search: EventsSearch, now: Date = new Date()) {
  return { list: eventsResource.listQuery(eventsListParams(search, now)) };
}
