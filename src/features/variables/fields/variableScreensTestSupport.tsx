import type { MockDatabase } from '../../../../mocks/db/database';
import type { VariableRow } from '../../../../mocks/db/variables';
import type { TestMockApi } from '../../../../mocks/testing';
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
 * jsdom has no canvas: a do-nothing 2D context lets echarts run. What the preview shows is checked
 * by its accessible label and its request; previewOption has its own tests.
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
  beforeAll(() => {
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => context });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
  });
}
