import type { MockDatabase } from '../../../../mocks/db/database';

/* What the alert editor's tests share: a seeded alert, the requests sent, a canvas for the backtest's chart. */

/** A seeded out-of-range alert, active and not archived, for the editor's tests. */
export function seededRangeAlert(db: MockDatabase) {
  const alert = db.alerts.find(
    (row) => row.type === 'out_of_range' && !row.archived && row.alertVariables.length === 1,
  );
  if (!alert) throw new Error('no seeded out-of-range alert');
  return alert;
}

export { recordRequests } from '../../../test/recordRequests';
export { useChartCanvas as stubCanvasContext } from '../../../test/acceptingCanvas';
