import { createRootRouteWithContext, createRoute, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MockDatabase } from '../../../../mocks/db/database';
import type { VariableRow } from '../../../../mocks/db/variables';
import type { TestMockApi } from '../../../../mocks/testing';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { currentUserQueryOptions } from '../../../entities/users/currentUser';
import { renderWithApp } from '../../../test/renderWithApp';
import { VariableEditScreen } from '../edit/VariableEditScreen';
import { variableEditQueries } from '../edit/variableEditQueries';
import { ManualVariableCreateScreen } from '../manual/ManualVariableCreateScreen';
import { ManualVariableEditScreen } from '../manual/ManualVariableEditScreen';
import { manualVariableCreateQueries, manualVariableEditQueries } from '../manual/manualVariableQueries';

/*
 * What the variable screens' tests share: their routes as the app declares them (loader prefetch,
 * screen, navigation given by the route), stand-ins for the list and the history, and the seed.
 */

const listSearch = z.object({ projectId: z.coerce.number().optional() });

function variableScreensTree() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/automatic-variables',
    validateSearch: listSearch,
    component: function ListStandIn() {
      const { projectId } = list.useSearch();
      return <p>Variables of project {projectId}</p>;
    },
  });
  const history = createRoute({
    getParentRoute: () => root,
    path: '/automatic-variables/historychangevar/$projectId',
    component: () => <p>History</p>,
  });
  const edit = createRoute({
    getParentRoute: () => root,
    path: '/automatic-variables/variable/$projectId/$placeId/$variableId',
    loader: ({ context, params }) =>
      prefetchQueries(context.queryClient, variableEditQueries(Number(params.variableId))),
    component: function EditPage() {
      const params = useParams({ strict: false });
      const navigate = useNavigate();
      const projectId = Number(params.projectId);
      return (
        <VariableEditScreen
          projectId={projectId}
          variableId={Number(params.variableId)}
          onBack={() => void navigate({ to: '/automatic-variables', search: { projectId } })}
        />
      );
    },
  });
  const manualCreate = createRoute({
    getParentRoute: () => root,
    path: '/automatic-variables/manual/$projectId',
    loader: ({ context, params }) =>
      prefetchQueries(context.queryClient, manualVariableCreateQueries(Number(params.projectId))),
    component: function CreatePage() {
      const params = useParams({ strict: false });
      const navigate = useNavigate();
      const projectId = Number(params.projectId);
      return (
        <ManualVariableCreateScreen
          projectId={projectId}
          onCreated={(variableId) =>
            void navigate({
              to: '/automatic-variables/manual/$projectId/$variableId',
              params: { projectId, variableId },
            })
          }
          onBack={() => void navigate({ to: '/automatic-variables', search: { projectId } })}
        />
      );
    },
  });
  const manualEdit = createRoute({
    getParentRoute: () => root,
    path: '/automatic-variables/manual/$projectId/$variableId',
    loader: ({ context, params }) =>
      prefetchQueries(context.queryClient, manualVariableEditQueries(Number(params.variableId))),
    component: function ManualEditPage() {
      const params = useParams({ strict: false });
      const navigate = useNavigate();
      const projectId = Number(params.projectId);
      return (
        <ManualVariableEditScreen
          projectId={projectId}
          variableId={Number(params.variableId)}
          onBack={() => void navigate({ to: '/automatic-variables', search: { projectId } })}
        />
      );
    },
  });
  return root.addChildren([list, history, edit, manualCreate, manualEdit]);
}

export function renderVariableScreen(url: string, locale: 'en' | 'fr' = 'en') {
  return renderWithApp(variableScreensTree(), { url, locale });
}

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
