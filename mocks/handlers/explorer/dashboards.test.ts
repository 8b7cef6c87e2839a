// @vitest-environment node
import { CHART_KINDS } from '../../../src/entities/explorer/api';
import { findUserByAccountId } from '../../db/users';
import { createCaller, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi();

type Json = Record<string, unknown>;
type Answer = Json & { data: Json[]; total_count: number; messages?: string[]; graphs: Json[]; graphVariables: Json[] };

const call = createCaller<Answer>(api.signToken);

/** Two measured, non-counter variables of project 1's site. */
const plainVariables = () =>
  api.db.variables.filter((row) => row.placeId === 1 && row.type === 'variable' && !row.isCounter);

function graphBody(dashboardId: number, graphVariables: Json[], extra: Json = {}) {
  return {
    name: 'Courbe de charge TGBT',
    dashboard: { id: dashboardId },
    row: 0,
    frontConfig: { type: 'time-series' },
    graphVariables,
    ...extra,
  };
}

describe('seeded explorer', () => {
  it('holds ~12 dashboards of 3 to 8 graphs, every chart kind, 1 to 6 variables per graph', () => {
    expect(api.db.dashboards).toHaveLength(12);
    for (const dashboard of api.db.dashboards) {
      const count = api.db.graphs.filter((graph) => graph.dashboardId === dashboard.id).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(8);
    }
    expect(new Set(api.db.graphs.map((graph) => graph.frontConfig.type))).toEqual(new Set(CHART_KINDS));
    expect(api.db.graphs.every((graph) => graph.graphVariables.length >= 1 && graph.graphVariables.length <= 6)).toBe(
      true,
    );
  });
});

describe('dashboard calls', () => {
  afterEach(() => api.reset());

  it('answers 401 without a token and 403 without data_explorer_view', async () => {
    expect((await call(null, 'GET', 'dashboard')).status).toBe(401);
    expect((await call(null, 'GET', 'graph/1')).status).toBe(401);
    // No demo role lacks data_explorer_view: take it from the reader for this test.
    const reader = findUserByAccountId(api.db.users, 'u4');
    if (reader)
      reader.permissions = reader.permissions.filter((permission) => permission.name !== 'data_explorer_view');
    expect(await call('u4', 'GET', 'dashboard')).toMatchObject({
      status: 403,
      body: { messages: ['PERMISSION_DENIED'] },
    });
    expect((await call('u4', 'GET', 'graph/1')).status).toBe(403);
  });

  it('pages and filters by name', async () => {
    const page = await call('u4', 'GET', 'dashboard?limit=5&offset=10');
    expect(page.body).toMatchObject({ total_count: 12 });
    expect(page.body.data).toHaveLength(2);
    const filtered = await call('u4', 'GET', 'dashboard?name=FROID');
    expect(filtered.body.data.map((row) => row.name)).toEqual(['Froid industriel Annecy']);
  });

  it('sorts by name, project, graph count and last update', async () => {
    const names = (await call('u4', 'GET', 'dashboard?ordering=name')).body.data.map((row) => String(row.name));
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'fr', { sensitivity: 'base' })));
    const byName = (await call('u4', 'GET', 'dashboard?ordering=-name')).body.data.map((row) => row.name);
    expect(byName).toEqual([...names].reverse());
    const counts = (await call('u4', 'GET', 'dashboard?ordering=-graphs')).body.data.map(
      (row) => (row.graphs as Json[]).length,
    );
    expect(counts).toEqual([...counts].sort((left, right) => right - left));
    const projects = (await call('u4', 'GET', 'dashboard?ordering=project')).body.data.map(
      (row) => ((row.project as Json | null)?.name as string | undefined) ?? null,
    );
    expect(projects.at(-1)).not.toBeNull();
    const dates = (await call('u4', 'GET', 'dashboard?ordering=updatedAt')).body.data.map((row) =>
      String(row.updatedAt),
    );
    expect(dates).toEqual([...dates].sort());
  });

  it("shows an external user their client's dashboards only", async () => {
    const { body } = await call('u5', 'GET', 'dashboard');
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.data.every((row) => (((row.project as Json).place as Json).client as Json).id === 1)).toBe(true);
    expect((await call('u5', 'GET', 'dashboard/4')).status).toBe(404);
  });

  it('creates, edits, duplicates and deletes a dashboard', async () => {
    const created = await call('u3', 'POST', 'dashboard', {
      name: 'Suivi compresseurs',
      projectId: 2,
      dashboardFrontConfig: { dateRange: 'J-7' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Suivi compresseurs', project: { id: 2 }, graphs: [] },
    });
    const id = created.body.id as number;
    const [variable] = plainVariables();
    const graph = await call(
      'u3',
      'POST',
      'graph',
      graphBody(id, [{ id: '1-local', objectId: variable?.id, aggregationId: 1 }]),
    );
    expect(graph.status).toBe(201);
    const graphId = graph.body.id as number;

    const edited = await call('u3', 'PUT', `dashboard/${id}`, {
      name: 'Suivi des compresseurs',
      dashboardFrontConfig: { dateRange: 'M-1' },
      graphs: [{ id: graphId, row: 3, dashboardFrontConfig: { x: 6, y: 0, w: 6, h: 4 } }],
    });
    expect(edited.body).toMatchObject({ name: 'Suivi des compresseurs', dashboardFrontConfig: { dateRange: 'M-1' } });
    expect(edited.body.graphs[0]).toMatchObject({ id: graphId, row: 3, dashboardFrontConfig: { x: 6 } });

    const copy = await call('u3', 'POST', `dashboard/${id}`, { name: 'Copie – compresseurs' });
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(id);
    expect(copy.body.graphs).toHaveLength(1);
    expect(copy.body.graphs[0]?.id).not.toBe(graphId);
    expect((copy.body.graphs[0]?.graphVariables as Json[])[0]?.id).not.toBe((graph.body.graphVariables[0] as Json).id);
    expect(copy.body.graphs[0]).toMatchObject({
      name: 'Courbe de charge TGBT',
      row: 3,
      dashboard: { id: copy.body.id },
    });

    expect((await call('u3', 'DELETE', `dashboard/${id}`)).status).toBe(204);
    expect((await call('u3', 'GET', `dashboard/${id}`)).body.messages).toEqual(['DASHBOARD_NOT_FOUND']);
    expect((await call('u3', 'GET', `graph/${graphId}`)).body.messages).toEqual(['GRAPH_NOT_FOUND']);
    expect((await call('u3', 'GET', `dashboard/${copy.body.id as number}`)).body.graphs).toHaveLength(1);
  });

  it('duplicates a seeded dashboard with all its graphs', async () => {
    const source = await call('u2', 'GET', 'dashboard/1');
    const copy = await call('u2', 'POST', 'dashboard/1', { name: 'Copie utilités' });
    expect(copy.body.graphs.map((graph) => graph.name)).toEqual(source.body.graphs.map((graph) => graph.name));
  });

  it('answers the dashboard codes', async () => {
    expect(await call('u2', 'POST', 'dashboard', { name: '' })).toMatchObject({
      status: 400,
      body: { messages: ['INVALID_NAME'] },
    });
    expect(await call('u2', 'POST', 'dashboard', { name: 'x', projectId: 999 })).toMatchObject({
      status: 404,
      body: { messages: ['PROJECT_NOT_FOUND'] },
    });
    expect(await call('u2', 'POST', 'dashboard/1', { name: ' ' })).toMatchObject({
      status: 400,
      body: { messages: ['INVALID_NAME'] },
    });
    expect(await call('u2', 'GET', 'dashboard/999')).toMatchObject({
      status: 404,
      body: { messages: ['DASHBOARD_NOT_FOUND'] },
    });
    expect(await call('u2', 'PUT', 'dashboard/999', { name: 'x' })).toMatchObject({
      status: 404,
      body: { messages: ['DASHBOARD_NOT_FOUND'] },
    });
    expect(await call('u2', 'DELETE', 'dashboard/999')).toMatchObject({
      status: 404,
      body: { messages: ['DASHBOARD_NOT_FOUND'] },
    });
    const foreign = api.db.graphs.find((graph) => graph.dashboardId !== 1);
    expect(await call('u2', 'PUT', 'dashboard/1', { name: 'x', graphs: [{ id: foreign?.id, row: 0 }] })).toMatchObject({
      status: 404,
      body: { messages: ['GRAPH_NOT_FOUND'] },
    });
  });

  it('refuses writes to the reader role', async () => {
    expect((await call('u4', 'POST', 'dashboard', { name: 'x' })).status).toBe(403);
    expect((await call('u4', 'PUT', 'dashboard/1', { name: 'x' })).status).toBe(403);
    expect((await call('u4', 'POST', 'dashboard/1', { name: 'x' })).status).toBe(403);
    expect((await call('u4', 'DELETE', 'dashboard/1')).status).toBe(403);
    expect((await call('u4', 'POST', 'graph', graphBody(1, []))).status).toBe(403);
    expect((await call('u4', 'DELETE', 'graph/1')).status).toBe(403);
  });
});

describe('graph calls', () => {
  afterEach(() => api.reset());

  it('gives server ids to -local graph variables and keeps known ids', async () => {
    const [first, second, third] = plainVariables();
    const created = await call(
      'u3',
      'POST',
      'graph',
      graphBody(1, [{ id: null, objectId: first?.id, aggregationId: 1 }]),
    );
    const kept = created.body.graphVariables[0] as Json;
    expect(kept.id).toEqual(expect.any(Number) as unknown);
    const updated = await call('u3', 'PUT', `graph/${created.body.id as number}`, {
      ...graphBody(1, [
        { ...kept },
        { id: null, objectId: second?.id, aggregationId: 3, autoSampling: true },
        { id: null, objectId: third?.id, aggregationId: 2, sampling: 15, samplingUnit: 'minutes' },
      ]),
      name: 'Puissances TGBT',
    });
    expect(updated.status).toBe(200);
    const ids = updated.body.graphVariables.map((row) => row.id);
    expect(ids[0]).toBe(kept.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(updated.body.graphVariables[1]).toMatchObject({
      sampling: 1,
      samplingUnit: 'hours',
      autoSampling: true,
      unit: { id: second?.unitId },
    });
    expect(updated.body.frontConfig).toMatchObject({
      type: 'time-series',
      numberValuesSlices: 10,
      sampling: 1,
      samplingUnit: 'hours',
    });
    expect((await call('u3', 'GET', `graph/${created.body.id as number}`)).body.name).toBe('Puissances TGBT');
  });

  it('lists graphs by dashboard', async () => {
    const { body } = await call('u4', 'GET', 'graph?dashboardId=2');
    expect(body.total_count).toBe(api.db.graphs.filter((graph) => graph.dashboardId === 2).length);
  });

  it('answers the graph codes', async () => {
    const [first] = plainVariables();
    const counter = api.db.variables.find((row) => row.isCounter);
    const variable = { objectId: first?.id, aggregationId: 1 };
    const cases: [Json, number, string][] = [
      [graphBody(1, [variable, { ...variable, id: '2-local' }]), 409, 'DUPLICATE_GRAPH_DATA_OBJECT'],
      [graphBody(1, [{ ...variable, aggregationId: 9 }]), 400, 'INVALID_AGGREGATION'],
      [graphBody(1, [{ ...variable, aggregationId: 5 }]), 400, 'INVALID_AGGREGATION'],
      [graphBody(1, [{ ...variable, sampling: -1 }]), 400, 'INVALID_SAMPLING'],
      [graphBody(1, [{ ...variable, samplingUnit: 'decades' }]), 400, 'INVALID_SAMPLING'],
      [graphBody(1, [], { frontConfig: { type: 'spline', samplingUnit: 'ages' } }), 400, 'INVALID_SAMPLING'],
      [graphBody(1, [{ ...variable, objectId: 999999 }]), 404, 'VARIABLE_NOT_FOUND'],
      [graphBody(1, [{ ...variable, type: 'sensor' }]), 404, 'OBJECT_TYPE_NOT_FOUND'],
      [graphBody(999, []), 404, 'DASHBOARD_NOT_FOUND'],
      [graphBody(1, [], { name: '' }), 400, 'INVALID_NAME'],
      [graphBody(1, [], { frontConfig: { type: 'pie' } }), 400, 'INVALID_JSON'],
    ];
    for (const [body, status, code] of cases)
      expect(await call('u2', 'POST', 'graph', body)).toMatchObject({ status, body: { messages: [code] } });
    expect(
      (await call('u2', 'POST', 'graph', graphBody(1, [{ objectId: counter?.id, aggregationId: 5 }]))).status,
    ).toBe(201);
    expect(await call('u2', 'GET', 'graph/99999')).toMatchObject({
      status: 404,
      body: { messages: ['GRAPH_NOT_FOUND'] },
    });
    expect(await call('u2', 'PUT', 'graph/99999', graphBody(1, []))).toMatchObject({
      status: 404,
      body: { messages: ['GRAPH_NOT_FOUND'] },
    });
  });

  it('deletes a graph', async () => {
    expect((await call('u3', 'DELETE', 'graph/1')).status).toBe(204);
    expect((await call('u3', 'GET', 'graph/1')).status).toBe(404);
    expect((await call('u3', 'GET', 'dashboard/1')).body.graphs.some((graph) => graph.id === 1)).toBe(false);
  });
});
