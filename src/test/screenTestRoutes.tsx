import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearch,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { currentUserQueryOptions } from '../entities/users/currentUser';
import { EntityNamesProvider, useEntityNames } from '../ui/EntityNames';

/** What a test page hands its screen: the URL's search and params, and the way to change the search. */
export interface ScreenTestPageProps<S> {
  search: S;
  params: Record<string, string>;
  onSearchChange: (next: S, options?: { replace?: boolean }) => void;
}

export interface ScreenTestPage<S> {
  /** The route's path as the app has it, without the leading slash: 'parameters/clients/$clientId/places'. */
  path: string;
  /** The route's search validation (a zod schema's parse, say); none: an empty search. */
  validateSearch?: (search: Record<string, unknown>) => S;
  render: (props: ScreenTestPageProps<S>) => ReactNode;
  /** Wraps the page as a layout route does (a header with tabs, a navigator beside it). */
  layout?: (page: ReactNode) => ReactNode;
}

type AnyScreenTestPage = ScreenTestPage<Record<string, unknown>>;

/** Erases a page's search type, so pages with different searches sit in one list. */
export function screenTestPage<S>(page: ScreenTestPage<S>): AnyScreenTestPage {
  return page as unknown as AnyScreenTestPage;
}

function Location() {
  const { searchStr, pathname } = useLocation();
  const names = useEntityNames();
  return (
    <>
      <output data-testid="path">{pathname}</output>
      <output data-testid="query">{searchStr}</output>
      <output data-testid="entity-names">{[...names.values()].join(' › ')}</output>
    </>
  );
}

function Root() {
  return (
    <EntityNamesProvider>
      <Location />
      <Outlet />
    </EntityNamesProvider>
  );
}

function TestPage({ page }: { page: AnyScreenTestPage }) {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const params: Record<string, string> = Object.fromEntries(
    Object.entries(useParams({ strict: false })).map(([key, value]) => [key, String(value)]),
  );
  const navigate = useNavigate();
  const screen = page.render({
    search,
    params,
    onSearchChange: (next, options) => void navigate({ to: '.', search: next, replace: options?.replace }),
  });
  return <>{page.layout ? page.layout(screen) : screen}</>;
}

/**
 * The app's route tree as a component test needs it: the pages under test at their real paths
 * inside the signed-in layout (its loader reads the current user, without the sign-in guard), the
 * URL's path and query printed (`path`, `query` test ids), the entity names the pages give the
 * shell's title (`entity-names`, joined by ›), and every other path an empty page, so
 * that a link or a navigation away can be asserted on the printed path.
 */
export function screenTestRoutes(pages: readonly AnyScreenTestPage[]) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Root });
  const auth = createRoute({
    getParentRoute: () => root,
    id: '_auth',
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  const routes = pages.map((page) =>
    createRoute({
      getParentRoute: () => auth,
      path: page.path,
      ...(page.validateSearch ? { validateSearch: page.validateSearch } : {}),
      component: () => <TestPage page={page} />,
    }),
  );
  const other = createRoute({ getParentRoute: () => auth, path: '$', component: () => null });
  return root.addChildren([auth.addChildren([...routes, other])]);
}
