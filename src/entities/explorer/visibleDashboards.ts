import { isHiddenClient, isHiddenProject, type HiddenNames } from '../structure/hiddenStructure';
import type { Dashboard } from './api';

/**
 * spec 001 §6: test and demo projects are hidden from dashboard lists; the API returns them and
 * hiding is the client's job. A dashboard without a project is always listed. The explorer's list
 * and every report form's dashboard and graph pickers offer these.
 */
export function visibleDashboards(rows: readonly Dashboard[], hidden: HiddenNames): Dashboard[] {
  return rows.filter(
    (dashboard) =>
      !dashboard.project ||
      (!isHiddenClient(hidden, dashboard.project.place.client.name) &&
        !isHiddenProject(hidden, dashboard.project.name)),
  );
}
