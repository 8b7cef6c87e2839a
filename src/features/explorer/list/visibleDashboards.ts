import { isHiddenClient, isHiddenProject, type HiddenNames } from '../../../entities/structure/hiddenStructure';
import type { Dashboard } from '../../../entities/explorer/api';

/**
 * spec 001 §6: test and demo projects are hidden from dashboard lists; the API returns them and
 * hiding is the client's job. A dashboard without a project is always listed.
 */
export function visibleDashboards(rows: readonly Dashboard[], hidden: HiddenNames): Dashboard[] {
  return rows.filter(
    (dashboard) =>
      !dashboard.project ||
      (!isHiddenClient(hidden, dashboard.project.place.client.name) &&
        !isHiddenProject(hidden, dashboard.project.name)),
  );
}
