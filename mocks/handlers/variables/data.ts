import { OBJECT_TYPES } from '../../../src/entities/variables/variableKinds';
import { mockNow } from '../../db/clock';
import { http, type HttpHandler } from 'msw';
import type { Sampling } from '../../../src/lib/sampling';
import type { MockDatabase } from '../../db/database';
import type { MockUser } from '../../db/users';
import { apiUrl, type MockApiContext } from '../context';
import { checkFormulaHandler } from './dataFormula';
import {
  aggregationOr400,
  formatPoints,
  graphVariableSeries,
  isTrue,
  limitOf,
  periodAggregate,
  periodOr400,
  profileOf,
  samplingForPoints,
  samplingParamOr400,
  seriesFor,
  type Period,
} from './dataSeries';
import { graphOr404 } from '../explorer/graphRows';
import { DEFAULT_SERIES_TIME_ZONE } from '../../series';
import { measureSeries, perimeterMeasureOf } from '../../series/perimeterMeasures';
import { importedOverlayOf } from '../../db/manualValues';
import { projectDataHandler } from './dataProject';
import { fail, numberParam, requirePermission, route } from '../respond';
import { aggregationRef, unitName, variableOr404 } from './variableViews';

/**
 * The data calls of spec 000 §7 / 001 §7, read from the deterministic generator (mocks/series.ts).
 * graph-data, table-data and project-data are open to every signed-in user (events, balances,
 * modelling and home read them too); all-graph-data and all-table-data read a graph and need
 * data_explorer_view. Never more than 10,000 points per series (spec 000 §9).
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** GET graph-data: one variable's series; also the balance (10-year step) and modelling reads. */
function graphData(db: MockDatabase, caller: MockUser, url: URL) {
  const variable = variableOr404(db, caller, numberParam(url, 'id'));
  const type = url.searchParams.get('type');
  if (type && !(OBJECT_TYPES as readonly string[]).includes(type)) fail(404, 'OBJECT_TYPE_NOT_FOUND');
  const aggregation = aggregationOr400(db, url.searchParams.get('aggregationId'), variable.aggregationId);
  const period = periodOr400(url.searchParams.get('start'), url.searchParams.get('end'), mockNow(db));
  const preferred = samplingParamOr400(url, 'preferredSampling', 'preferredSamplingUnit');
  const own: Sampling = { sampling: variable.sampling, samplingUnit: variable.samplingUnit };
  // A perimeter's measures answer coherent savings series (mocks/series/perimeterMeasures.ts).
  const measure = perimeterMeasureOf(db.perimeters, variable.id);
  const series = measure
    ? measureSeries(measure, period, preferred ?? own, {
        limit: limitOf(url),
        now: mockNow(db),
        timeZone: db.places.find((place) => place.id === variable.placeId)?.timezone ?? DEFAULT_SERIES_TIME_ZONE,
        requested: preferred !== null,
      })
    : seriesFor(
        profileOf(db, variable),
        period,
        preferred,
        own,
        aggregation.name,
        limitOf(url),
        importedOverlayOf(db, variable),
      );
  return {
    id: variable.id,
    aggregationId: aggregation.id,
    type: type ?? variable.type,
    data: formatPoints(series.points, isTrue(url.searchParams.get('timeserie'))),
    unit: { id: variable.unitId, name: unitName(db, variable.unitId) },
    sampling: series.sampling,
    samplingUnit: series.samplingUnit,
    samplingAdjusted: series.samplingAdjusted,
    start: iso(period.start),
    end: iso(period.end),
  };
}

/** GET table-data: a variable's values as dated rows, at its own sampling or one that fits. */
function tableData(db: MockDatabase, caller: MockUser, url: URL) {
  const variable = variableOr404(db, caller, numberParam(url, 'variableId') ?? numberParam(url, 'id'));
  const aggregation = aggregationOr400(db, url.searchParams.get('aggregationId'), variable.aggregationId);
  const period = periodOr400(url.searchParams.get('start'), url.searchParams.get('end'), mockNow(db));
  const own: Sampling = { sampling: variable.sampling, samplingUnit: variable.samplingUnit };
  const series = seriesFor(
    profileOf(db, variable),
    period,
    null,
    own,
    aggregation.name,
    limitOf(url),
    importedOverlayOf(db, variable),
  );
  return { data: formatPoints(series.points, false), sampling: series.sampling, samplingUnit: series.samplingUnit };
}

/**
 * GET all-graph-data: every variable of a graph. autoSampling variables get the usual step giving
 * about numberOfPoints points (default 1000, spec 000 §9); with the graph's graphSampling set, the
 * requested (or the graph's) sampling applies to the others; else each keeps its own.
 */
function allGraphData(db: MockDatabase, caller: MockUser, url: URL) {
  const graph = graphOr404(db, caller, numberParam(url, 'graphId') ?? -1);
  const period = periodOr400(url.searchParams.get('start'), url.searchParams.get('end'), mockNow(db));
  const requested = samplingParamOr400(url, 'sampling', 'samplingUnit');
  const graphSampling: Sampling = requested ?? {
    sampling: graph.frontConfig.sampling,
    samplingUnit: graph.frontConfig.samplingUnit,
  };
  const points = limitOf(url, 'numberOfPoints', 1000);
  const timeserie = url.searchParams.get('timeserie') === null || isTrue(url.searchParams.get('timeserie'));
  const variables = graph.graphVariables.map((row) => {
    const variable = variableOr404(db, caller, row.objectId);
    const { aggregation, series } = graphVariableSeries(db, graph, row, variable, period, graphSampling, points);
    return {
      id: row.id,
      objectId: row.objectId,
      aggregation: { id: aggregation.id },
      unit: { id: row.unitId, name: unitName(db, row.unitId) },
      autoSampling: row.autoSampling,
      data: formatPoints(series.points, timeserie),
      sampling: series.sampling,
      samplingUnit: series.samplingUnit,
      samplingAdjusted: series.samplingAdjusted,
    };
  });
  return {
    data: {
      variables,
      sampling: graphSampling.sampling,
      samplingUnit: graphSampling.samplingUnit,
      start: iso(period.start),
      end: iso(period.end),
    },
  };
}

/** Rows of a table graph: the days (or weeks, months...) of the period, at most 31. */
const TABLE_ROWS = 31;

/**
 * GET all-table-data: for table-style graphs (table, bar-plot, bullet, gauge — spec 000 §3) one
 * aggregated value per variable over exactly the period; 'table' graphs also get a small table
 * of dated rows. Each object's `data` holds the rows (one row, dated at the start, for the others).
 */
function allTableData(db: MockDatabase, caller: MockUser, url: URL) {
  const graph = graphOr404(db, caller, numberParam(url, 'graphId') ?? -1);
  const period: Period = periodOr400(url.searchParams.get('start'), url.searchParams.get('end'), mockNow(db));
  const objects = graph.graphVariables.map((row) => {
    const variable = variableOr404(db, caller, row.objectId);
    const aggregation = aggregationOr400(db, String(row.aggregationId), variable.aggregationId);
    const profile = profileOf(db, variable);
    const value = periodAggregate(profile, period, aggregation.name);
    const rows =
      graph.frontConfig.type === 'table'
        ? seriesFor(
            profile,
            period,
            samplingForPoints(period, TABLE_ROWS),
            samplingForPoints(period, TABLE_ROWS),
            aggregation.name,
            TABLE_ROWS,
          ).points
        : profile
          ? ([[period.start, value]] as [number, number | null][])
          : [];
    return {
      id: row.id,
      objectId: row.objectId,
      name: variable.name,
      unit: { id: row.unitId, name: unitName(db, row.unitId) },
      aggregation: aggregationRef(db, aggregation.id),
      value,
      data: formatPoints(rows, false),
    };
  });
  return { data: { objects, type: graph.frontConfig.type, start: iso(period.start), end: iso(period.end) } };
}

export function dataHandlers(context: MockApiContext): HttpHandler[] {
  const explorerRead = (caller: MockUser) => requirePermission(caller, 'data_explorer_view');
  return [
    http.get(
      apiUrl(context, 'graph-data'),
      route(context, ({ caller, url }) => graphData(context.db, caller, url)),
    ),
    http.get(
      apiUrl(context, 'table-data'),
      route(context, ({ caller, url }) => tableData(context.db, caller, url)),
    ),
    http.get(
      apiUrl(context, 'all-graph-data'),
      route(context, ({ caller, url }) => (explorerRead(caller), allGraphData(context.db, caller, url))),
    ),
    http.get(
      apiUrl(context, 'all-table-data'),
      route(context, ({ caller, url }) => (explorerRead(caller), allTableData(context.db, caller, url))),
    ),
    projectDataHandler(context),
    checkFormulaHandler(context),
  ];
}
