import { useQuery } from '@tanstack/react-query';
import { dashboardsResource } from '../../../entities/explorer/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { visibleDashboards } from '../../../entities/explorer/visibleDashboards';

/*
 * The dashboards a report form offers (on-demand and scheduled reports' dashboard, the custom
 * report's graph picker). spec 001 §6: the test and demo clients' projects are hidden from the
 * dashboard lists; the API returns them and hiding is the client's job, with the same rule as the
 * explorer's list (src/entities/explorer/visibleDashboards.ts). Their graphs are then never
 * offered either: a report's graphs are read from the chosen dashboard.
 */

/** Up to this many dashboards are offered (the demo has a dozen; a real one a few dozen). */
const DASHBOARD_LIMIT = 200;

/** The list query's state, its rows the dashboards a report may show. */
export function useReportDashboards() {
  const query = useQuery(dashboardsResource.listQuery({ limit: DASHBOARD_LIMIT }));
  const dashboards = visibleDashboards(query.data?.data ?? [], hiddenNamesFromConfig());
  return { dashboards, isPending: query.isPending, isError: query.isError };
}
