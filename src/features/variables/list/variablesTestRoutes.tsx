import { createRootRouteWithContext, createRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../entities/users/currentUser';
import { VariablesScreen } from './VariablesScreen';
import { variablesSearchSchema } from './variablesSearch';

/*
 * The variables list in a route tree as the app has it ('/_auth/automatic-variables/'), without
 * the sign-in guard, for the component tests: the URL's query and the parsed search are printed,
 * and every other page (the editors, the actions' routes) is an empty page.
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

export function variablesTestRoutes() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Root });
  const auth = createRoute({
    getParentRoute: () => root,
    id: '_auth',
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  const list = createRoute({
    getParentRoute: () => auth,
    path: 'automatic-variables/',
    validateSearch: variablesSearchSchema,
    component: function VariablesPage() {
      const search = list.useSearch();
      const navigate = useNavigate({ from: '/automatic-variables/' });
      return (
        <>
          <VariablesScreen
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
