import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { dashboardPageQueries } from '../../../../features/explorer/dashboard/dashboardPageQueries';
import { DashboardScreen } from '../../../../features/explorer/dashboard/DashboardScreen';
import { explorerSearchSchema } from '../../../../features/explorer/period/explorerSearch';
import { parseIdParams } from '../../../-params';

/**
 * spec 000 §2 data-explorer/dash/{dashId}: one dashboard, its period and overlay in the URL (a
 * copied link reopens the same view).
 */
export const Route = createFileRoute('/_auth/data-explorer/dash/$dashId')({
  staticData: { titleId: 'page.dashboard', parent: '/data-explorer', permission: 'data_explorer_view' },
  params: parseIdParams('dashId'),
  validateSearch: explorerSearchSchema,
  // Prefetched, not awaited: a missing dashboard (DASHBOARD_NOT_FOUND) is explained by the screen.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, dashboardPageQueries(params.dashId));
  },
  component: DashboardScreen,
});
