import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../api/prefetchQueries';
import { HomeScreen } from '../../features/home/HomeScreen';
import { homeQueries } from '../../features/home/homeQueries';
import { homeSearchSchema, homeStructureOf } from '../../features/home/homeSearch';

export const Route = createFileRoute('/_auth/home')({
  staticData: { titleId: 'page.home', permission: 'home_page_view' },
  validateSearch: homeSearchSchema,
  // Only the filter changes what is fetched: a sort change does not run the loader again.
  loaderDeps: ({ search }) => homeStructureOf(search),
  loader: ({ context, deps }) => {
    // Prefetched, not awaited: the page shows at once and fills in (a failure is notified globally).
    void prefetchQueries(context.queryClient, homeQueries(deps));
  },
  component: HomeScreen,
});
