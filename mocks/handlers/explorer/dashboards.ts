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
  graphVariablesOr4xx,
  graphView,
  tileLayoutOr400,
} from './graphRows';
import { byNumber, byText, crudHandlers } from '../crudHandlers';
import { fail, idParam, nextId, orderRows, readJson, requirePermission, route } from '../respond';
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

type DashboardFields = Omit<DashboardRow, 'id' | 'updatedAt'> & { moves: GraphMove[] };
type GraphMove = { graph: GraphRow; row: number; tile: GraphRow['dashboardFrontConfig'] };

/**
 * POST dashboard, or PUT dashboard/{id}: the dashboard without id, graphs reduced to id, row and
 * dashboardFrontConfig (spec 000 §7). A PUT keeps what the body leaves out; listed graphs get
 * their row and tile; a graph of another dashboard is 404 GRAPH_NOT_FOUND; graphs left out stay
 * as they are (they are deleted with DELETE graph/{id}).
 */
function dashboardFields(db: MockDatabase, caller: MockUser, body: Body, current?: DashboardRow): DashboardFields {
  const name = current && !('name' in body) ? current.name : nameOr400(body.name);
  const projectId = current && !('projectId' in body) ? current.projectId : projectIdOr404(db, caller, body.projectId);
  const config =
    current && !('dashboardFrontConfig' in body)
      ? current.dashboardFrontConfig
      : configOr400(body.dashboardFrontConfig);
  const layout = current && Array.isArray(body.graphs) ? (body.graphs as unknown[]) : [];
  const moves = layout.map((item) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Body;
    const graph =
      db.graphs.find((row) => row.id === entry.id && row.dashboardId === current?.id) ?? fail(404, 'GRAPH_NOT_FOUND');
    const row = typeof entry.row === 'number' && Number.isInteger(entry.row) ? entry.row : graph.row;
    return {
      graph,
      row,
      tile: 'dashboardFrontConfig' in entry ? tileLayoutOr400(entry.dashboardFrontConfig) : graph.dashboardFrontConfig,
    };
  });
  return { name, projectId, dashboardFrontConfig: config, moves };
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
function graphFields(db: MockDatabase, caller: MockUser, body: Body, existing?: GraphRow): Omit<GraphRow, 'id'> {
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
  return {
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
}

export function explorerHandlers(context: MockApiContext): HttpHandler[] {
  const permissions = { view: 'data_explorer_view', manage: 'data_explorer_manage' };
  return [
    ...crudHandlers<DashboardRow, DashboardFields>(context, {
      path: 'dashboard',
      table: (db) => db.dashboards,
      notFound: 'DASHBOARD_NOT_FOUND',
      permissions,
      visible: ({ db, caller }) => db.dashboards.filter((row) => dashboardVisible(db, caller, row)),
      view: (row, db) => dashboardView(db, row),
      filters: { name: byText((row) => row.name) },
      // The list's server sort (`ordering`): name, project (by its name), graph count, last update.
      order: (rows, url) =>
        orderRows(rows, url, {
          name: (row) => row.name,
          project: (row) => context.db.projects.find((project) => project.id === row.projectId)?.name ?? null,
          graphs: (row) => context.db.graphs.filter((graph) => graph.dashboardId === row.id).length,
          updatedAt: (row) => row.updatedAt,
        }),
      read: (body, { db, caller, current }) => dashboardFields(db, caller, body, current),
      // A new dashboard has no graphs yet: there is nothing to move.
      newRow: ({ moves: _, ...fields }, { id }) => ({ id, ...fields, updatedAt: new Date().toISOString() }),
      merge: (dashboard, { moves, ...fields }) => {
        Object.assign(dashboard, { ...fields, updatedAt: new Date().toISOString() });
        for (const { graph, row, tile } of moves) Object.assign(graph, { row, dashboardFrontConfig: tile });
      },
      afterDelete: (dashboard, { db }) => {
        db.graphs = db.graphs.filter((graph) => graph.dashboardId !== dashboard.id);
      },
    }),
    http.post(
      apiUrl(context, 'dashboard/:id'),
      route(context, async ({ caller, params, request }) => {
        requirePermission(caller, permissions.manage);
        const source = dashboardOr404(context.db, caller, idParam(params, 'id', 'DASHBOARD_NOT_FOUND'));
        return duplicateDashboard(context.db, caller, source, await readJson(request));
      }),
    ),
    ...crudHandlers<GraphRow>(context, {
      path: 'graph',
      calls: ['list', 'get', 'update', 'delete'],
      table: (db) => db.graphs,
      notFound: 'GRAPH_NOT_FOUND',
      permissions,
      visible: ({ db, caller }) =>
        db.graphs.filter((graph) => {
          const dashboard = db.dashboards.find((row) => row.id === graph.dashboardId);
          return !!dashboard && dashboardVisible(db, caller, dashboard);
        }),
      view: (graph, db) => graphView(db, graph),
      filters: { dashboardId: byNumber((graph) => graph.dashboardId) },
      read: (body, { db, caller, current }) => graphFields(db, caller, body, current),
    }),
    // Bespoke: the body is read before the permission (a malformed one is 400 for anyone).
    http.post(
      apiUrl(context, 'graph'),
      route(context, async ({ caller, request }) => {
        const { db } = context;
        const body = await readJson(request);
        requirePermission(caller, permissions.manage);
        const graph: GraphRow = { id: nextId(db.graphs), ...graphFields(db, caller, body) };
        db.graphs.push(graph);
        return graphView(db, graph);
      }),
    ),
  ];
}
