import { createRootRouteWithContext, createRoute, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AlertEventRow } from '../../../../mocks/db/alertEvents';
import type { MockDatabase } from '../../../../mocks/db/database';
import type { TestMockApi } from '../../../../mocks/testing';
import { currentUserQueryOptions } from '../../../entities/users/currentUser';
import { renderWithApp } from '../../../test/renderWithApp';
import { eventDetailQueries } from './eventDetailQueries';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { EventDetailScreen } from './EventDetailScreen';

/** The detail route as the app declares it (loader prefetch, screen), with a stand-in list page. */
function eventDetailTree() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  const detail = createRoute({
    getParentRoute: () => root,
    path: '/events/details/$eventId',
    loader: ({ context, params }) => prefetchQueries(context.queryClient, eventDetailQueries(Number(params.eventId))),
    component: function DetailPage() {
      const { eventId } = detail.useParams();
      return <EventDetailScreen eventId={Number(eventId)} />;
    },
  });
  const list = createRoute({ getParentRoute: () => root, path: '/events', component: () => <p>Events list</p> });
  return root.addChildren([detail, list]);
}

export function renderEventDetail(eventId: number) {
  return renderWithApp(eventDetailTree(), { url: `/events/details/${eventId}` });
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
  beforeAll(() => {
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => context });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
  });
}
