import type { ChartKind } from '../../../src/entities/explorer/api';
import { CHART_PALETTE } from '../../../src/ui/Chart/palette';
import type { MockDatabase } from '../../db/database';
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
 * What a report's document prints for each chosen graph, read from the same generator as the
 * explorer's all-graph-data and all-table-data (mocks/series.ts): the series of a time graph over
 * the report's period, or one value per variable for a table-style graph.
 */

/** Kinds drawn as lines over time; the others print their variables' values over the period. */
const TIME_KINDS: readonly ChartKind[] = ['spline', 'area', 'areaspline', 'time-series', 'column', 'scatter-plot'];
/** Enough points for a page-wide line (about one per 0.8 mm), few enough to keep the file small. */
export const PDF_POINTS = 320;

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

/** The report's graphs in the dashboard's order, with their data over the report's period. */
export function reportGraphs(db: MockDatabase, report: ReportRow): ReportGraph[] {
  const period: Period = { start: Date.parse(report.startDate), end: Date.parse(report.endDate) };
  const sampling = samplingForPoints(period, PDF_POINTS);
  return db.graphs
    .filter((graph) => report.graphIds.includes(graph.id))
    .sort((left, right) => left.row - right.row || left.id - right.id)
    .map((graph) => {
      const kind = graph.frontConfig.type;
      const timeKind = TIME_KINDS.includes(kind);
      const series: ReportSeries[] = [];
      const rows: ReportGraph['rows'] = [];
      graph.graphVariables.forEach((row, index) => {
        const variable = db.variables.find((candidate) => candidate.id === row.objectId);
        if (!variable) return;
        const aggregation = aggregationOr400(db, String(row.aggregationId), variable.aggregationId);
        const profile = profileOf(db, variable);
        const unit = unitName(db, row.unitId) ?? '';
        if (timeKind) {
          const answer = seriesFor(profile, period, sampling, sampling, aggregation.name, PDF_POINTS);
          const color = row.color ?? CHART_PALETTE[index % CHART_PALETTE.length] ?? '#495057';
          series.push({ name: variable.name, unit, color, points: answer.points });
        } else {
          rows.push({ name: variable.name, unit, value: periodAggregate(profile, period, aggregation.name) });
        }
      });
      return { id: graph.id, title: graph.name, kind, series, rows };
    });
}
