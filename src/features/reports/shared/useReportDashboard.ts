import { useQuery } from '@tanstack/react-query';
import { dashboardsResource, type Dashboard } from '../../../entities/explorer/api';
import type { QueryRegion } from '../../../api/queryRegion';
import { useRegion } from '../../../api/useQueryRegion';

/**
 * The dashboard a report draws its graphs from (GET dashboard/{id}, its graphs included). spec 001
 * §5: "a report dashboard fetch with no id yields empty data without a call": with no dashboard
 * chosen nothing is read and the region holds no graph. Unlike a list, a new dashboard does not
 * keep showing the previous one's graphs while it loads.
 */
const NO_DASHBOARD: QueryRegion<Dashboard | null> = { state: 'ready', data: null, refreshing: false, slow: false };

export function useReportDashboard(dashboardId: number | null): QueryRegion<Dashboard | null> {
  const query = useQuery({
    ...dashboardsResource.detailQuery(dashboardId ?? 0),
    enabled: dashboardId !== null,
  });
  const region = useRegion(query);
  return dashboardId === null ? NO_DASHBOARD : region;
}
