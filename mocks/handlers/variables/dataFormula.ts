import { mockNow } from '../../db/clock';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDatabase } from '../../db/database';
import type { MockUser } from '../../db/users';
import { evaluateFormula } from '../../formulaEvaluate';
import { sampleSeries, type SeriesPoint } from '../../series';
import { apiUrl, type MockApiContext } from '../context';
import { periodOr400, profileOf, samplingForPoints, type Period } from './dataSeries';
import { expressionOr4xx } from './formulas';
import { fail, readJson, route } from '../respond';
import { canSeePlace } from './variableViews';

/**
 * POST check-formula (spec 000 §7): the test of a formula — expression, projectId, and a start
 * that is null for a single-value check (spec 000 §3) — answered with `{ results: [{ date, value }] }`:
 * - start null: one value, from each variable's latest hourly value of the last day;
 * - start (and end, default now): a short series of at most 50 steps over the period.
 * Errors: the formula codes (FORMULA_SYNTAX_ERROR 400, FORMULA_FUNCTION_NOT_FOUND and
 * FORMULA_VARIABLE_NOT_FOUND 404), PROJECT_NOT_FOUND, INVALID_PERIOD, and 400
 * TEST_FORMULA_DATA_ERROR when no step of the test has a value. Open to every signed-in user:
 * the modelling screen tests formulas too (spec 001 §7). It writes nothing: answered 200.
 */
const TEST_STEPS = 50;
const HOUR_MS = 3_600_000;

type Series = Map<number, number | null>;

function seriesOf(db: MockDatabase, variableIds: number[], period: Period, steps: number): Map<number, Series> {
  const sampling = samplingForPoints(period, steps);
  const result = new Map<number, Series>();
  for (const id of variableIds) {
    const variable = db.variables.find((row) => row.id === id);
    const profile = variable ? profileOf(db, variable) : null;
    const aggregation = variable?.isCounter ? 'counter' : 'average';
    const points: SeriesPoint[] = profile ? sampleSeries(profile, { ...period, ...sampling, aggregation }).points : [];
    result.set(id, new Map(points));
  }
  return result;
}

function checkFormula(db: MockDatabase, caller: MockUser, body: Record<string, unknown>) {
  const project = db.projects.find((row) => row.id === body.projectId);
  if (!project || !canSeePlace(db, caller, project.placeId)) fail(404, 'PROJECT_NOT_FOUND');
  const { node, variableIds } = expressionOr4xx(db, caller, body.expression ?? body.formula);
  const now = mockNow(db);
  const single = body.start === null || body.start === undefined;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
  const period = single
    ? { start: Math.floor(now / HOUR_MS) * HOUR_MS - 24 * HOUR_MS, end: Math.floor(now / HOUR_MS) * HOUR_MS }
    : periodOr400(text(body.start) ?? '', text(body.end), now);
  const values = seriesOf(db, variableIds, period, single ? 24 : TEST_STEPS);
  const grid = samplingForPoints(period, single ? 24 : TEST_STEPS);
  const instants = new Set<number>();
  for (const series of values.values()) for (const at of series.keys()) instants.add(at);
  // A formula of constants still answers: one step at the start of the period.
  if (variableIds.length === 0) instants.add(period.start);
  const results = [...instants]
    .sort((left, right) => left - right)
    .map((at) => ({
      date: new Date(at).toISOString(),
      value: evaluateFormula(node, (id) => values.get(id)?.get(at) ?? null),
    }));
  if (single) {
    const latest = [...results].reverse().find((row) => row.value !== null);
    if (!latest) fail(400, 'TEST_FORMULA_DATA_ERROR');
    return { results: [latest], sampling: grid.sampling, samplingUnit: grid.samplingUnit };
  }
  if (results.every((row) => row.value === null)) fail(400, 'TEST_FORMULA_DATA_ERROR');
  return { results, sampling: grid.sampling, samplingUnit: grid.samplingUnit };
}

export function checkFormulaHandler(context: MockApiContext): HttpHandler {
  return http.post(
    apiUrl(context, 'check-formula'),
    route(context, async ({ caller, request }) =>
      HttpResponse.json(checkFormula(context.db, caller, await readJson(request))),
    ),
  );
}
