import type { Alert } from '../../../entities/alerting/api';
import { isHiddenClient, isHiddenProject, type HiddenNames } from '../../../entities/structure/hiddenStructure';

/**
 * spec 000 §6 / 001 §6: the test and demo clients and projects are hidden from lists; the API
 * returns their alerts and hiding is the client's job (src/entities/structure/hiddenStructure.ts).
 * An alert belongs to one project: it is left out with its project or its project's client, in
 * the list and in the export alike.
 */
export function visibleAlerts(rows: readonly Alert[], hidden: HiddenNames): Alert[] {
  return rows.filter(
    (alert) => !isHiddenClient(hidden, alert.project.place.client.name) && !isHiddenProject(hidden, alert.project.name),
  );
}
