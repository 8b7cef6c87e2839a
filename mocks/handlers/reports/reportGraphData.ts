import type { ChartKind } from '../../../src/entities/explorer/api';
import { fitGraphSampling } from '../../../src/entities/explorer/charts/graphSampling';
import { decimateMinMax } from '../../../src/lib/decimate';
import { DASHBOARD_TIMESERIES_POINTS, MAX_POINTS_PER_SERIES, type Sampling } from '../../../src/lib/sampling';
import { CHART_PALETTE } from '../../../src/ui/Chart/palette';
import type { MockDatabase } from '../../db/database';
import type { GraphRow } from '../../db/explorer';
import { importedOverlayOf } from '../../db/manualValues';
import type { ReportRow } from '../../db/reports';
import {
  aggregationOr400,
  periodAggregate,
  profileOf,
  samplingForPoints,
  seriesFor,
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
 * The sampling of one graph variable's series on the dashboard: the explorer asks for the graph's
 * own sampling fitted to the period when it has one for all its variables (allGraphDataSampling in
 * src/entities/explorer/charts/samplingNotices.ts: fitGraphSampling), for 1000 points a series
 * (spec 000 §9); all-graph-data then gives an auto-sampled variable the usual step of about 1000
 * points, the others that sampling, or their own when the graph has none.
 */
function dashboardSampling(graph: GraphRow, variable: GraphRow['graphVariables'][number], period: Period): Sampling {
  if (variable.autoSampling) return samplingForPoints(period, DASHBOARD_TIMESERIES_POINTS);
  const { graphSampling, sampling, samplingUnit } = graph.frontConfig;
  if (!graphSampling) return { sampling: variable.sampling, samplingUnit: variable.samplingUnit };
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
        const aggregation = aggregationOr400(db, String(row.aggregationId), variable.aggregationId);
        const profile = profileOf(db, variable);
        const unit = unitName(db, row.unitId) ?? '';
        if (timeKind) {
          const sampling = dashboardSampling(graph, row, period);
          const answer = seriesFor(
            profile,
            period,
            sampling,
            sampling,
            aggregation.name,
            MAX_POINTS_PER_SERIES,
            importedOverlayOf(db, variable),
          );
          const color = row.color ?? CHART_PALETTE[index % CHART_PALETTE.length] ?? '#495057';
          series.push({ name: variable.name, unit, color, points: decimateMinMax(answer.points, PDF_POINTS) });
        } else {
          rows.push({ name: variable.name, unit, value: periodAggregate(profile, period, aggregation.name) });
        }
      });
      return { id: graph.id, title: graph.name, kind, series, rows };
    });
}
