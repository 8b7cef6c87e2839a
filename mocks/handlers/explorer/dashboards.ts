import { http, type HttpHandler } from 'msw';
import type { MockDatabase } from '../../db/database';
import type { DashboardRow, GraphRow } from '../../db/explorer';
import type { MockUser } from '../../db/users';
import { apiUrl, type MockApiContext } from '../context';
import {
  dashboardOr404,
  dashboardView,
  dashboardVisible,
  frontConfigOr400,
  graphOr404,
  graphVariablesOr4xx,
  graphView,
  tileLayoutOr400,
} from './graphRows';
import {
  fail,
  idParam,
  matchesText,
  nextId,
  numberParam,
  paginate,
  readJson,
  requirePermission,
  route,
} from '../respond';
import { canSeePlace, nameOr400 } from '../variables/variableViews';

/**
 * The data explorer calls of spec 000 §7: dashboards and graphs. Reads need data_explorer_view,
 * writes data_explorer_manage. External users see the dashboards of their client's projects.
 */

type Body = Record<string, unknown>;

function projectIdOr404(db: MockDatabase, caller: MockUser, value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const project = db.projects.find((row) => row.id === value);
  if (!project || !canSeePlace(db, caller, project.placeId)) fail(404, 'PROJECT_NOT_FOUND');
  return project.id;
}

function configOr400(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) fail(400, 'INVALID_JSON');
  return { ...(value as Record<string, unknown>) };
}

function listDashboards(db: MockDatabase, caller: MockUser, url: URL) {
  const rows = db.dashboards.filter(
    (row) => dashboardVisible(db, caller, row) && matchesText(row.name, url.searchParams.get('name')),
  );
  const page = paginate(rows, url);
  return { data: page.data.map((row) => dashboardView(db, row)), total_count: page.total_count };
}

function createDashboard(db: MockDatabase, caller: MockUser, body: Body) {
  const row: DashboardRow = {
    id: nextId(db.dashboards),
    name: nameOr400(body.name),
    projectId: projectIdOr404(db, caller, body.projectId),
    dashboardFrontConfig: configOr400(body.dashboardFrontConfig),
    updatedAt: new Date().toISOString(),
  };
  db.dashboards.push(row);
  return dashboardView(db, row);
}

/**
 * PUT dashboard/{id}: the dashboard without id, graphs reduced to id, row and dashboardFrontConfig
 * (spec 000 §7). Listed graphs get their row and tile; a graph of another dashboard is 404
 * GRAPH_NOT_FOUND; graphs left out stay as they are (they are deleted with DELETE graph/{id}).
 */
function updateDashboard(db: MockDatabase, caller: MockUser, dashboard: DashboardRow, body: Body) {
  const name = 'name' in body ? nameOr400(body.name) : dashboard.name;
  const projectId = 'projectId' in body ? projectIdOr404(db, caller, body.projectId) : dashboard.projectId;
  const config =
    'dashboardFrontConfig' in body ? configOr400(body.dashboardFrontConfig) : dashboard.dashboardFrontConfig;
  const layout = Array.isArray(body.graphs) ? (body.graphs as unknown[]) : [];
  const changes = layout.map((item) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Body;
    const graph =
      db.graphs.find((row) => row.id === entry.id && row.dashboardId === dashboard.id) ?? fail(404, 'GRAPH_NOT_FOUND');
    const row = typeof entry.row === 'number' && Number.isInteger(entry.row) ? entry.row : graph.row;
    return {
      graph,
      row,
      tile: 'dashboardFrontConfig' in entry ? tileLayoutOr400(entry.dashboardFrontConfig) : graph.dashboardFrontConfig,
    };
  });
  Object.assign(dashboard, { name, projectId, dashboardFrontConfig: config, updatedAt: new Date().toISOString() });
  for (const { graph, row, tile } of changes) Object.assign(graph, { row, dashboardFrontConfig: tile });
  return dashboardView(db, dashboard);
}

/** POST dashboard/{id} with a name: a copy with copies of its graphs (new ids throughout). */
function duplicateDashboard(db: MockDatabase, caller: MockUser, source: DashboardRow, body: Body) {
  const copy: DashboardRow = {
    ...structuredClone(source),
    id: nextId(db.dashboards),
    name: nameOr400(body.name),
    projectId: 'projectId' in body ? projectIdOr404(db, caller, body.projectId) : source.projectId,
    updatedAt: new Date().toISOString(),
  };
  db.dashboards.push(copy);
  const graphs = db.graphs.filter((graph) => graph.dashboardId === source.id);
  let variableId = Math.max(0, ...db.graphs.flatMap((graph) => graph.graphVariables.map((row) => row.id))) + 1;
  let graphId = nextId(db.graphs);
  for (const graph of graphs) {
    db.graphs.push({
      ...structuredClone(graph),
      id: graphId++,
      dashboardId: copy.id,
      graphVariables: graph.graphVariables.map((row) => ({ ...row, id: variableId++ })),
      updatedAt: copy.updatedAt,
    });
  }
  return dashboardView(db, copy);
}

/** POST graph / PUT graph/{id}: name, dashboard id, frontConfig, row, graphVariables. */
function saveGraph(db: MockDatabase, caller: MockUser, body: Body, existing: GraphRow | null) {
  requirePermission(caller, 'data_explorer_manage');
  const name = nameOr400(body.name);
  const dashboardRef = body.dashboard as { id?: unknown } | null | undefined;
  const dashboardId =
    typeof dashboardRef?.id === 'number'
      ? dashboardRef.id
      : typeof body.dashboardId === 'number'
        ? body.dashboardId
        : null;
  const dashboard = dashboardOr404(db, caller, dashboardId);
  const frontConfig = frontConfigOr400(body.frontConfig);
  const graphVariables = graphVariablesOr4xx(db, caller, body.graphVariables, existing?.graphVariables ?? []);
  const siblings = db.graphs.filter((graph) => graph.dashboardId === dashboard.id && graph !== existing);
  const row =
    typeof body.row === 'number' && Number.isInteger(body.row) && body.row >= 0
      ? body.row
      : (existing?.row ?? siblings.length);
  const fields = {
    name,
    dashboardId: dashboard.id,
    row,
    frontConfig,
    graphVariables,
    dashboardFrontConfig:
      'dashboardFrontConfig' in body
        ? tileLayoutOr400(body.dashboardFrontConfig)
        : (existing?.dashboardFrontConfig ?? null),
    updatedAt: new Date().toISOString(),
  };
  if (existing) {
    Object.assign(existing, fields);
    return graphView(db, existing);
  }
  const graph: GraphRow = { id: nextId(db.graphs), ...fields };
  db.graphs.push(graph);
  return graphView(db, graph);
}

export function explorerHandlers(context: MockApiContext): HttpHandler[] {
  const viewer = (caller: MockUser) => requirePermission(caller, 'data_explorer_view');
  const manager = (caller: MockUser) => requirePermission(caller, 'data_explorer_manage');
  const dashboardId = (params: Parameters<typeof idParam>[0]) => idParam(params, 'id', 'DASHBOARD_NOT_FOUND');
  const graphId = (params: Parameters<typeof idParam>[0]) => idParam(params, 'id', 'GRAPH_NOT_FOUND');
  return [
    http.get(
      apiUrl(context, 'dashboard'),
      route(context, ({ caller, url }) => (viewer(caller), listDashboards(context.db, caller, url))),
    ),
    http.post(
      apiUrl(context, 'dashboard'),
      route(
        context,
        async ({ caller, request }) => (manager(caller), createDashboard(context.db, caller, await readJson(request))),
      ),
    ),
    http.get(
      apiUrl(context, 'dashboard/:id'),
      route(
        context,
        ({ caller, params }) => (
          viewer(caller),
          dashboardView(context.db, dashboardOr404(context.db, caller, dashboardId(params)))
        ),
      ),
    ),
    http.post(
      apiUrl(context, 'dashboard/:id'),
      route(context, async ({ caller, params, request }) => {
        manager(caller);
        const source = dashboardOr404(context.db, caller, dashboardId(params));
        return duplicateDashboard(context.db, caller, source, await readJson(request));
      }),
    ),
    http.put(
      apiUrl(context, 'dashboard/:id'),
      route(context, async ({ caller, params, request }) => {
        manager(caller);
        const dashboard = dashboardOr404(context.db, caller, dashboardId(params));
        return updateDashboard(context.db, caller, dashboard, await readJson(request));
      }),
    ),
    http.delete(
      apiUrl(context, 'dashboard/:id'),
      route(context, ({ caller, params }) => {
        manager(caller);
        const { db } = context;
        const dashboard = dashboardOr404(db, caller, dashboardId(params));
        db.dashboards.splice(db.dashboards.indexOf(dashboard), 1);
        db.graphs = db.graphs.filter((graph) => graph.dashboardId !== dashboard.id);
        context.changed();
        return undefined;
      }),
    ),
    http.get(
      apiUrl(context, 'graph'),
      route(context, ({ caller, url }) => {
        viewer(caller);
        const { db } = context;
        const wanted = numberParam(url, 'dashboardId');
        const rows = db.graphs.filter((graph) => {
          const dashboard = db.dashboards.find((row) => row.id === graph.dashboardId);
          return (
            (wanted === null || graph.dashboardId === wanted) && !!dashboard && dashboardVisible(db, caller, dashboard)
          );
        });
        const page = paginate(rows, url);
        return { data: page.data.map((graph) => graphView(db, graph)), total_count: page.total_count };
      }),
    ),
    http.post(
      apiUrl(context, 'graph'),
      route(context, async ({ caller, request }) => saveGraph(context.db, caller, await readJson(request), null)),
    ),
    http.get(
      apiUrl(context, 'graph/:id'),
      route(
        context,
        ({ caller, params }) => (
          viewer(caller),
          graphView(context.db, graphOr404(context.db, caller, graphId(params)))
        ),
      ),
    ),
    http.put(
      apiUrl(context, 'graph/:id'),
      route(context, async ({ caller, params, request }) => {
        manager(caller);
        const graph = graphOr404(context.db, caller, graphId(params));
        return saveGraph(context.db, caller, await readJson(request), graph);
      }),
    ),
    http.delete(
      apiUrl(context, 'graph/:id'),
      route(context, ({ caller, params }) => {
        manager(caller);
        const { db } = context;
        const graph = graphOr404(db, caller, graphId(params));
        db.graphs.splice(db.graphs.indexOf(graph), 1);
        context.changed();
        return undefined;
      }),
    ),
  ];
}
