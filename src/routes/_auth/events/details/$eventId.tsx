import { createFileRoute } from '@tanstack/react-router';
import { EventDetailScreen } from '../../../../features/events/detail/EventDetailScreen';
import { eventDetailQueries } from '../../../../features/events/detail/eventDetailQueries';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/events/details/$eventId')({
  staticData: { titleId: 'page.eventDetail', parent: '/events', permission: 'alerting_event_view' },
  params: parseIdParams('eventId'),
  // prefetchQuery never throws: a missing event (404 ALERT_EVENT_NOT_FOUND) or a malformed answer
  // reaches the screen, which explains it in the page rather than the route's generic error screen.
  loader: async ({ context, params }) => {
    const queries = eventDetailQueries(params.eventId);
    await Promise.all([
      context.queryClient.prefetchQuery(queries.event),
      context.queryClient.prefetchQuery(queries.comments),
    ]);
  },
  component: EventDetailRoute,
});

function EventDetailRoute() {
  const { eventId } = Route.useParams();
  return <EventDetailScreen eventId={eventId} />;
}
