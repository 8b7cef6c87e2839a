import type { MockDatabase } from '../../../../mocks/db/database';
import type { TestMockApi } from '../../../../mocks/testing';

/* What the alert editor's tests share: a seeded alert, the requests sent, a canvas for the backtest's chart. */

/** A seeded out-of-range alert, active and not archived, for the editor's tests. */
export function seededRangeAlert(db: MockDatabase) {
  const alert = db.alerts.find(
    (row) => row.type === 'out_of_range' && !row.archived && row.alertVariables.length === 1,
  );
  if (!alert) throw new Error('no seeded out-of-range alert');
  return alert;
}

/** Requests the mocked API receives from now on, with their JSON bodies. */
export function recordRequests(server: TestMockApi['server']) {
  const seen: { method: string; url: URL; body: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    const body =
      request.method === 'GET'
        ? Promise.resolve(null)
        : request
            .clone()
            .json()
            .catch(() => null);
    seen.push({ method: request.method, url: new URL(request.url), body });
  });
  return seen;
}

/** jsdom has no canvas; the backtest's chart gets a do-nothing 2D context (what it says is read from its text). */
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
