import type { MockDatabase } from '../../../../mocks/db/database';
import type { DashboardRow } from '../../../../mocks/db/explorer';

/** The seeded dashboards with the fewest graphs (at least one): fewer charts to draw per turn. */
export function smallestDashboards(db: MockDatabase, count: number): DashboardRow[] {
  const graphs = (id: number) => db.graphs.filter((graph) => graph.dashboardId === id).length;
  const found = db.dashboards
    .filter((dashboard) => graphs(dashboard.id) > 0)
    .sort((a, b) => graphs(a.id) - graphs(b.id) || a.id - b.id)
    .slice(0, count);
  if (found.length < count) throw new Error(`fewer than ${count} seeded dashboards with graphs`);
  return found;
}
