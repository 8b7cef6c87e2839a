import type { ChartKind } from '../../../src/entities/explorer/api';
import { fitGraphSampling } from '../../../src/entities/explorer/charts/graphSampling';
import { decimateMinMax } from '../../../src/lib/decimate';
import { DASHBOARD_TIMESERIES_POINTS, type Sampling } from '../../../src/lib/sampling';
import { CHART_PALETTE } from '../../../src/ui/Chart/palette';
import type { MockDatabase } from '../../db/database';
import type { GraphRow } from '../../db/explorer';
import type { ReportRow } from '../../db/reports';
import {
  aggregationOr400,
  graphVariableSeries,
  periodAggregate,
  profileOf,
  type Period,
} from '../variables/dataSeries';
import { unitName } from '../variables/variableViews';

/*
 * What a report's document prints for each chosen graph: the series of a time graph exactly as the
 * dashboard draws it over the report's period (the explorer's all-graph-data request, answered as
 * mocks/handlers/variables/data.ts answers it: same sampling, same aggregation, so the same values,
 * minima and maxima), or one value per variable for a table-style graph (all-table-data's value).
 */

/** Kinds drawn as lines over time; the others print their variables' values over the period. */
const TIME_KINDS: readonly ChartKind[] = ['spline', 'area', 'areaspline', 'time-series', 'column', 'scatter-plot'];

export const isDrawnOverTime = (kind: ChartKind): boolean => TIME_KINDS.includes(kind);
/**
 * Points drawn per series on the page: min/max decimation (src/lib/decimate.ts, as the dashboard's
 * chart) into 320 buckets across the page's width (about one per 0.8 mm), each keeping its first,
 * lowest, highest and last point, so that every peak the dashboard shows is on the page.
 */
export const PDF_POINTS = 320 * 4;

export interface ReportSeries {
  name: string;
  unit: string;
  color: string;
  points: readonly (readonly [number, number | null])[];
}

export interface ReportGraph {
  id: number;
  title: string;
  kind: ChartKind;
  /** Time kinds: the series to draw; empty for the others. */
  series: ReportSeries[];
  /** Table-style kinds: one value per variable over the period. */
  rows: { name: string; unit: string; value: number | null }[];
}

/**
 * The sampling the dashboard asks all-graph-data for: the graph's own fitted to the period when
 * it has one for all its variables (allGraphDataSampling in
 * src/entities/explorer/charts/samplingNotices.ts: fitGraphSampling); the server then applies it,
 * or each variable's own, as for the dashboard (graphVariableSeries).
 */
function dashboardSampling(graph: GraphRow, period: Period): Sampling {
  const { sampling, samplingUnit } = graph.frontConfig;
  if (!graph.frontConfig.graphSampling) return { sampling, samplingUnit };
  const fitted = fitGraphSampling(
    { start: new Date(period.start), end: new Date(period.end) },
    { sampling, samplingUnit },
  );
  return { sampling: fitted.sampling, samplingUnit: fitted.samplingUnit };
}

/** The report's graphs in the dashboard's order, with their data over the report's period. */
export function reportGraphs(db: MockDatabase, report: ReportRow): ReportGraph[] {
  const period: Period = { start: Date.parse(report.startDate), end: Date.parse(report.endDate) };
  return db.graphs
    .filter((graph) => report.graphIds.includes(graph.id))
    .sort((left, right) => left.row - right.row || left.id - right.id)
    .map((graph) => {
      const kind = graph.frontConfig.type;
      const timeKind = isDrawnOverTime(kind);
      const series: ReportSeries[] = [];
      const rows: ReportGraph['rows'] = [];
      graph.graphVariables.forEach((row, index) => {
        const variable = db.variables.find((candidate) => candidate.id === row.objectId);
        if (!variable) return;
        const unit = unitName(db, row.unitId) ?? '';
        if (timeKind) {
          const sampling = dashboardSampling(graph, period);
          const { series: answer } = graphVariableSeries(
            db,
            graph,
            row,
            variable,
            period,
            sampling,
            DASHBOARD_TIMESERIES_POINTS,
          );
          const color = row.color ?? CHART_PALETTE[index % CHART_PALETTE.length] ?? '#495057';
          series.push({ name: variable.name, unit, color, points: decimateMinMax(answer.points, PDF_POINTS) });
        } else {
          const aggregation = aggregationOr400(db, String(row.aggregationId), variable.aggregationId);
          rows.push({
            name: variable.name,
            unit,
            value: periodAggregate(profileOf(db, variable), period, aggregation.name),
          });
        }
      });
      return { id: graph.id, title: graph.name, kind, series, rows };
    });
}
