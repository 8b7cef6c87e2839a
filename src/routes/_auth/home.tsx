import { createFileRoute } from '@tanstack/react-router';
import { alertEventStatsQuery } from '../../entities/events/alertEventStats';
import { HomeScreen } from '../../features/home/HomeScreen';
import { homeSearchSchema, homeStructureOf, type HomeSearch } from '../../features/home/homeSearch';
import { pendingEventsQuery } from '../../entities/events/pendingEvents';

export const Route = createFileRoute('/_auth/home')({
  staticData: { titleId: 'page.home', permission: 'home_page_view' },
  validateSearch: homeSearchSchema,
  // Only the filter changes what is fetched; the sort is applied to the rows already there.
  loaderDeps: ({ search }) => homeStructureOf(search),
  loader: ({ context, deps }) => {
    // Prefetched, not awaited: the page shows at once and fills in (a failure is notified globally).
    void context.queryClient.prefetchQuery(alertEventStatsQuery.query(deps));
    void context.queryClient.prefetchQuery(pendingEventsQuery.query(deps));
  },
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HomeScreen search={search} onSearchChange={(next: HomeSearch) => void navigate({ search: next })} />;
}
