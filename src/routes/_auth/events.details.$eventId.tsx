import { createFileRoute } from '@tanstack/react-router';
import { EventDetailScreen } from '../../features/events/EventDetailScreen';
import { prefetchEventDetail } from '../../features/events/eventDetailQueries';
import { parseIdParams } from '../-params';

export const Route = createFileRoute('/_auth/events/details/$eventId')({
  staticData: { titleId: 'page.eventDetail', parent: '/events', permission: 'alerting_event_view' },
  params: parseIdParams('eventId'),
  // Never throws: a missing or unreadable event is explained by the screen (EventDetailScreen).
  loader: ({ context, params }) => prefetchEventDetail(context.queryClient, params.eventId),
  component: EventDetailRoute,
});

function EventDetailRoute() {
  const { eventId } = Route.useParams();
  return <EventDetailScreen eventId={eventId} />;
}
