import { Link } from '@tanstack/react-router';
import { screenTestPage, screenTestRoutes } from '../../../test/screenTestRoutes';
import { explorerSearchSchema } from '../period/explorerSearch';
import { DashboardScreen } from './DashboardScreen';

/**
 * The dashboard page at its path ('/data-explorer/dash/$dashId'), for the component tests, and a
 * stand-in graph page whose one link goes back to the dashboard, with the same period and overlay,
 * as the graph page's does: a test leaves the dashboard and opens it again.
 */
export function dashboardTestRoutes() {
  return screenTestRoutes([
    screenTestPage({
      path: 'data-explorer/dash/$dashId',
      validateSearch: (search) => explorerSearchSchema.parse(search),
      render: ({ params, search, onSearchChange }) => (
        <DashboardScreen
          key={params.dashId}
          dashId={Number(params.dashId)}
          search={search}
          onSearchChange={onSearchChange}
        />
      ),
    }),
    screenTestPage({
      path: 'data-explorer/graph/$dashId/$graphId',
      validateSearch: (search) => explorerSearchSchema.parse(search),
      render: ({ params, search }) => (
        <Link to="/data-explorer/dash/$dashId" params={{ dashId: Number(params.dashId) }} search={search}>
          Back to the dashboard
        </Link>
      ),
    }),
  ]);
}
