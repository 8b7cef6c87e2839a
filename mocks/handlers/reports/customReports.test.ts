// @vitest-environment node
import { createCaller, setupTestMockApi, type ListBody } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Template = {
  id: number;
  project: { id: number };
  name: string;
  introduction: string | null;
  graphs: { graph: { id: number; name: string }; dashboard: { id: number; name: string }; comment: string | null }[];
};

/** Graphs of two different dashboards of one project when the seed has one, else a template's graphs. */
function graphsOfTwoDashboards(): { projectId: number; graphIds: number[] } {
  for (const project of api.db.projects) {
    const dashboards = api.db.dashboards.filter(
      (row) => row.projectId === project.id && api.db.graphs.some((graph) => graph.dashboardId === row.id),
    );
    if (dashboards.length >= 2) {
      const graphIds = dashboards
        .slice(0, 2)
        .map((row) => api.db.graphs.find((graph) => graph.dashboardId === row.id)?.id ?? 0);
      return { projectId: project.id, graphIds: graphIds.reverse() };
    }
  }
  const first = api.db.customReports[0];
  return { projectId: first?.projectId ?? 1, graphIds: first?.graphs.map((row) => row.graphId) ?? [] };
}

describe('custom report templates', () => {
  it('lists the two seeded templates with their graphs named, to readers too', async () => {
    const { status, body } = await call<ListBody<Template>>('u5', 'GET', 'custom-reports');
    expect(status).toBe(200);
    expect(body.total_count).toBe(2);
    for (const template of body.data) {
      expect(template.graphs.length).toBeGreaterThanOrEqual(2);
      expect(template.graphs.every((entry) => entry.graph.name !== '' && entry.dashboard.name !== '')).toBe(true);
    }
  });

  it('creates one from graphs of several dashboards, in the order sent, then edits and deletes it', async () => {
    const { projectId, graphIds } = graphsOfTwoDashboards();
    const created = await call<Template>('u1', 'POST', 'custom-reports', {
      project: projectId,
      name: 'Revue',
      introduction: ' Bonjour ',
      graphs: graphIds.map((graph, index) => ({ graph, comment: index === 0 ? 'Premier' : '' })),
    });
    expect(created.status).toBe(201);
    expect(created.body.graphs.map((entry) => entry.graph.id)).toEqual(graphIds);
    expect(created.body.graphs.map((entry) => entry.comment)).toEqual(
      graphIds.map((_, index) => (index === 0 ? 'Premier' : null)),
    );

    const edited = await call<Template>('u1', 'PUT', `custom-reports/${created.body.id}`, {
      project: projectId,
      name: 'Revue 2',
      graphs: [...graphIds].reverse().map((graph) => ({ graph })),
    });
    expect(edited.body.graphs.map((entry) => entry.graph.id)).toEqual([...graphIds].reverse());
    expect((await call('u1', 'DELETE', `custom-reports/${created.body.id}`)).status).toBeLessThan(300);
    expect((await call<ListBody<Template>>('u1', 'GET', 'custom-reports')).body.total_count).toBe(2);
  });

  it('refuses a graph of another project, no graph, no name, and writes from a reader', async () => {
    const { projectId, graphIds } = graphsOfTwoDashboards();
    const foreign = api.db.graphs.find((graph) =>
      api.db.dashboards.some((row) => row.id === graph.dashboardId && row.projectId !== projectId),
    );
    const body = { project: projectId, name: 'X', graphs: [{ graph: foreign?.id }] };
    expect((await call('u1', 'POST', 'custom-reports', body)).body).toEqual({ messages: ['GRAPH_NOT_FOUND'] });
    expect((await call('u1', 'POST', 'custom-reports', { ...body, graphs: [] })).body).toEqual({
      messages: ['GRAPH_NOT_FOUND'],
    });
    const good = { project: projectId, name: ' ', graphs: graphIds.map((graph) => ({ graph })) };
    expect((await call('u1', 'POST', 'custom-reports', good)).body).toEqual({ messages: ['INVALID_NAME'] });
    expect((await call('u4', 'POST', 'custom-reports', { ...good, name: 'Y' })).status).toBe(403);
  });
});
