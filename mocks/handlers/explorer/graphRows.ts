import { OBJECT_TYPES } from '../../../src/entities/variables/variableKinds';
import type { MockDatabase } from '../../db/database';
import { CHART_KINDS, type ChartKind } from '../../../src/entities/explorer/api';
import type { DashboardRow, FrontConfigRow, GraphRow, GraphVariableRow, TileLayoutRow } from '../../db/explorer';
import { projectRef } from '../../db/structureRefs';
import type { MockUser } from '../../db/users';
import { fail, findOr404 } from '../respond';
import { canSeePlace, isSamplingUnitName, samplingOr400, unitName, variableOr404 } from '../variables/variableViews';

/**
 * Dashboards and graphs as answered, and the checks of graph writes (spec 000 §3, §7, §8).
 */

type Body = Record<string, unknown>;

export function dashboardVisible(db: MockDatabase, caller: MockUser, dashboard: DashboardRow): boolean {
  const project = db.projects.find((row) => row.id === dashboard.projectId);
  return canSeePlace(db, caller, project?.placeId ?? null);
}

/** The dashboard, or 404 DASHBOARD_NOT_FOUND (also for another client's). */
export function dashboardOr404(db: MockDatabase, caller: MockUser, id: number | null): DashboardRow {
  const dashboard = db.dashboards.find((row) => row.id === id);
  if (!dashboard || !dashboardVisible(db, caller, dashboard)) fail(404, 'DASHBOARD_NOT_FOUND');
  return dashboard;
}

export function graphOr404(db: MockDatabase, caller: MockUser, id: number): GraphRow {
  const graph = findOr404(db.graphs, id, 'GRAPH_NOT_FOUND');
  const dashboard = db.dashboards.find((row) => row.id === graph.dashboardId);
  if (!dashboard || !dashboardVisible(db, caller, dashboard)) fail(404, 'GRAPH_NOT_FOUND');
  return graph;
}

export function graphVariableView(db: MockDatabase, row: GraphVariableRow) {
  const variable = db.variables.find((item) => item.id === row.objectId);
  return {
    id: row.id,
    objectId: row.objectId,
    aggregationId: row.aggregationId,
    unit: { id: row.unitId, name: unitName(db, row.unitId) },
    type: variable?.type ?? 'variable',
    name: variable?.name ?? null,
    color: row.color ?? variable?.color ?? null,
    preferredSampling: row.preferredSampling,
    preferredSamplingUnit: row.preferredSamplingUnit,
    autoSampling: row.autoSampling,
    sampling: row.sampling,
    samplingUnit: row.samplingUnit,
  };
}

export function graphView(db: MockDatabase, graph: GraphRow) {
  const dashboard = db.dashboards.find((row) => row.id === graph.dashboardId);
  return {
    id: graph.id,
    name: graph.name,
    dashboard: { id: graph.dashboardId, name: dashboard?.name ?? null },
    row: graph.row,
    frontConfig: graph.frontConfig,
    graphVariables: graph.graphVariables.map((row) => graphVariableView(db, row)),
    dashboardFrontConfig: graph.dashboardFrontConfig,
    updatedAt: graph.updatedAt,
  };
}

export function dashboardView(db: MockDatabase, dashboard: DashboardRow) {
  const graphs = db.graphs
    .filter((graph) => graph.dashboardId === dashboard.id)
    .sort((left, right) => left.row - right.row || left.id - right.id);
  return {
    id: dashboard.id,
    name: dashboard.name,
    project: dashboard.projectId === null ? null : projectRef(db, dashboard.projectId),
    dashboardFrontConfig: dashboard.dashboardFrontConfig,
    graphs: graphs.map((graph) => graphView(db, graph)),
    updatedAt: dashboard.updatedAt,
  };
}

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A tile layout object or null; anything else is 400 INVALID_JSON. */
export function tileLayoutOr400(value: unknown): TileLayoutRow | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) fail(400, 'INVALID_JSON');
  return { ...value };
}

/** spec 000 §3 frontConfig with its defaults (numberValuesSlices 10, sampling 1 hours). */
export function frontConfigOr400(value: unknown): FrontConfigRow {
  if (!isObject(value) || !(CHART_KINDS as readonly unknown[]).includes(value.type)) fail(400, 'INVALID_JSON');
  const { sampling, samplingUnit } = samplingOr400(value.sampling ?? 1, value.samplingUnit ?? 'hours');
  const slices = value.numberValuesSlices ?? 10;
  if (typeof slices !== 'number' || !Number.isInteger(slices) || slices <= 0) fail(400, 'INVALID_JSON');
  return {
    ...value,
    type: value.type as ChartKind,
    graphSampling: value.graphSampling === true,
    sampling,
    samplingUnit,
    numberValuesSlices: slices,
  };
}

function nextGraphVariableId(db: MockDatabase): number {
  let max = 0;
  for (const graph of db.graphs) for (const row of graph.graphVariables) if (row.id > max) max = row.id;
  return max + 1;
}

/**
 * Graph variables of a write. A null id (a temporary "-local" one, spec 000 §5) or an id this
 * graph does not hold gets a new id; the same variable with the same aggregation twice is 409
 * DUPLICATE_GRAPH_DATA_OBJECT; an unknown aggregation, or counter on a variable that is not a
 * counter, is 400 INVALID_AGGREGATION; a bad sampling 400 INVALID_SAMPLING.
 */
export function graphVariablesOr4xx(
  db: MockDatabase,
  caller: MockUser,
  value: unknown,
  previous: GraphVariableRow[],
): GraphVariableRow[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(400, 'INVALID_JSON');
  let newId = nextGraphVariableId(db);
  const seen = new Set<string>();
  return value.map((item: unknown): GraphVariableRow => {
    if (!isObject(item)) fail(400, 'INVALID_JSON');
    const variable = variableOr404(db, caller, typeof item.objectId === 'number' ? item.objectId : null);
    if (
      item.type !== undefined &&
      item.type !== null &&
      !(OBJECT_TYPES as readonly string[]).includes(item.type as string)
    )
      fail(404, 'OBJECT_TYPE_NOT_FOUND');
    const aggregationId =
      typeof item.aggregationId === 'number'
        ? item.aggregationId
        : item.aggregationId == null
          ? variable.aggregationId
          : fail(400, 'INVALID_AGGREGATION');
    if (!db.aggregations.some((row) => row.id === aggregationId)) fail(400, 'INVALID_AGGREGATION');
    if (aggregationId === 5 && !variable.isCounter) fail(400, 'INVALID_AGGREGATION');
    const key = `${variable.id}/${aggregationId}`;
    if (seen.has(key)) fail(409, 'DUPLICATE_GRAPH_DATA_OBJECT');
    seen.add(key);
    const unitId = isObject(item.unit) && typeof item.unit.id === 'number' ? item.unit.id : variable.unitId;
    if (!db.units.some((unit) => unit.id === unitId)) fail(404, 'UNIT_NOT_FOUND');
    const { sampling, samplingUnit } = samplingOr400(item.sampling ?? 1, item.samplingUnit ?? 'hours');
    const hasPreferred = item.preferredSampling !== undefined && item.preferredSampling !== null;
    const preferred = hasPreferred ? samplingOr400(item.preferredSampling, item.preferredSamplingUnit) : null;
    if (!hasPreferred && item.preferredSamplingUnit != null && !isSamplingUnitName(item.preferredSamplingUnit))
      fail(400, 'INVALID_SAMPLING');
    const kept = typeof item.id === 'number' && previous.some((row) => row.id === item.id);
    return {
      id: kept ? (item.id as number) : newId++,
      objectId: variable.id,
      aggregationId,
      unitId,
      color: typeof item.color === 'string' ? item.color : null,
      preferredSampling: preferred?.sampling ?? null,
      preferredSamplingUnit: preferred?.samplingUnit ?? null,
      autoSampling: item.autoSampling === true,
      sampling,
      samplingUnit,
    };
  });
}
