// @vitest-environment node
import { findUserByAccountId } from '../../db/users';
import { TEST_NOW } from '../../node';
import { createCaller, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi();

type Json = Record<string, unknown>;
type Point = [number, number | null];
type Answer = Json & {
  data: Point[] & Json;
  messages?: string[];
  results: Json[];
  variables: Json[];
  variablesAlerting: Json[];
};

const call = createCaller<Answer>(api.signToken);
const get = (path: string, account = 'u4') => call(account, 'GET', path);

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const end = Math.floor(TEST_NOW / DAY) * DAY - 3 * DAY;
const twoWeeks = `start=${iso(end - 14 * DAY)}&end=${iso(end)}`;
/** A live, non-counter measured variable with a long history. */
const power = () =>
  api.db.variables.find(
    (row) =>
      row.placeId === 1 &&
      row.type === 'variable' &&
      row.unitId === 1 &&
      row.firstDataDate !== null &&
      Date.parse(row.firstDataDate) < end - 400 * DAY &&
      row.lastDataDate === iso(api.db.seededAt),
  );

describe('GET graph-data', () => {
  it('answers 401 without a token', async () => {
    for (const path of [
      'graph-data?id=1',
      'table-data?variableId=1',
      'project-data?id=1',
      'all-graph-data?graphId=1',
      'all-table-data?graphId=1',
    ]) {
      expect((await call(null, 'GET', path)).status).toBe(401);
    }
  });

  it('answers a series as [epochMs, value] pairs with the unit and sampling', async () => {
    const variable = power();
    const { status, body } = await get(
      `graph-data?id=${variable?.id}&aggregationId=1&type=variable&${twoWeeks}&preferredSampling=1&preferredSamplingUnit=hours&timeserie=true&limit=10000`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: variable?.id,
      unit: { name: 'kW' },
      sampling: 1,
      samplingUnit: 'hours',
      samplingAdjusted: false,
      start: iso(end - 14 * DAY),
      end: iso(end),
    });
    expect(body.data.length).toBeGreaterThanOrEqual(14 * 24 - 1);
    expect(body.data.length).toBeLessThanOrEqual(14 * 24 + 1);
    expect(body.data.some(([, value]) => typeof value === 'number')).toBe(true);
    const again = await get(
      `graph-data?id=${variable?.id}&aggregationId=1&${twoWeeks}&preferredSampling=1&preferredSamplingUnit=hours&timeserie=true`,
    );
    expect(again.body.data).toEqual(body.data);
  });

  it('answers dated rows without timeserie', async () => {
    const { body } = await get(
      `graph-data?id=${power()?.id}&${twoWeeks}&preferredSampling=1&preferredSamplingUnit=days`,
    );
    expect((body.data as unknown as Json[])[0]).toEqual({
      date: expect.any(String) as unknown,
      value: expect.any(Number) as unknown,
    });
  });

  it('changes a sampling that gives more than 10,000 points and says so', async () => {
    const year = `start=${iso(end - 365 * DAY)}&end=${iso(end)}`;
    const { body } = await get(
      `graph-data?id=${power()?.id}&${year}&preferredSampling=1&preferredSamplingUnit=minutes&timeserie=true&limit=10000`,
    );
    expect(body.samplingAdjusted).toBe(true);
    expect(body.samplingUnit).not.toBe('minutes');
    expect(body.data.length).toBeLessThanOrEqual(10_000);
    expect(body.data.length).toBeGreaterThan(1_000);
  });

  it('keeps a series within a smaller limit, and never above 10,000', async () => {
    const small = await get(
      `graph-data?id=${power()?.id}&${twoWeeks}&preferredSampling=10&preferredSamplingUnit=minutes&timeserie=true&limit=100`,
    );
    expect(small.body.data.length).toBeLessThanOrEqual(100);
    expect(small.body.samplingAdjusted).toBe(true);
    const huge = await get(
      `graph-data?id=${power()?.id}&${twoWeeks}&preferredSampling=1&preferredSamplingUnit=seconds&timeserie=true&limit=99999`,
    );
    expect(huge.body.data.length).toBeLessThanOrEqual(10_000);
  });

  it('gives one value over the period for the balance view (10-year sampling)', async () => {
    const counter = api.db.variables.find(
      (row) =>
        row.isCounter &&
        row.placeId === 1 &&
        row.firstDataDate !== null &&
        Date.parse(row.firstDataDate) < end - 400 * DAY,
    );
    const year = `start=${iso(end - 365 * DAY)}&end=${iso(end)}`;
    const { body } = await get(
      `graph-data?id=${counter?.id}&aggregationId=5&type=variable&${year}&preferredSampling=10&preferredSamplingUnit=years&timeserie=true&limit=10000`,
    );
    expect(body).toMatchObject({ sampling: 10, samplingUnit: 'years' });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.[0]).toBe(end - 365 * DAY);
    // Hourly buckets split the period exactly (daily ones follow local midnight, not UTC).
    const hourly = await get(
      `graph-data?id=${counter?.id}&aggregationId=5&${year}&preferredSampling=1&preferredSamplingUnit=hours&timeserie=true`,
    );
    const total = hourly.body.data.reduce((sum, [, value]) => sum + (value ?? 0), 0);
    expect(Math.abs((body.data[0]?.[1] ?? 0) - total) / total).toBeLessThan(0.001);
  });

  it.each([
    [`id=1&start=${iso(end)}&end=${iso(end)}`, 400, 'INVALID_PERIOD'],
    [`id=1&start=${iso(end)}&end=${iso(end - DAY)}`, 400, 'INVALID_PERIOD'],
    ['id=1&start=yesterday', 400, 'INVALID_PERIOD'],
    ['id=999999', 404, 'VARIABLE_NOT_FOUND'],
    ['', 404, 'VARIABLE_NOT_FOUND'],
    ['id=1&aggregationId=9', 400, 'INVALID_AGGREGATION'],
    ['id=1&preferredSampling=1&preferredSamplingUnit=decades', 400, 'INVALID_SAMPLING'],
    ['id=1&preferredSampling=-5&preferredSamplingUnit=hours', 400, 'INVALID_SAMPLING'],
    ['id=1&type=sensor', 404, 'OBJECT_TYPE_NOT_FOUND'],
  ])('answers graph-data?%s with %s %s', async (query, status, code) => {
    expect(await get(`graph-data?${query}`)).toMatchObject({ status, body: { messages: [code] } });
  });
});

describe('GET table-data and project-data', () => {
  it('answers table-data as dated rows', async () => {
    const { body } = await get(`table-data?variableId=${power()?.id}&aggregationId=3&${twoWeeks}&limit=10000`);
    const rows = body.data as unknown as Json[];
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.length).toBeLessThanOrEqual(10_000);
    expect(rows[0]).toEqual({ date: expect.any(String) as unknown, value: expect.any(Number) as unknown });
  });

  it("answers a project's communication data", async () => {
    const { body } = await get(`project-data?id=1&${twoWeeks}&limit=10000`);
    const attached = api.db.variables.filter(
      (row) => row.projectIds.includes(1) && (row.type === 'variable' || row.type === 'tableau'),
    );
    expect(body.variables).toHaveLength(attached.length);
    expect(body.data.length).toBeGreaterThan(10);
    expect(body.data.every(([, count]) => (count ?? 0) <= attached.length)).toBe(true);
    expect(body.variablesAlerting.length).toBeGreaterThan(0);
    const related = await get(`project-data?id=1&${twoWeeks}&related=true`);
    expect(related.body.variables.length).toBeGreaterThan(attached.length);
    expect(await get('project-data?id=999')).toMatchObject({ status: 404, body: { messages: ['PROJECT_NOT_FOUND'] } });
    expect(await get(`project-data?id=1&start=${iso(end)}&end=${iso(end - DAY)}`)).toMatchObject({
      status: 400,
      body: { messages: ['INVALID_PERIOD'] },
    });
  });
});

describe('GET all-graph-data and all-table-data', () => {
  afterEach(() => api.reset());

  it('answers 10 series for a graph of 10 variables, auto-sampled ones at about numberOfPoints', async () => {
    const variables = api.db.variables
      .filter((row) => row.placeId === 2 && row.type === 'variable' && !row.isCounter)
      .slice(0, 10);
    const created = await call('u2', 'POST', 'graph', {
      name: 'Dix variables',
      dashboard: { id: 1 },
      frontConfig: { type: 'time-series' },
      graphVariables: variables.map((row, index) => ({
        id: `${index}-local`,
        objectId: row.id,
        aggregationId: 1,
        autoSampling: index % 2 === 0,
      })),
    });
    const month = `start=${iso(end - 30 * DAY)}&end=${iso(end)}`;
    const { body } = await get(
      `all-graph-data?graphId=${created.body.id as number}&${month}&sampling=1&samplingUnit=hours&timeserie=true&numberOfPoints=1000`,
    );
    const series = (body.data as unknown as { variables: (Json & { data: Point[] })[]; sampling: number }).variables;
    expect(series).toHaveLength(10);
    for (const [index, item] of series.entries()) {
      expect(item.data.length).toBeLessThanOrEqual(10_000);
      expect(item.autoSampling).toBe(index % 2 === 0);
      if (item.autoSampling) expect(item.data.length).toBeLessThanOrEqual(1000);
      if (item.autoSampling) expect(item.data.length).toBeGreaterThan(300);
      else expect(item).toMatchObject({ sampling: 1, samplingUnit: 'hours' });
    }
    expect(body.data).toMatchObject({ sampling: 1, samplingUnit: 'hours' });
  });

  it('answers one value per variable for table-style graphs, and a small table for table graphs', async () => {
    const table = api.db.graphs.find((graph) => graph.frontConfig.type === 'table');
    const gauge = api.db.graphs.find((graph) => graph.frontConfig.type === 'gauge');
    const tableAnswer = await get(`all-table-data?graphId=${table?.id}&${twoWeeks}`);
    const objects = (tableAnswer.body.data as unknown as { objects: (Json & { data: Json[] })[] }).objects;
    expect(objects).toHaveLength(table?.graphVariables.length ?? 0);
    expect(objects[0]?.data.length).toBeGreaterThan(1);
    expect(objects[0]?.data.length).toBeLessThanOrEqual(31);
    const gaugeAnswer = await get(`all-table-data?graphId=${gauge?.id}&${twoWeeks}`);
    const [value] = (gaugeAnswer.body.data as unknown as { objects: (Json & { data: Json[] })[] }).objects;
    expect(value?.data).toHaveLength(1);
    expect(value?.value).toEqual(value?.data[0]?.value);
  });

  it('answers GRAPH_NOT_FOUND, INVALID_PERIOD and needs data_explorer_view', async () => {
    expect(await get('all-graph-data?graphId=9999')).toMatchObject({
      status: 404,
      body: { messages: ['GRAPH_NOT_FOUND'] },
    });
    expect(await get('all-table-data?graphId=9999')).toMatchObject({
      status: 404,
      body: { messages: ['GRAPH_NOT_FOUND'] },
    });
    expect(await get(`all-graph-data?graphId=1&start=${iso(end)}&end=${iso(end)}`)).toMatchObject({
      status: 400,
      body: { messages: ['INVALID_PERIOD'] },
    });
    const reader = findUserByAccountId(api.db.users, 'u4');
    if (reader)
      reader.permissions = reader.permissions.filter((permission) => permission.name !== 'data_explorer_view');
    expect((await get('all-graph-data?graphId=1')).status).toBe(403);
    expect((await get('all-table-data?graphId=1')).status).toBe(403);
    expect((await get(`graph-data?id=1&${twoWeeks}`)).status).toBe(200);
  });
});

describe('POST check-formula', () => {
  const test = (body: Json) => call('u4', 'POST', 'check-formula', body);

  it('answers a single value when start is null', async () => {
    const variable = power();
    const { status, body } = await test({
      expression: `{${variable?.id}} * 2 + 1`,
      projectId: variable?.projectIds[0] ?? 1,
      start: null,
    });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toEqual({ date: expect.any(String) as unknown, value: expect.any(Number) as unknown });
  });

  it('answers a short series over a period', async () => {
    const variable = power();
    const { body } = await test({
      expression: `SI({${variable?.id}} > 100, 1, 0)`,
      projectId: 1,
      start: iso(end - 7 * DAY),
      end: iso(end),
    });
    expect(body.results.length).toBeGreaterThan(5);
    expect(body.results.length).toBeLessThanOrEqual(50);
    expect(body.results.every((row) => row.value === null || row.value === 0 || row.value === 1)).toBe(true);
  });

  it.each([
    [{ expression: '({1} + 1' }, 400, 'FORMULA_SYNTAX_ERROR'],
    [{ expression: 'LOG({1})' }, 404, 'FORMULA_FUNCTION_NOT_FOUND'],
    [{ expression: '{999999} + 1' }, 404, 'FORMULA_VARIABLE_NOT_FOUND'],
    [{ projectId: 999 }, 404, 'PROJECT_NOT_FOUND'],
    [{ start: iso(end), end: iso(end - DAY) }, 400, 'INVALID_PERIOD'],
  ])('answers %o with %s %s', async (change, status, code) => {
    expect(await test({ expression: '{1} + 1', projectId: 1, start: null, ...change })).toMatchObject({
      status,
      body: { messages: [code] },
    });
  });

  it('answers TEST_FORMULA_DATA_ERROR when the period has no data', async () => {
    const variable = power();
    const before = Date.parse(variable?.firstDataDate ?? '') - 30 * DAY;
    const answer = await test({
      expression: `{${variable?.id}}`,
      projectId: 1,
      start: iso(before - 7 * DAY),
      end: iso(before),
    });
    expect(answer).toMatchObject({ status: 400, body: { messages: ['TEST_FORMULA_DATA_ERROR'] } });
  });
});
