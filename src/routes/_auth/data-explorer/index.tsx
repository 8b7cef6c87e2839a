import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { dashboardListQueries } from '../../../features/explorer/list/dashboardListQueries';
import { DashboardListScreen } from '../../../features/explorer/list/DashboardListScreen';
import { dashboardListSearchSchema } from '../../../features/explorer/list/dashboardListSearch';

/** spec 000 §2 data-explorer: the dashboards list; its name filter, page and sort live in the URL. */
export const Route = createFileRoute('/_auth/data-explorer/')({
  staticData: { titleId: 'page.dataExplorer', permission: 'data_explorer_view' },
  validateSearch: dashboardListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the screen shows its frame at once and the rows as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, dashboardListQueries(deps.search));
  },
  component: DashboardListScreen,
});
