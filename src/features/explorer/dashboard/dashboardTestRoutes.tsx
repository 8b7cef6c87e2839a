import { createRootRouteWithContext, createRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../entities/users/currentUser';
import { explorerSearchSchema } from '../period/explorerSearch';
import { DashboardScreen } from './DashboardScreen';

/*
 * The dashboard page in a route tree as the app has it ('/_auth/data-explorer/dash/$dashId'),
 * without the sign-in guard, for the component tests: the URL's path and query are printed, and
 * every other page (the list, a graph) is an empty page.
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

export function dashboardTestRoutes() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Root });
  const auth = createRoute({
    getParentRoute: () => root,
    id: '_auth',
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  const dashboard = createRoute({
    getParentRoute: () => auth,
    path: 'data-explorer/dash/$dashId',
    validateSearch: explorerSearchSchema,
    component: function DashboardPage() {
      const { dashId } = dashboard.useParams();
      const search = dashboard.useSearch();
      const navigate = useNavigate({ from: '/data-explorer/dash/$dashId' });
      return (
        <DashboardScreen
          key={dashId}
          dashId={Number(dashId)}
          search={search}
          onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
        />
      );
    },
  });
  const other = createRoute({ getParentRoute: () => auth, path: '$', component: () => null });
  return root.addChildren([auth.addChildren([dashboard, other])]);
}
