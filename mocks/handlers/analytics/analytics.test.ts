// @vitest-environment node
import { liveMessageSchema } from '../../../src/api/liveMessages';
import { pointCount } from '../../modelling';
import { createCaller, expectError, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Page<T> = { data: T[]; total_count: number };
type Configuration = {
  id: number;
  name: string;
  projectId: number;
  variableToModel: { variableId: number; name: string | null };
};
type State = {
  configurationId: number;
  status: string;
  message: string | null;
  error: string | null;
  ModelingResult: {
    intercept: number;
    r2: number;
    adjustedR2: number;
    observations: number;
    degreesOfFreedom: number;
    coefficients: { variableId: number; pValue: number; standardError: number }[];
  } | null;
  modelingResultData: { points: { date: string; measured: number; modelled: number }[] } | null;
};

/** Three measured variables of project 1 and one of another project. */
function settings() {
  const ofProject = api.db.variables.filter(
    (variable) => variable.projectIds.includes(1) && variable.firstDataDate !== null,
  );
  const [target, first, second] = ofProject;
  const outside = api.db.variables.find(
    (variable) => variable.projectIds.length > 0 && !variable.projectIds.includes(1),
  );
  if (!target || !first || !second || !outside) throw new Error('seed without variables');
  const body = {
    name: 'Consommation vapeur vs production',
    projectId: 1,
    variableToModel: { variableId: target.id, aggregationId: 1 },
    variablesExplicatives: [
      { variableId: first.id, aggregationId: 1 },
      { variableId: second.id, aggregationId: 4 },
    ],
    start: '2026-08-01T00:00:00.000Z',
    end: '2026-11-01T00:00:00.000Z',
    sampling: 1,
    samplingUnit: 'hours' as const,
  };
  return { body, outside: outside.id };
}

describe('analytics configurations', () => {
  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', 'analytics-configurations')).status).toBe(401);
    expect((await call(null, 'POST', 'modelization', { configurationId: 1 })).status).toBe(401);
  });

  it('pages the configurations and filters them by project', async () => {
    const all = (await call<Page<Configuration>>('u4', 'GET', 'analytics-configurations')).body;
    expect(all.total_count).toBe(api.db.analyticsConfigurations.length);
    expect(all.total_count).toBeGreaterThanOrEqual(8);
    const paged = (await call<Page<Configuration>>('u4', 'GET', 'analytics-configurations?limit=3&offset=3')).body;
    expect(paged.data.map((row) => row.id)).toEqual(all.data.slice(3, 6).map((row) => row.id));
    const projectId = all.data[0]?.projectId ?? 1;
    const ofProject = (await call<Page<Configuration>>('u4', 'GET', `analytics-configurations?projectId=${projectId}`))
      .body;
    expect(ofProject.data.every((row) => row.projectId === projectId)).toBe(true);
    expect(ofProject.data[0]?.variableToModel.name).toBeTruthy();
  });

  it('needs data_analytic_view to read and data_analytic_manage to write', async () => {
    await expectError(await call('u5', 'GET', 'analytics-configurations'), 403, 'PERMISSION_DENIED');
    await expectError(await call('u5', 'POST', 'modelization', { configurationId: 1 }), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'POST', 'analytics-configurations', settings().body), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'PUT', 'analytics-configurations/1', settings().body), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'DELETE', 'analytics-configurations/1'), 403, 'PERMISSION_DENIED');
  });

  it('validates the settings', async () => {
    const { body, outside } = settings();
    const post = (patch: object) => call('u3', 'POST', 'analytics-configurations', { ...body, ...patch });
    await expectError(await post({ name: '' }), 400, 'INVALID_NAME');
    await expectError(await post({ projectId: 999 }), 404, 'PROJECT_NOT_FOUND');
    await expectError(
      await post({ variableToModel: { variableId: 99_999, aggregationId: 1 } }),
      404,
      'VARIABLE_NOT_FOUND',
    );
    await expectError(
      await post({ variableToModel: { variableId: outside, aggregationId: 1 } }),
      400,
      'NOT_IN_PROJECT',
    );
    await expectError(
      await post({ variableToModel: { ...body.variableToModel, aggregationId: 9 } }),
      400,
      'INVALID_AGGREGATION',
    );
    await expectError(await post({ variablesExplicatives: [body.variableToModel] }), 409, 'DUPLICATE_VARIABLE');
    await expectError(await post({ variablesExplicatives: 'all' }), 400, 'INVALID_JSON');
    await expectError(await post({ end: body.start }), 400, 'INVALID_PERIOD');
    await expectError(await post({ samplingUnit: 'fortnights' }), 400, 'INVALID_SAMPLING');
    // Two years every 10 minutes is over the 10000 points of spec 000 §9.
    await expectError(
      await post({ start: '2024-11-01T00:00:00Z', sampling: 10, samplingUnit: 'minutes' }),
      400,
      'INVALID_SAMPLING',
    );
    await expectError(await call('u3', 'PUT', 'analytics-configurations/999', body), 404, 'Configuration not found');
  });

  it('creates, updates (body without id) and deletes a configuration', async () => {
    const { body } = settings();
    const created = await call('u3', 'POST', 'analytics-configurations', body);
    expect(created.status).toBe(201);
    const configuration = created.body as Configuration;
    expect(configuration).toMatchObject({ name: body.name, projectId: 1 });
    const updated = (
      await call<Configuration>('u3', 'PUT', `analytics-configurations/${configuration.id}`, {
        ...body,
        name: 'Modèle renommé',
      })
    ).body;
    expect(updated).toMatchObject({ id: configuration.id, name: 'Modèle renommé' });
    expect((await call('u3', 'DELETE', `analytics-configurations/${configuration.id}`)).status).toBe(204);
    await expectError(
      await call('u3', 'GET', `analytics-configurations/${configuration.id}`),
      404,
      'Configuration not found',
    );
  });
});

describe('modelization', () => {
  it('runs a regression: 202 IN_PROCESS, live progress, then ok with an OLS result', async () => {
    const { body } = settings();
    const configuration = (await call<Configuration>('u3', 'POST', 'analytics-configurations', body)).body;
    const started = await call('u4', 'POST', 'modelization', { configurationId: configuration.id });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'IN_PROCESS', configurationId: configuration.id });
    expect((await call<State>('u4', 'GET', `modelization/${configuration.id}`)).body.status).toBe('IN_PROCESS');

    api.runPendingJobs();
    const messages = api.broadcasts.filter((message) => message.type === 'multivariate_regression');
    expect(messages.map((message) => message.type === 'multivariate_regression' && message.status)).toEqual([
      'IN_PROCESS',
      'IN_PROCESS',
      'ok',
    ]);
    // The progress says what the server is doing: loading so many points, then fitting.
    expect(messages.map((message) => message.message)).toEqual([
      `Chargement des données (${pointCount(body)} points)`,
      'Ajustement par moindres carrés (2 variables explicatives)',
      'Modélisation terminée',
    ]);
    for (const message of messages)
      expect(liveMessageSchema.parse(message)).toMatchObject({ configurationId: configuration.id });

    const state = (await call<State>('u4', 'GET', `modelization/${configuration.id}`)).body;
    expect(state.status).toBe('ok');
    const result = state.ModelingResult;
    expect(result?.coefficients.map((coefficient) => coefficient.variableId)).toEqual(
      body.variablesExplicatives.map((ref) => ref.variableId),
    );
    expect(result?.r2).toBeGreaterThan(0);
    expect(result?.r2).toBeLessThanOrEqual(1);
    expect(result?.adjustedR2).toBeLessThanOrEqual(result?.r2 ?? 0);
    expect(result?.observations).toBe(pointCount(body));
    expect(result?.degreesOfFreedom).toBe(pointCount(body) - 3);
    expect(result?.coefficients.every((coefficient) => coefficient.standardError > 0)).toBe(true);
    expect(state.modelingResultData?.points).toHaveLength(pointCount(body));
    const point = state.modelingResultData?.points[0];
    expect(Math.abs((point?.measured ?? 0) - (point?.modelled ?? 0))).toBeLessThan(Math.abs(point?.measured ?? 1));
  });

  it('runs unsaved settings under configurationId 0, and ends in error when a variable has no data', async () => {
    const { body } = settings();
    const started = await call('u3', 'POST', 'modelization', {
      ...body,
      start: '2012-01-01T00:00:00Z',
      end: '2012-03-01T00:00:00Z',
    });
    expect(started.body).toMatchObject({ status: 'IN_PROCESS', configurationId: 0 });
    api.runPendingJobs();
    const last = api.broadcasts.at(-1);
    expect(last).toMatchObject({ type: 'multivariate_regression', configurationId: 0, status: 'error' });
    const state = (await call<State>('u3', 'GET', 'modelization/0')).body;
    expect(state).toMatchObject({ status: 'error', ModelingResult: null, modelingResultData: null });
    expect(state.error).toMatch(/Pas de données/);
  });

  it('stops a run: its pending work then does nothing', async () => {
    const started = await call('u3', 'POST', 'modelization', { configurationId: 1 });
    expect(started.status).toBe(202);
    expect((await call('u3', 'DELETE', 'modelization/1')).status).toBe(204);
    api.runPendingJobs();
    expect(api.broadcasts).toEqual([]);
    expect((await call<State>('u3', 'GET', 'modelization/1')).body.status).toBe('stopped');
  });

  it('refuses a run without explanatory variables and answers not found for an unknown run', async () => {
    const { body } = settings();
    await expectError(
      await call('u3', 'POST', 'modelization', { ...body, variablesExplicatives: [] }),
      400,
      'INVALID_JSON',
    );
    await expectError(
      await call('u3', 'POST', 'modelization', { configurationId: 999 }),
      404,
      'Configuration not found',
    );
    const never = api.db.analyticsConfigurations.find(
      (row) => !api.db.modelizations.some((run) => run.configurationId === row.id),
    );
    await expectError(await call('u3', 'GET', `modelization/${never?.id}`), 404, 'Modelization not found');
    await expectError(await call('u3', 'DELETE', 'modelization/999'), 404, 'Modelization not found');
  });

  it('seeds finished, failed and stopped runs', () => {
    expect(new Set(api.db.modelizations.map((run) => run.status))).toEqual(new Set(['ok', 'error', 'stopped']));
  });
});
