import { queryOptions } from '@tanstack/react-query';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { dashboardsResource } from '../../../entities/explorer/api';
import { dashboardListSearch, type DashboardListSearch } from './dashboardListSearch';

/** The page on screen, under the resource's list key so that its writes' cache rules reach it. */
export function dashboardListQuery(search: DashboardListSearch) {
  const params = dashboardListSearch.params(search);
  return queryOptions({
    queryKey: dashboardsResource.keys.list(params),
    queryFn: ({ signal }) => dashboardsResource.list(params, signal),
  });
}

/** The screen's queries for a view, prefetched by the route's loader. */
export function dashboardListQueries(search: DashboardListSearch): ScreenQueries {
  return { list: dashboardListQuery(search) };
}
