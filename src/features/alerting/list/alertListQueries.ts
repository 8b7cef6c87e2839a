import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { alertsResource, projectAlertsResource } from '../../../entities/alerting/api';
import { alertListParamsFrom, tabOf, type AlertListSearch, type AlertTableTab } from './alertListSearch';

/**
 * The page on screen of one list tab: GET alerts (standard) or GET project-alerts (specific),
 * under the resource's own list key, so that its writes' cache rules reach it.
 */
export function alertListQuery(search: AlertListSearch, tab: AlertTableTab) {
  const params = alertListParamsFrom(search, tab);
  const queryKey: QueryKey =
    tab === 'standard' ? alertsResource.keys.list(params) : projectAlertsResource.keys.list(params);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      tab === 'standard' ? alertsResource.list(params, signal) : projectAlertsResource.list(params, signal),
  });
}

/** The screen's queries for a view, prefetched by the route's loader; the scenarios tab reads its own. */
export function alertListQueries(search: AlertListSearch): ScreenQueries {
  const tab = tabOf(search);
  return tab === 'scenarios' ? {} : { list: alertListQuery(search, tab) };
}
