import { createRootRouteWithContext, createRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../entities/users/currentUser';
import { DashboardListScreen } from './DashboardListScreen';
import { dashboardListSearchSchema } from './dashboardListSearch';

/*
 * The dashboards list in a route tree as the app has it ('/_auth/data-explorer/'), without the
 * sign-in guard, for the component tests: the URL's path and query are printed, and every other
 * page (a dashboard) is an empty page.
 */

function Root() {
  const { searchStr, pathname } = useLocation();
  return (
    <>
      <output data-testid="path">{pathname}</output>
      <output data-testid="query">{searchStr}</output>
      <Outlet />
    </>
  );
}

export function dashboardListTestRoutes() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Root });
  const auth = createRoute({
    getParentRoute: () => root,
    id: '_auth',
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  const list = createRoute({
    getParentRoute: () => auth,
    path: 'data-explorer/',
    validateSearch: dashboardListSearchSchema,
    component: function DashboardListPage() {
      const search = list.useSearch();
      const navigate = useNavigate({ from: '/data-explorer/' });
      return (
        <DashboardListScreen
          search={search}
          onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
        />
      );
    },
  });
  const other = createRoute({ getParentRoute: () => auth, path: '$', component: () => null });
  return root.addChildren([auth.addChildren([list, other])]);
}
