import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What a screen's queries module returns: its queryOptions by name (`eventDetailQueries(id)`). */
export type ScreenQueries = Readonly<Record<string, { readonly queryKey: QueryKey }>>;

/**
 * A route loader's prefetch of a screen's queries. prefetchQuery never throws: a failed read
 * reaches the screen, which explains it in place rather than through the route's error screen.
 */
export async function prefetchQueries(queryClient: QueryClient, queries: ScreenQueries): Promise<void> {
  await Promise.all(Object.values(queries).map((query) => queryClient.prefetchQuery(query)));
}
