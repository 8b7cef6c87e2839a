import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { EventsScreen } from '../../../features/events/list/EventsScreen';
import { eventsQueries } from '../../../features/events/list/eventsQueries';
import { eventsSearchSchema } from '../../../features/events/list/eventsSearch';

/** spec 000 §2 events: the alert events list; every filter, page and sort lives in the URL. */
export const Route = createFileRoute('/_auth/events/')({
  staticData: { titleId: 'page.events', permission: 'alerting_event_view' },
  validateSearch: eventsSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the screen shows its frame at once and the rows as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, eventsQueries(deps.search));
  },
  component: EventsScreen,
});
