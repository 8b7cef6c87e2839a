import { eventCommentsResource, eventsResource } from '../../../entities/events/api';

/**
 * The comments the detail screen lists: one page large enough for any event's discussion (the
 * seed has at most five), shared by the route's prefetch and the screen so they use one query key.
 */
export const EVENT_COMMENTS_PARAMS = { limit: 200, offset: 0 } as const;

/** The detail screen's queries: the route's loader prefetches them, the screen reads them. */
export function eventDetailQueries(eventId: number) {
  return {
    event: eventsResource.detailQuery(eventId),
    comments: eventCommentsResource(eventId).listQuery(EVENT_COMMENTS_PARAMS),
  };
}
