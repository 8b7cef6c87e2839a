import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import type { MockDatabase } from '../../../../mocks/db/database';
import type { TestMockApi } from '../../../../mocks/testing';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { currentUserQueryOptions } from '../../../entities/users/currentUser';
import { renderWithApp } from '../../../test/renderWithApp';
import { alertEditorQueries, type AlertEditorKind } from './alertEditorQueries';
import { AlertEditorScreen } from './AlertEditorScreen';
import { alertEditorDestination, alertEditorSearchSchema, type AlertEditorSearch } from './alertEditorSearch';

/** The editor's routes as the app declares them (search, prefetch, screen, destination) and a stand-in list page. */
function alertEditorTree() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  function Screen({
    alertId,
    search,
    kind = 'alert',
  }: {
    alertId?: number;
    search: AlertEditorSearch;
    kind?: AlertEditorKind;
  }) {
    const navigate = useNavigate();
    return (
      <AlertEditorScreen
        kind={kind}
        {...(alertId === undefined ? {} : { alertId })}
        search={search}
        onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })}
        onDone={(outcome, scope) => {
          const destination = alertEditorDestination(search, outcome, scope);
          const href =
            destination.kind === 'path'
              ? destination.href
              : `/alerting-config?projectId=${destination.scope?.projectId ?? ''}`;
          void navigate({ href, ignoreBlocker: outcome !== 'cancelled' });
        }}
      />
    );
  }
  const create = createRoute({
    getParentRoute: () => root,
    path: '/alerting-config/alerts/new',
    validateSearch: alertEditorSearchSchema,
    loader: ({ context }) => prefetchQueries(context.queryClient, alertEditorQueries('alert')),
    component: function CreatePage() {
      return <Screen search={create.useSearch()} />;
    },
  });
  const edit = createRoute({
    getParentRoute: () => root,
    path: '/alerting-config/alerts/$alertId',
    validateSearch: alertEditorSearchSchema,
    loader: ({ context, params }) =>
      prefetchQueries(context.queryClient, alertEditorQueries('alert', Number(params.alertId))),
    component: function EditPage() {
      const params = useParams({ strict: false });
      return <Screen alertId={Number(params.alertId)} search={edit.useSearch()} />;
    },
  });
  const editProjectAlert = createRoute({
    getParentRoute: () => root,
    path: '/alerting-config/project-alerts/$alertId',
    validateSearch: alertEditorSearchSchema,
    loader: ({ context, params }) =>
      prefetchQueries(context.queryClient, alertEditorQueries('projectAlert', Number(params.alertId))),
    component: function EditProjectAlertPage() {
      const params = useParams({ strict: false });
      return <Screen kind="projectAlert" alertId={Number(params.alertId)} search={editProjectAlert.useSearch()} />;
    },
  });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/alerting-config',
    component: () => <p>Alert list</p>,
  });
  return root.addChildren([create, edit, editProjectAlert, list]);
}

export function renderAlertEditor(url: string, locale: 'en' | 'fr' = 'en') {
  return renderWithApp(alertEditorTree(), { url, locale });
}

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
  beforeAll(() => {
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => context });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
  });
}
