import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '../app/PageTitle';
import { NotFoundScreen } from '../app/NotFoundScreen';
import { RouteErrorScreen } from '../app/RouteErrorScreen';
import { EntityNamesProvider } from '../ui/EntityNames';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
});

function RootLayout() {
  return (
    <EntityNamesProvider>
      <PageTitle />
      <Outlet />
    </EntityNamesProvider>
  );
}
