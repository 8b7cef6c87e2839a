import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '../app/PageTitle';
import { NotFoundScreen } from '../app/NotFoundScreen';
import { RouteErrorScreen } from '../app/RouteErrorScreen';

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
    <>
      <PageTitle />
      <Outlet />
    </>
  );
}
