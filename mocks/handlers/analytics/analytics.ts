import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { MAX_POINTS_PER_SERIES, SAMPLING_UNITS } from '../../../src/lib/sampling';
import { settleSeededRun, type AnalyticsConfigurationRow, type ModelizationRow } from '../../db/analytics';
import type { MockDatabase } from '../../db/database';
import type { MockUser } from '../../db/users';
import { modelPoints, pointCount, runModel, type ModelRequest, type ModelVariableRef } from '../../modelling';
import { apiUrl, liveAudience, type MockApiContext } from '../context';
import { byNumber, crudHandlers } from '../crudHandlers';
import { fail, idParam, readJson, requirePermission, route } from '../respond';
import { oneOf, requiredInstant, requiredName, type Body } from '../savingsBody';
import { projectInScope, seesProject, variableInScope } from '../scope';
import { requestLanguage, serverText, type ServerLanguage } from '../../serverTexts';

/*
 * Data analytics (spec 001 §3, §4 "Modelling", §7 "Data analytics"). Configurations need
 * data_analytic_view to read and data_analytic_manage to write; running, reading and stopping a
 * modelling change no saved setting and need data_analytic_view. The catalogue has no code for a
 * missing configuration or run: raw texts, as the savings area does.
 */

const VIEW = 'data_analytic_view';
const MANAGE = 'data_analytic_manage';
export const CONFIGURATION_NOT_FOUND = 'Configuration not found';
export const MODELIZATION_NOT_FOUND = 'Modelization not found';
/** Simulated durations of the steps of a run: loading the data, fitting, the statistics. */
const LOADING_MS = 700;
const FITTING_MS = 1_200;
const STATISTICS_MS = 1_100;

function variableRef(db: MockDatabase, caller: MockUser, value: unknown, projectId: number): ModelVariableRef {
  if (typeof value !== 'object' || value === null) return fail(400, 'INVALID_JSON');
  const { variableId, aggregationId } = value as Record<string, unknown>;
  if (typeof variableId !== 'number' || typeof aggregationId !== 'number') return fail(400, 'INVALID_JSON');
  const variable =
    db.variables.find((row) => row.id === variableInScope(db, caller, variableId)) ?? fail(404, 'VARIABLE_NOT_FOUND');
  if (!variable.projectIds.includes(projectId)) fail(400, 'NOT_IN_PROJECT');
  if (!db.aggregations.some((row) => row.id === aggregationId)) fail(400, 'INVALID_AGGREGATION');
  return { variableId, aggregationId };
}

const samePair = (a: ModelVariableRef, b: ModelVariableRef) =>
  a.variableId === b.variableId && a.aggregationId === b.aggregationId;

/** The modelling settings of a configuration or a run (spec 000 §5, §9 for the period and points). */
function requestFields(db: MockDatabase, caller: MockUser, body: Body): ModelRequest {
  const projectId = projectInScope(db, caller, body.projectId);
  const variableToModel = variableRef(db, caller, body.variableToModel, projectId);
  if (!Array.isArray(body.variablesExplicatives)) fail(400, 'INVALID_JSON');
  const variablesExplicatives = (body.variablesExplicatives as unknown[]).map((value) =>
    variableRef(db, caller, value, projectId),
  );
  const all = [variableToModel, ...variablesExplicatives];
  if (all.some((ref, index) => all.findIndex((other) => samePair(ref, other)) !== index))
    fail(409, 'DUPLICATE_VARIABLE');
  const start = requiredInstant(body, 'start');
  const end = requiredInstant(body, 'end');
  if (Date.parse(end) <= Date.parse(start)) fail(400, 'INVALID_PERIOD');
  const sampling =
    typeof body.sampling === 'number' && Number.isInteger(body.sampling) && body.sampling > 0
      ? body.sampling
      : fail(400, 'INVALID_SAMPLING');
  const samplingUnit = oneOf(body, 'samplingUnit', SAMPLING_UNITS, 'INVALID_SAMPLING');
  const request: ModelRequest = {
    projectId,
    variableToModel,
    variablesExplicatives,
    start,
    end,
    sampling,
    samplingUnit,
  };
  const points = pointCount(request);
  if (points < 1 || points > MAX_POINTS_PER_SERIES) fail(400, 'INVALID_SAMPLING');
  return request;
}

function modelVariableView(db: MockDatabase, ref: ModelVariableRef) {
  const variable = db.variables.find((row) => row.id === ref.variableId);
  return {
    ...ref,
    name: variable?.name ?? null,
    unit: db.units.find((unit) => unit.id === variable?.unitId)?.name ?? null,
  };
}

function configurationView(db: MockDatabase, row: AnalyticsConfigurationRow) {
  return {
    ...row,
    variableToModel: modelVariableView(db, row.variableToModel),
    variablesExplicatives: row.variablesExplicatives.map((ref) => modelVariableView(db, ref)),
  };
}

function stateView(db: MockDatabase, row: ModelizationRow, language: ServerLanguage) {
  return {
    configurationId: row.configurationId,
    status: row.status,
    message: serverText(row.message, language),
    variableToModel: modelVariableView(db, row.request.variableToModel),
    variablesExplicatives: row.request.variablesExplicatives.map((ref) => modelVariableView(db, ref)),
    ModelingResult: row.result,
    modelingResultData:
      row.status === 'ok' && row.result ? { points: modelPoints(row.request, row.result, db.variables) } : null,
    error: serverText(row.error, language),
    startedAt: row.startedAt,
    updatedAt: row.updatedAt,
  };
}

function findConfiguration(db: MockDatabase, caller: MockUser, id: number): AnalyticsConfigurationRow {
  return (
    db.analyticsConfigurations.find((row) => row.id === id && seesProject(db, caller, row.projectId)) ??
    fail(404, CONFIGURATION_NOT_FOUND)
  );
}

/** A configuration's fields; the body comes without id, the path's is the one that counts (spec 001 §7). */
function configurationFields(db: MockDatabase, caller: MockUser, body: Body): Omit<AnalyticsConfigurationRow, 'id'> {
  return { name: requiredName(body), ...requestFields(db, caller, body), updatedAt: new Date().toISOString() };
}

function configurationHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<AnalyticsConfigurationRow>(context, {
    path: 'analytics-configurations',
    table: (db) => db.analyticsConfigurations,
    notFound: CONFIGURATION_NOT_FOUND,
    permissions: { view: VIEW, manage: MANAGE },
    view: (row, db) => configurationView(db, row),
    filters: { projectId: byNumber((row) => row.projectId) },
    scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
    read: (body, { db, caller }) => configurationFields(db, caller, body),
    afterDelete: (row, { db }) => {
      db.modelizations = db.modelizations.filter((run) => run.configurationId !== row.id);
    },
  });
}

/** The current run of a configuration, if this job still belongs to it. */
function currentRun(context: MockApiContext, configurationId: number, runId: number): ModelizationRow | null {
  const row = context.db.modelizations.find((candidate) => candidate.configurationId === configurationId);
  return row && row.runId === runId && row.status === 'IN_PROCESS' ? row : null;
}

/** A run's steps go to those who see its project. */
const runAudience = (context: MockApiContext, row: ModelizationRow) =>
  liveAudience(context, (user) => seesProject(context.db, user, row.request.projectId));

/** A progress step of a run still current: its message stored and sent on the live connection. */
function progress(context: MockApiContext, row: ModelizationRow, message: string): void {
  row.message = message;
  row.updatedAt = new Date().toISOString();
  context.changed();
  context.live.broadcast(
    { type: 'multivariate_regression', configurationId: row.configurationId, status: 'IN_PROCESS', message },
    runAudience(context, row),
  );
}

/** The run's end: ok with the result stored, or error with its text. */
function finish(context: MockApiContext, row: ModelizationRow): void {
  const outcome = runModel(row.request, context.db.variables);
  row.updatedAt = new Date().toISOString();
  if ('result' in outcome)
    Object.assign(row, { status: 'ok', message: 'Modélisation terminée', result: outcome.result, error: null });
  else Object.assign(row, { status: 'error', message: null, result: null, error: outcome.error });
  context.changed();
  context.live.broadcast(
    {
      type: 'multivariate_regression',
      configurationId: row.configurationId,
      status: row.status === 'ok' ? 'ok' : 'error',
      message: row.status === 'ok' ? (row.message ?? undefined) : (row.error ?? undefined),
    },
    runAudience(context, row),
  );
}

/**
 * spec 001 §4: the server answers IN_PROCESS with progress messages, then ok (result stored) or
 * error (error stored); each step goes out on the live connection (src/api/liveMessages.ts). The
 * steps take about three seconds in all, so that a run can be watched and stopped.
 */
function scheduleRun(context: MockApiContext, configurationId: number, runId: number): void {
  const step = (delayMs: number, work: (row: ModelizationRow) => void, next?: () => void) =>
    context.later(() => {
      const row = currentRun(context, configurationId, runId);
      if (!row) return;
      work(row);
      next?.();
    }, delayMs);
  step(
    LOADING_MS,
    (row) =>
      progress(
        context,
        row,
        `Chargement des données (${Math.min(pointCount(row.request), MAX_POINTS_PER_SERIES)} points)`,
      ),
    () =>
      step(
        FITTING_MS,
        (row) =>
          progress(
            context,
            row,
            `Ajustement par moindres carrés (${row.request.variablesExplicatives.length} variables explicatives)`,
          ),
        () => step(STATISTICS_MS, (row) => finish(context, row)),
      ),
  );
}

function modelizationHandlers(context: MockApiContext): HttpHandler[] {
  /** The configuration's last run, which GET reads and DELETE stops. */
  const modelizationOf = (caller: MockUser, params: PathParams): ModelizationRow => {
    requirePermission(caller, VIEW);
    const id = idParam(params, 'configurationId', MODELIZATION_NOT_FOUND);
    const row = context.db.modelizations.find(
      (candidate) => candidate.configurationId === id && seesProject(context.db, caller, candidate.request.projectId),
    );
    return row ? settleSeededRun(row, context.db.variables) : fail(404, MODELIZATION_NOT_FOUND);
  };
  return [
    http.post(
      apiUrl(context, 'modelization'),
      route(context, async ({ request, caller }) => {
        requirePermission(caller, VIEW);
        const body = await readJson(request);
        const { db } = context;
        const configurationId =
          typeof body.configurationId === 'number' ? findConfiguration(db, caller, body.configurationId).id : 0;
        const saved = db.analyticsConfigurations.find((row) => row.id === configurationId);
        // The settings sent win over the saved ones (unsaved edits); an id alone runs the saved ones.
        const settings = body.variableToModel === undefined && saved ? { ...saved } : body;
        const modelRequest = requestFields(db, caller, settings);
        if (modelRequest.variablesExplicatives.length === 0) fail(400, 'INVALID_JSON');
        const now = new Date().toISOString();
        const runId = Math.max(0, ...db.modelizations.map((row) => row.runId)) + 1;
        const message = 'Modélisation en cours';
        const row: ModelizationRow = {
          configurationId,
          runId,
          status: 'IN_PROCESS',
          message,
          request: modelRequest,
          result: null,
          error: null,
          startedAt: now,
          updatedAt: now,
        };
        db.modelizations = [
          ...db.modelizations.filter((existing) => existing.configurationId !== configurationId),
          row,
        ];
        scheduleRun(context, configurationId, runId);
        return HttpResponse.json(
          { status: 'IN_PROCESS', message: serverText(message, requestLanguage(request)), configurationId },
          { status: 202 },
        );
      }),
    ),
    http.get(
      apiUrl(context, 'modelization/:configurationId'),
      route(context, ({ request, params, caller }) =>
        stateView(context.db, modelizationOf(caller, params), requestLanguage(request)),
      ),
    ),
    http.delete(
      apiUrl(context, 'modelization/:configurationId'),
      route(context, ({ params, caller }) => {
        const row = modelizationOf(caller, params);
        // A finished run has nothing to stop; a running one stops and its pending jobs see it.
        if (row.status === 'IN_PROCESS') {
          Object.assign(row, {
            status: 'stopped',
            message: 'Modélisation arrêtée',
            updatedAt: new Date().toISOString(),
          });
        }
        return undefined;
      }),
    ),
  ];
}

// The analytics calls of spec 001 §7 (the formula check belongs to the formulas area).
export function analyticsHandlers(context: MockApiContext): HttpHandler[] {
  return [...configurationHandlers(context), ...modelizationHandlers(context)];
}
