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

/** Requests the mocked API receives from now on (empty the array to start over), with their JSON bodies. */
export function recordRequests(server: TestMockApi['server']) {
  const seen: { method: string; url: URL; body: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    const body =
      request.method === 'GET' || request.method === 'DELETE'
        ? Promise.resolve(null)
        : request
            .clone()
            .json()
            .catch(() => null);
    seen.push({ method: request.method, url: new URL(request.url), body });
  });
  return seen;
}

/**
 * jsdom has no canvas (getContext gives null), and echarts draws on a frame after the test's
 * clicks: a do-nothing 2D context lets it run. What the charts show is checked by their accessible
 * label and by the requests; timeSeriesOption has its own tests.
 */
export function stubCanvasContext(): void {
  const noop = () => undefined;
  const fields: Record<string | symbol, unknown> = {};
  const context = new Proxy(fields, {
    get: (target, key) => (key in target ? target[key] : key === 'measureText' ? () => ({ width: 0 }) : noop),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  const original = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');
  beforeAll(async () => {
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => context });
    // The chart's lazy chunk, loaded before the first test: a load still running when the file
    // ends fails, and the failed import stays for the next files of the worker (shared modules).
    await import('../../../ui/Chart/EChartsCanvas');
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
  });
}
