import { createRootRouteWithContext, createRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../entities/users/currentUser';
import { AlertListScreen } from './AlertListScreen';
import { alertListSearchSchema } from './alertListSearch';

/*
 * The alert list in a route tree as the app has it ('/_auth/alerting-config/'), without the
 * sign-in guard, for the component tests: the URL's query and the parsed search are printed, and
 * every other page (the editors) is an empty page.
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

export function alertListTestRoutes() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Root });
  const auth = createRoute({
    getParentRoute: () => root,
    id: '_auth',
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  const list = createRoute({
    getParentRoute: () => auth,
    path: 'alerting-config/',
    validateSearch: alertListSearchSchema,
    component: function AlertListPage() {
      const search = list.useSearch();
      const navigate = useNavigate({ from: '/alerting-config/' });
      return (
        <>
          <AlertListScreen
            search={search}
            onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
          />
          <output data-testid="search">{JSON.stringify(search)}</output>
        </>
      );
    },
  });
  const other = createRoute({ getParentRoute: () => auth, path: '$', component: () => null });
  return root.addChildren([auth.addChildren([list, other])]);
}
