// @vitest-environment node
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import {
  CHART_KINDS,
  dashboardsResource,
  dashboardUpdateSchema,
  duplicateDashboardMutation,
  frontConfigSchema,
  graphsResource,
  graphWriteSchema,
  type GraphWrite,
} from './api';

const api = await setupMockApiClient('u2');

describe('explorer schemas against the mocked API', () => {
  it('parses every seeded dashboard with its graphs', async () => {
    const dashboards = await readAllPages(dashboardsResource.list, {}, 5);
    expect(dashboards).toHaveLength(api.db.dashboards.length);
    const kinds = new Set(dashboards.flatMap((dashboard) => dashboard.graphs.map((graph) => graph.frontConfig.type)));
    expect(kinds).toEqual(new Set(CHART_KINDS));
    const one = await dashboardsResource.get(dashboards[0]?.id ?? 0);
    expect(one.graphs.length).toBeGreaterThanOrEqual(3);
  });

  it('parses every seeded graph, one by one and listed', async () => {
    const graphs = await readAllPages(graphsResource.list, {}, 25);
    expect(graphs).toHaveLength(api.db.graphs.length);
    for (const graph of graphs.slice(0, 12)) expect((await graphsResource.get(graph.id)).id).toBe(graph.id);
  });

  it('fills the frontConfig defaults of spec 000 §3', () => {
    expect(frontConfigSchema.parse({ type: 'histogram' })).toMatchObject({
      numberValuesSlices: 10,
      sampling: 1,
      samplingUnit: 'hours',
      graphSampling: false,
    });
  });
});

describe('explorer write payloads', () => {
  afterEach(() => api.reset());

  const variable = () => api.db.variables.find((row) => row.placeId === 1 && row.type === 'variable' && !row.isCounter);

  it('sends a -local graph variable id as null, drops data, and the answer carries server ids', async () => {
    // What the screen holds: a temporary id and the loaded data, neither of which is sent.
    const onScreen = {
      id: '12-local',
      objectId: variable()?.id ?? 1,
      aggregationId: 1,
      unit: { id: 1, name: 'kW' },
      type: 'variable' as const,
      data: [[1, 2]],
    };
    const input: GraphWrite = {
      name: 'Courbe de charge',
      dashboard: { id: 1 },
      row: 2,
      frontConfig: { type: 'spline' },
      graphVariables: [onScreen],
    };
    const payload = graphWriteSchema.parse({ ...input, id: 99 });
    expect(payload).not.toHaveProperty('id');
    expect(payload.graphVariables[0]?.id).toBeNull();
    expect(payload.graphVariables[0]).not.toHaveProperty('data');
    expect(payload.graphVariables[0]).toMatchObject({ sampling: 1, samplingUnit: 'hours', autoSampling: false });

    const created = await graphsResource.create(input);
    const updated = await graphsResource.update(created.id, {
      ...input,
      graphVariables: [...created.graphVariables, { id: '13-local', objectId: 4, aggregationId: 1, type: 'variable' }],
    });
    expect(updated.graphVariables.map((row) => row.id)).toEqual([
      created.graphVariables[0]?.id,
      expect.any(Number) as unknown,
    ]);
    expect(updated.graphVariables[1]?.id).not.toBe(created.graphVariables[0]?.id);
  });

  it('sends a dashboard without id, its graphs reduced to id, row and dashboardFrontConfig', async () => {
    const dashboard = await dashboardsResource.get(1);
    const payload = dashboardUpdateSchema.parse(dashboard);
    expect(payload).not.toHaveProperty('id');
    expect(Object.keys(payload.graphs[0] ?? {}).sort()).toEqual(['dashboardFrontConfig', 'id', 'row']);
    const saved = await dashboardsResource.update(1, { ...dashboard, name: 'Utilités Dunkerque' });
    expect(saved.name).toBe('Utilités Dunkerque');
  });

  it('duplicates a dashboard with copies of its graphs', async () => {
    const source = await dashboardsResource.get(2);
    const copy = await duplicateDashboardMutation.call({ id: 2, name: 'Copie – air comprimé' });
    expect(copy.name).toBe('Copie – air comprimé');
    expect(copy.graphs.map((graph) => graph.name)).toEqual(source.graphs.map((graph) => graph.name));
    expect(copy.graphs.some((graph) => source.graphs.some((original) => original.id === graph.id))).toBe(false);
  });
});
