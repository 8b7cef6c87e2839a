import type { ScreenQueries } from '../../../api/prefetchQueries';
import { dashboardsResource } from '../../../entities/explorer/api';

/** The dashboard page's read (GET dashboard/{id}); each graph reads its own data once on screen. */
export function dashboardPageQueries(dashId: number) {
  return { dashboard: dashboardsResource.detailQuery(dashId) } satisfies ScreenQueries;
}
