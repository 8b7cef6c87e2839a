// @vitest-environment node
import { TEST_NOW } from '../../../mocks/node';
import { setupMockApiClient } from '../../test/mockApiClient';
import { dashboardsResource, isTableStyle } from '../explorer/api';
import {
  allGraphDataQuery,
  allTableDataQuery,
  graphDataQuery,
  projectDataQuery,
  tableDataQuery,
  seriesData,
} from './seriesData';

const api = await setupMockApiClient('u2');

const DAY = 86_400_000;
const end = new Date(Math.floor(TEST_NOW / DAY) * DAY).toISOString();
const start = new Date(Math.floor(TEST_NOW / DAY) * DAY - 14 * DAY).toISOString();

describe('data calls against the mocked API', () => {
  it('parses the data of every seeded graph, and of its first variable', async () => {
    const dashboards = await dashboardsResource.list({ limit: 100 });
    expect(dashboards.total_count).toBeGreaterThan(0);
    for (const graph of dashboards.data.flatMap((dashboard) => dashboard.graphs)) {
      if (isTableStyle(graph.frontConfig.type)) {
        const answer = await allTableDataQuery.fetch({ graphId: graph.id, start, end });
        expect(answer.data.objects).toHaveLength(graph.graphVariables.length);
      } else {
        const answer = await allGraphDataQuery.fetch({
          graphId: graph.id,
          start,
          end,
          sampling: 1,
          samplingUnit: 'hours',
        });
        expect(answer.data.variables).toHaveLength(graph.graphVariables.length);
        expect(answer.data.variables.every((series) => series.data.length <= 1000 || !series.autoSampling)).toBe(true);
      }
      const [first] = graph.graphVariables;
      if (!first) continue;
      const series = await graphDataQuery.fetch({
        id: first.objectId,
        aggregationId: first.aggregationId,
        type: first.type,
        start,
        end,
      });
      expect(series.data.length).toBeLessThanOrEqual(10_000);
    }
    // About 150 calls: generous on a shared machine.
  }, 30_000);

  it('parses the balance read (10-year sampling) and the modelling read', async () => {
    const variable = api.db.variables.find((row) => row.placeId === 1 && row.isCounter);
    const yearStart = new Date(Date.parse(end) - 365 * DAY).toISOString();
    const balance = await graphDataQuery.fetch({
      id: variable?.id ?? 1,
      aggregationId: 5,
      type: 'variable',
      start: yearStart,
      end,
      preferredSampling: 10,
      preferredSamplingUnit: 'years',
    });
    expect(balance).toMatchObject({ sampling: 10, samplingUnit: 'years' });
    expect(balance.data).toHaveLength(1);
  });

  it('parses project data and table data', async () => {
    const project = await projectDataQuery.fetch({ id: 1, start, end, related: true });
    expect(project.variables.length).toBeGreaterThan(0);
    const variable = api.db.variables.find((row) => row.placeId === 1 && row.type === 'variable');
    const table = await tableDataQuery.fetch({ variableId: variable?.id ?? 1, aggregationId: 1, start, end });
    expect(table.data.length).toBeGreaterThan(0);
  });

  it('keys every data query under "data"', () => {
    for (const query of [graphDataQuery, projectDataQuery, tableDataQuery, allGraphDataQuery, allTableDataQuery])
      expect(query.key.slice(0, 1)).toEqual(seriesData.key);
  });

  it('keys a graph’s answer over a shortcut by the shortcut, over explicit dates by the dates', () => {
    const later = new Date(Date.parse(end) + 60_000).toISOString();
    for (const query of [allGraphDataQuery, allTableDataQuery]) {
      const keyOf = (period: { start: string; end: string; shortcut?: string }) =>
        query.query({ graphId: 1, ...period }).queryKey;
      expect(keyOf({ start, end: later, shortcut: 'M-1' })).toEqual(keyOf({ start, end, shortcut: 'M-1' }));
      expect(keyOf({ start, end, shortcut: 'J-7' })).not.toEqual(keyOf({ start, end, shortcut: 'M-1' }));
      expect(keyOf({ start, end: later })).not.toEqual(keyOf({ start, end }));
    }
  });
});
