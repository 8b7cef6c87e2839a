// @vitest-environment node
import { graphSchema } from '../../../src/entities/explorer/api';
import { allGraphDataSampling } from '../../../src/entities/explorer/charts/samplingNotices';
import { DASHBOARD_TIMESERIES_POINTS } from '../../../src/lib/sampling';
import type { ReportRow } from '../../db/reports';
import { createCaller, setupTestMockApi } from '../../testing';
import { isDrawnOverTime, reportGraphs, type ReportSeries } from './reportGraphData';

const api = await setupTestMockApi();
const call = createCaller(api.signToken);

type Point = [number, number | null];
interface GraphDataAnswer {
  data: { variables: { objectId: number; data: Point[]; sampling: number; samplingUnit: string }[] };
}

/** The lowest and highest values of a series, as a chart's value axis spans them. */
function extremes(points: readonly (readonly [number, number | null])[]): [number, number] | null {
  const values = points.map(([, value]) => value).filter((value): value is number => value !== null);
  return values.length === 0 ? null : [Math.min(...values), Math.max(...values)];
}

/** What a dashboard panel reads for a graph over a period: the explorer's own all-graph-data request. */
async function dashboardRead(graphId: number, period: { start: Date; end: Date }) {
  const graph = graphSchema.parse((await call('u1', 'GET', `graph/${graphId}`)).body);
  const sampling = allGraphDataSampling(graph, period);
  const params = new URLSearchParams({
    graphId: String(graphId),
    start: period.start.toISOString(),
    end: period.end.toISOString(),
    timeserie: 'true',
    numberOfPoints: String(DASHBOARD_TIMESERIES_POINTS),
  });
  if (sampling.sampling !== undefined && sampling.samplingUnit !== undefined) {
    params.set('sampling', String(sampling.sampling));
    params.set('samplingUnit', sampling.samplingUnit);
  }
  const { status, body } = await call<GraphDataAnswer>('u1', 'GET', `all-graph-data?${params.toString()}`);
  expect(status).toBe(200);
  return { graph, variables: body.data.variables };
}

/** Seeded reports of whole months whose graphs are drawn over time. */
function reportsWithTimeGraphs(count: number): ReportRow[] {
  const overTime = new Set(api.db.graphs.filter((row) => isDrawnOverTime(row.frontConfig.type)).map((row) => row.id));
  return api.db.reports.filter((report) => report.graphIds.some((id) => overTime.has(id))).slice(0, count);
}

describe('a report draws each series as the dashboard does', () => {
  it('has, for every series of its graphs, the points and extremes that the dashboard reads', async () => {
    const reports = reportsWithTimeGraphs(6);
    let compared = 0;
    let graphWide = 0;
    for (const report of reports) {
      const period = { start: new Date(report.startDate), end: new Date(report.endDate) };
      for (const drawn of reportGraphs(api.db, report)) {
        if (drawn.series.length === 0) continue;
        const { graph, variables } = await dashboardRead(drawn.id, period);
        if (graph.frontConfig.graphSampling) graphWide += 1;
        expect(drawn.series).toHaveLength(variables.length);
        drawn.series.forEach((series: ReportSeries, index) => {
          const read = variables[index]?.data ?? [];
          expect(extremes(series.points), `${drawn.title}: ${series.name}`).toEqual(extremes(read));
          // Under the page's budget the very points are drawn; above it, min/max buckets of them.
          if (read.length <= series.points.length) expect(series.points).toEqual(read);
          else {
            const answered = new Set(read.map(([at, value]) => `${at}:${value}`));
            expect(series.points.filter(([at, value]) => !answered.has(`${at}:${value}`))).toEqual([]);
          }
          compared += 1;
        });
      }
    }
    expect(compared).toBeGreaterThan(10);
    expect(graphWide).toBeGreaterThan(0);
  });
});
