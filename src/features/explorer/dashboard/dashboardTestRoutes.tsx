import { screenTestPage, screenTestRoutes } from '../../../test/screenTestRoutes';
import { explorerSearchSchema } from '../period/explorerSearch';
import { DashboardScreen } from './DashboardScreen';

/** The dashboard page at its path ('/data-explorer/dash/$dashId'), for the component tests. */
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
  ]);
}
