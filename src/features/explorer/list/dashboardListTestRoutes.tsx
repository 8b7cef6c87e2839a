import { screenTestPage, screenTestRoutes } from '../../../test/screenTestRoutes';
import { DashboardListScreen } from './DashboardListScreen';
import { dashboardListSearchSchema } from './dashboardListSearch';

/** The dashboards list at its path ('/data-explorer/'), for the component tests. */
export function dashboardListTestRoutes() {
  return screenTestRoutes([
    screenTestPage({
      path: 'data-explorer/',
      validateSearch: (search) => dashboardListSearchSchema.parse(search),
      render: ({ search, onSearchChange }) => <DashboardListScreen search={search} onSearchChange={onSearchChange} />,
    }),
  ]);
}
