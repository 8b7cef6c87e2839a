import { createFileRoute } from '@tanstack/react-router';
import { EventDetailScreen } from '../../../../features/events/detail/EventDetailScreen';
import { eventDetailQueries } from '../../../../features/events/detail/eventDetailQueries';
import { parseIdParams } from '../../../-params';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { graphEventsSearchSchema } from '../../../../entities/events/graphEventsSearch';

export const Route = createFileRoute('/_auth/events/details/$eventId')({
  staticData: { titleId: 'page.eventDetail', parent: '/events', permission: 'alerting_event_view' },
  params: parseIdParams('eventId'),
  // The chart's toggle of the variables' other events (issue 36).
  validateSearch: graphEventsSearchSchema,
  // Prefetched, not awaited: the screen shows its loading state at once and then joins the same
  // read; awaiting it would make the screen read again after a failure (two rounds of attempts).
  // A missing event (404 ALERT_EVENT_NOT_FOUND) or a malformed answer is explained by the screen.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, eventDetailQueries(params.eventId));
  },
  component: EventDetailScreen,
});
