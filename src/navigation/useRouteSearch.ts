import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SearchState } from '../ui/DataTable/listView';

/**
 * A screen's search, read from its route, changed through the router:
 * `listView(definition, useRouteSearch(route.useSearch()))` with `const route = getRouteApi('/_auth/…')`.
 * (The search is passed rather than the route: inferring it from `getRouteApi`'s generic hooks
 * loses its type in typed linting.) A change is applied to the
 * search the router holds when it runs, not to the one this render saw: a second change made
 * before the first navigation has settled (a filter picked, then a box ticked) keeps both.
 */
export function useRouteSearch<S>(search: S): SearchState<S> {
  const navigate = useNavigate();
  const update = useCallback(
    (change: (current: S) => S, options?: { replace?: boolean }) =>
      void navigate({
        to: '.',
        // The route's own search type is S (its validateSearch); '.' types search as every route's.
        search: (current: unknown) => change(current as S) as never,
        replace: options?.replace,
      }),
    [navigate],
  );
  const onSearchChange = useCallback(
    (next: S, options?: { replace?: boolean }) => update(() => next, options),
    [update],
  );
  return { search, onSearchChange, update };
}
