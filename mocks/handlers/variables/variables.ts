import { http, type HttpHandler } from 'msw';
import type { MockDatabase } from '../../db/database';
import type { MockUser } from '../../db/users';
import type { VariableRow } from '../../db/variables';
import { apiUrl, type MockApiContext } from '../context';
import { samplingToSeconds } from '../../../src/lib/sampling';
import { formulaHandlers } from './formulas';
import { byNumber, byText, crudHandlers } from '../crudHandlers';
import {
  fail,
  hasPermission,
  idParam,
  matchesText,
  numberParam,
  orderRows,
  paginate,
  readJson,
  requirePermission,
  route,
} from '../respond';
import {
  aggregationIdOr404,
  canSeePlace,
  nameOr400,
  projectIdsOr4xx,
  recordOperation,
  requireUniqueName,
  samplingOr400,
  unitIdOr404,
  unitName,
  variableOr404,
  variableView,
} from './variableViews';

type Body = Record<string, unknown>;

const DEFAULT_COLOR = '#1c7ed6';

type NewVariable = Omit<VariableRow, 'id' | 'sourceTechnicalName'>;

/** POST variables: a manual variable (spec 000 §7), filled by imports or by hand. */
function manualVariableFields(db: MockDatabase, caller: MockUser, body: Body): NewVariable {
  requirePermission(caller, 'variable_configuration_manage');
  const name = nameOr400(body.name);
  const unitId = unitIdOr404(db, body.unitId);
  const aggregationId = aggregationIdOr404(db, body.aggregationId ?? 1);
  const requestedProjects = Array.isArray(body.projectIds) ? (body.projectIds as unknown[]) : [];
  const firstProject = db.projects.find((project) => project.id === requestedProjects[0]);
  const placeId = typeof body.placeId === 'number' ? body.placeId : (firstProject?.placeId ?? null);
  const place = db.places.find((row) => row.id === placeId);
  if (!place || !canSeePlace(db, caller, place.id))
    fail(404, requestedProjects.length > 0 && !firstProject ? 'PROJECT_NOT_FOUND' : 'PLACE_NOT_FOUND');
  const projectIds = projectIdsOr4xx(db, requestedProjects, place.id);
  const { sampling, samplingUnit } = samplingOr400(body.sampling ?? 1, body.samplingUnit ?? 'hours');
  requireUniqueName(db, place.id, name, null);
  return {
    placeId: place.id,
    projectIds,
    name,
    unitId,
    aggregationId,
    sampling,
    samplingUnit,
    type: 'manual_variable',
    acquisitionDeviceId: null,
    firstDataDate: null,
    lastDataDate: null,
    color: typeof body.color === 'string' ? body.color : DEFAULT_COLOR,
    representation: body.representation === 'bar' || body.representation === 'area' ? body.representation : 'line',
    valueClasses: typeof body.valueClasses === 'number' ? body.valueClasses : 10,
    symbol: typeof body.symbol === 'string' ? body.symbol : null,
    preferredAggregationId:
      typeof body.preferredAggregationId === 'number' ? aggregationIdOr404(db, body.preferredAggregationId) : null,
    isCounter: false,
  };
}

const PROJECT_KEYS = ['projectIds', 'addProjectIds', 'removeProjectIds'];

/**
 * PUT variables/{id}. projectIds replaces the attached projects; addProjectIds / removeProjectIds
 * change them one by one (AddVarsToProject): removing a project the variable is not in answers
 * 409 NOT_IN_PROJECT. Attaching needs variable_project_manage (or the configuration right);
 * anything else needs variable_configuration_manage. A rename is recorded in the history.
 */
function updateVariable(db: MockDatabase, caller: MockUser, id: number, body: Body) {
  const row = variableOr404(db, caller, id);
  const onlyProjects = Object.keys(body).every((key) => PROJECT_KEYS.includes(key));
  if (!onlyProjects || !hasPermission(caller, 'variable_project_manage'))
    requirePermission(caller, 'variable_configuration_manage');
  const next: VariableRow = { ...row, projectIds: [...row.projectIds] };
  if ('name' in body) next.name = nameOr400(body.name);
  if ('unitId' in body) next.unitId = unitIdOr404(db, body.unitId);
  if ('aggregationId' in body) next.aggregationId = aggregationIdOr404(db, body.aggregationId);
  if ('preferredAggregationId' in body)
    next.preferredAggregationId =
      body.preferredAggregationId === null ? null : aggregationIdOr404(db, body.preferredAggregationId);
  if ('sampling' in body || 'samplingUnit' in body)
    Object.assign(next, samplingOr400(body.sampling ?? row.sampling, body.samplingUnit ?? row.samplingUnit));
  if (typeof body.color === 'string') next.color = body.color;
  if (body.representation === 'line' || body.representation === 'bar' || body.representation === 'area')
    next.representation = body.representation;
  if (typeof body.valueClasses === 'number' && body.valueClasses > 0) next.valueClasses = Math.round(body.valueClasses);
  if ('symbol' in body) next.symbol = typeof body.symbol === 'string' && body.symbol !== '' ? body.symbol : null;
  if ('projectIds' in body) next.projectIds = projectIdsOr4xx(db, body.projectIds, row.placeId);
  if ('addProjectIds' in body)
    next.projectIds = [...new Set([...next.projectIds, ...projectIdsOr4xx(db, body.addProjectIds, row.placeId)])];
  if ('removeProjectIds' in body) {
    const removed = projectIdsOr4xx(db, body.removeProjectIds, row.placeId);
    if (removed.some((projectId) => !next.projectIds.includes(projectId))) fail(409, 'NOT_IN_PROJECT');
    next.projectIds = next.projectIds.filter((projectId) => !removed.includes(projectId));
  }
  if (
    next.symbol !== null &&
    next.symbol !== row.symbol &&
    db.variables.some((other) => other.id !== row.id && other.placeId === row.placeId && other.symbol === next.symbol)
  ) {
    fail(409, 'DUPLICATE_SYMBOL');
  }
  if (next.name !== row.name) requireUniqueName(db, row.placeId, next.name, row.id);
  const oldName = row.name;
  const renamed = next.name !== oldName;
  const changed = JSON.stringify({ ...next, name: '' }) !== JSON.stringify({ ...row, name: '' });
  Object.assign(row, next);
  if (renamed) recordOperation(db, row, 'rename', oldName, row.name);
  if (changed) recordOperation(db, row, 'update', row.name, row.name);
  return variableView(db, row);
}

/**
 * GET variables/operations: the change history, newest first, filtered by variableId, projectId
 * (variables attached to the project when changed), operation, and the period of change_at:
 * `start` included, `end` excluded, so that two adjacent periods never count a change twice.
 * A period that ends before it starts is 400 INVALID_PERIOD. Needs history_view (spec 000 §6).
 */
function listOperations(db: MockDatabase, caller: MockUser, url: URL) {
  requirePermission(caller, 'history_view');
  const variableId = numberParam(url, 'variableId');
  const projectId = numberParam(url, 'projectId');
  const operation = url.searchParams.get('operation');
  // An instant (ISO 8601), null when absent; 400 INVALID_PERIOD when unreadable.
  const instantParam = (name: string): number | null => {
    const text = url.searchParams.get(name);
    if (text === null || text === '') return null;
    const at = Date.parse(text);
    if (Number.isNaN(at)) fail(400, 'INVALID_PERIOD');
    return at;
  };
  const start = instantParam('start');
  const end = instantParam('end');
  if (start !== null && end !== null && end < start) fail(400, 'INVALID_PERIOD');
  const rows = db.variableOperations.filter((row) => {
    const at = Date.parse(row.change_at);
    return (
      canSeePlace(db, caller, row.placeId) &&
      (variableId === null || row.variable_id === variableId) &&
      (projectId === null || row.projectIds.includes(projectId)) &&
      (!operation || row.operation === operation) &&
      (start === null || at >= start) &&
      (end === null || at < end)
    );
  });
  return paginate(rows, url, (row) => ({
    id: row.id,
    variable_id: row.variable_id,
    change_at: row.change_at,
    operation: row.operation,
    old_name: row.old_name,
    new_name: row.new_name,
  }));
}

export function variablesHandlers(context: MockApiContext): HttpHandler[] {
  return [
    http.get(
      apiUrl(context, 'units'),
      route(context, ({ url }) => paginate(context.db.units, url)),
    ),
    http.get(
      apiUrl(context, 'aggregations'),
      route(context, ({ url }) => paginate(context.db.aggregations, url)),
    ),
    http.get(
      apiUrl(context, 'variables/operations'),
      route(context, ({ caller, url }) => listOperations(context.db, caller, url)),
    ),
    /*
     * GET variables (spec 000 §7, 001 §7): filters clientId, placeId, projectId, name, unitName,
     * sourceTechnicalName, projectName, type (one kind or a comma list), acquisitionDeviceId; the
     * text ones are case-insensitive "contains". Open to every signed-in user: alerts, dashboards,
     * exports and modelling all pick variables. External users see their client's only. POST
     * needs variable_configuration_manage, checked once the body is read.
     */
    ...crudHandlers<VariableRow, NewVariable>(context, {
      path: 'variables',
      calls: ['list', 'create', 'get'],
      table: (db) => db.variables,
      notFound: 'VARIABLE_NOT_FOUND',
      visible: ({ db, caller }) => db.variables.filter((row) => canSeePlace(db, caller, row.placeId)),
      view: (row, db) => variableView(db, row),
      filters: {
        clientId: (value, db) => {
          const clientOf = new Map(db.places.map((place) => [place.id, place.clientId]));
          return byNumber<VariableRow>((row) => clientOf.get(row.placeId))(value, db);
        },
        placeId: byNumber((row) => row.placeId),
        projectId: byNumber((row) => row.projectIds),
        acquisitionDeviceId: byNumber((row) => row.acquisitionDeviceId),
        type: (value) => {
          const types = value.split(',').filter(Boolean);
          return (row) => types.length === 0 || types.includes(row.type);
        },
        name: byText((row) => row.name),
        sourceTechnicalName: byText((row) => row.sourceTechnicalName),
        unitName: (value, db) => (row) => matchesText(unitName(db, row.unitId), value),
        projectName: (value, db) => {
          const projectNames = new Map(db.projects.map((project) => [project.id, project.name]));
          return (row) => row.projectIds.some((id) => matchesText(projectNames.get(id), value));
        },
      },
      /*
       * The list's server sort (`ordering=field` or `-field`, src/api/listPage.ts), on what the
       * variables list shows (spec 000 §3 Variable): names through the ids, so that a sort reads
       * like the column. Project sorts by the attached projects' names as listed; a variable in no
       * project, or without a device or data, goes last. No `ordering`: the table's order (by id).
       */
      order: (rows, url) => {
        const { db } = context;
        const named = <T extends { id: number; name: string }>(items: readonly T[]) =>
          new Map(items.map((item) => [item.id, item.name]));
        const places = new Map(db.places.map((place) => [place.id, place]));
        const clients = named(db.clients);
        const projects = named(db.projects);
        const units = named(db.units);
        const devices = named(db.acquisitionDevices);
        const aggregations = named(db.aggregations);
        return orderRows(rows, url, {
          name: (row) => row.name,
          unit: (row) => units.get(row.unitId) ?? null,
          type: (row) => row.type,
          site: (row) => places.get(row.placeId)?.name ?? null,
          client: (row) => clients.get(places.get(row.placeId)?.clientId ?? 0) ?? null,
          project: (row) => row.projectIds.map((id) => projects.get(id) ?? '').join(', ') || null,
          sourceTechnicalName: (row) => row.sourceTechnicalName,
          acquisitionDevice: (row) =>
            row.acquisitionDeviceId === null ? null : (devices.get(row.acquisitionDeviceId) ?? null),
          aggregation: (row) => aggregations.get(row.aggregationId) ?? null,
          sampling: (row) => samplingToSeconds(row.sampling, row.samplingUnit),
          firstDataDate: (row) => row.firstDataDate,
          lastDataDate: (row) => row.lastDataDate,
        });
      },
      read: (body, { db, caller }) => manualVariableFields(db, caller, body),
      newRow: ({ placeId, projectIds, name, ...fields }, { db, id }) => {
        const shortName = db.places.find((place) => place.id === placeId)?.shortName ?? '';
        const sourceTechnicalName = `${shortName}_${String(id).padStart(5, '0')}_MANUEL`;
        return { id, placeId, projectIds, name, sourceTechnicalName, ...fields };
      },
      afterCreate: (row, { db }) => recordOperation(db, row, 'create', null, row.name),
    }),
    http.put(
      apiUrl(context, 'variables/:id'),
      route(context, async ({ caller, params, request }) =>
        updateVariable(context.db, caller, idParam(params, 'id', 'VARIABLE_NOT_FOUND'), await readJson(request)),
      ),
    ),
    ...formulaHandlers(context),
  ];
}
