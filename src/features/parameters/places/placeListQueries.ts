import { queryOptions } from '@tanstack/react-query';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { keyUnder } from '../../../api/querySource';
import { clientsResource, placesResource } from '../../../entities/structure/api';
import { isHiddenClient, type HiddenNames } from '../../../entities/structure/hiddenStructure';
import { placeListSearch, type PlaceListSearch, type PlaceQueryParams } from './placeListSearch';

/** The page on screen, under the resource's own list key so that a site's save reaches it. */
export function placeListQuery(search: PlaceListSearch) {
  return placesResource.listQuery(placeListSearch.params(search));
}

/**
 * How many sites matching the filters belong to hidden test clients (spec 000 §6), so that the
 * count and the pager tell the visible ones: one one-row read per hidden client the filter allows.
 */
export function hiddenPlaceMatchesQuery(filters: PlaceQueryParams, hidden: HiddenNames) {
  return queryOptions({
    queryKey: keyUnder(placesResource, 'hidden-matches', filters, hidden),
    queryFn: async ({ client, signal }) => {
      const clients = await client.fetchQuery(clientsResource.listQuery());
      const ids = clients.data
        .filter((row) => isHiddenClient(hidden, row.name))
        .map((row) => row.id)
        .filter((id) => filters.clientId === undefined || id === filters.clientId);
      const pages = await Promise.all(
        ids.map((clientId) => placesResource.list({ ...filters, clientId, limit: 1, offset: 0 }, signal)),
      );
      return pages.reduce((sum, page) => sum + page.total_count, 0);
    },
  });
}

export function placeListQueries(search: PlaceListSearch): ScreenQueries {
  return { list: placeListQuery(search) };
}
