import type { MockDatabase } from '../../../../mocks/db/database';
import type { VariableRow } from '../../../../mocks/db/variables';
import { DRAFT_KEY_PREFIX } from '../../../navigation/forms/draftStorage';

/*
 * What the variable screens' tests share (each opens its screen in the whole app with
 * renderAppRoute): the seed, the requests sent, and a canvas for the preview chart.
 */

/** The first seeded variable matching `test` that is attached to a project (the seed is fixed). */
export function seededVariable(
  db: MockDatabase,
  test: (row: VariableRow) => boolean,
): VariableRow & { projectId: number } {
  const row = db.variables.find((variable) => test(variable) && variable.projectIds.length > 0);
  const projectId = row?.projectIds[0];
  if (!row || projectId === undefined) throw new Error('no seeded variable matches');
  return Object.assign(row, { projectId });
}

export const editUrl = (row: VariableRow & { projectId: number }) =>
  `/automatic-variables/variable/${row.projectId}/${row.placeId}/${row.id}`;

/** The forms' drafts kept in the tab (the session the app keeps there is not one). */
export function draftKeys(): string[] {
  return Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));
}

export { recordRequests } from '../../../test/recordRequests';
export { useChartCanvas as stubCanvasContext } from '../../../test/acceptingCanvas';
