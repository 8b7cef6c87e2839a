import type { Dashboard, DashboardUpdate } from '../../../entities/explorer/api';

/**
 * PUT dashboard/{id}'s body from the dashboard as read, with a change: the dashboard without id,
 * graphs reduced to id, row and dashboardFrontConfig (spec 000 §7).
 */
export function dashboardUpdateOf(dashboard: Dashboard, patch: Partial<DashboardUpdate> = {}): DashboardUpdate {
  return {
    name: dashboard.name,
    projectId: dashboard.project?.id ?? null,
    dashboardFrontConfig: dashboard.dashboardFrontConfig ?? null,
    graphs: dashboard.graphs.map((graph) => ({
      id: graph.id,
      row: graph.row,
      dashboardFrontConfig: graph.dashboardFrontConfig ?? null,
    })),
    ...patch,
  };
}
