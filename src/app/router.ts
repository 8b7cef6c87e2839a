import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { parseSearchParams, stringifySearchParams } from '../lib/searchParams';
import { routeTree } from '../routeTree.gen';

/** `history`: the browser's by default; component tests open a route on a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Arrays as repeated parameters (`status=new&status=seen`) rather than JSON, which old links may still carry.
    parseSearch: parseSearchParams,
    stringifySearch: stringifySearchParams,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
