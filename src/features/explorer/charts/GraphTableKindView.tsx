import { useMemo } from 'react';
import type { Graph } from '../../../entities/explorer/api';
import type { AllTableData } from '../../../entities/variables/seriesData';
import type { DateRange } from '../../../lib/dateRanges';
import type { DrawnGraph } from './drawnGraph';
import { GraphTableView } from './GraphTableView';
import { graphTableRowsOf, type NameOf } from './graphSeries';
import { useReportDrawn } from './useReportDrawn';

export interface GraphTableKindViewProps {
  graph: Graph;
  answer: AllTableData;
  nameOf: NameOf;
  period: DateRange;
  height: number;
  onDrawn?: (drawn: DrawnGraph | null) => void;
}

/** A table-style graph (all-table-data): the 'table' kind as an HTML table. */
export function GraphTableKindView({ graph, answer, nameOf, period, height, onDrawn }: GraphTableKindViewProps) {
  const kind = graph.frontConfig.type;
  const rows = useMemo(() => graphTableRowsOf(graph, answer, nameOf), [graph, answer, nameOf]);
  const drawn = useMemo(
    (): DrawnGraph => ({
      graphId: graph.id,
      title: graph.name,
      kind,
      period,
      chart: null,
      series:
        kind === 'table'
          ? rows.map((row) => ({
              name: row.name,
              unit: row.unit,
              points: row.rows.map(({ date, value }) => [Date.parse(date), value] as const),
            }))
          : [],
      rows: rows.map(({ name, unit, value }) => ({ name, unit, value })),
      legend: rows.map(({ name, color }) => ({ name, color })),
    }),
    [graph.id, graph.name, kind, period, rows],
  );
  useReportDrawn(drawn, onDrawn);
  return <GraphTableView title={graph.name} rows={rows} dated={kind === 'table'} height={height} />;
}
