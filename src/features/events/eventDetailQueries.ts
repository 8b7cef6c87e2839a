import type { QueryClient } from '@tanstack/react-query';
import { eventCommentsResource, eventsResource } from '../../entities/events/api';

/**
 * The comments the detail screen lists: one page large enough for any event's discussion (the
 * seed has at most five), shared by the route's prefetch and the screen so they use one query key.
 */
export const EVENT_COMMENTS_PARAMS = { limit: 200, offset: 0 } as const;

export const eventCommentsQuery = (eventId: number) => eventCommentsResource(eventId).listQuery(EVENT_COMMENTS_PARAMS);

/**
 * The route loader's prefetch: the event and its comments. prefetchQuery never throws, so a
 * missing event (404 ALERT_EVENT_NOT_FOUND) or a malformed answer reaches the screen, which
 * explains it in the page instead of the route's generic error screen.
 */
export function prefetchEventDetail(queryClient: QueryClient, eventId: number): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(eventsResource.detailQuery(eventId)),
    queryClient.prefetchQuery(eventCommentsQuery(eventId)),
  ]);
}
