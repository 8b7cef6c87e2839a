import type { AlertEventRow } from '../../../../mocks/db/alertEvents';
import type { MockDatabase } from '../../../../mocks/db/database';
import type { TestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

/** The event's detail in the whole app (src/test/renderAppRoute.tsx), as `account` sees it. */
export function renderEventDetail(api: TestMockApi, eventId: number, account = 'u2'): Promise<AppRouteView> {
  return renderAppRoute(api, `/events/details/${eventId}`, { account });
}

/** The first seeded event matching `test` (the seed is fixed: tests fail loudly if it changes). */
export function seededEvent(db: MockDatabase, test: (row: AlertEventRow) => boolean): AlertEventRow {
  const row = db.alertEvents.find(test);
  if (!row) throw new Error('no seeded event matches');
  return row;
}

export { recordRequests } from '../../../test/recordRequests';
export { useChartCanvas as stubCanvasContext } from '../../../test/acceptingCanvas';
