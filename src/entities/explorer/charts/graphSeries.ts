import type { Graph, GraphVariable } from '../api';
import type { AllGraphData, AllTableData, DatedValue, SeriesPoint } from '../../variables/seriesData';
import type { AggregationRef } from '../../variables/refs';
import { CHART_PALETTE } from '../../../ui/Chart/palette';

/** One variable of a graph with its read series, its name, unit and colour. */
export interface GraphSeries {
  /** The graph variable's id. */
  id: number;
  name: string;
  unit: string;
  color: string;
  points: readonly SeriesPoint[];
}

/** One variable of a table-style graph: its aggregate over the period and, for 'table', dated rows. */
export interface GraphTableRow {
  id: number;
  name: string;
  unit: string;
  color: string;
  aggregation: AggregationRef['name'] | null;
  value: number | null;
  rows: readonly DatedValue[];
}

/** A graph variable's colour: its own when set, else the palette's, in the order of the variables (spec 000 §9). */
export function seriesColor(variable: Pick<GraphVariable, 'color'> | undefined, index: number): string {
  const own = variable?.color?.trim();
  return own ? own : (CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0]);
}

/** Name shown for a graph variable: its own name, else the looked-up variable's, else its id. */
export type NameOf = (variable: GraphVariable) => string;

function variableFor(graph: Graph, id: number, index: number): { variable: GraphVariable | undefined; at: number } {
  const at = graph.graphVariables.findIndex((variable) => variable.id === id);
  return at >= 0 ? { variable: graph.graphVariables[at], at } : { variable: graph.graphVariables[index], at: index };
}

/** The series of an all-graph-data answer, in the graph's variable order, named and coloured. */
export function graphSeriesOf(graph: Graph, answer: AllGraphData, nameOf: NameOf): GraphSeries[] {
  return answer.data.variables.map((read, index) => {
    const { variable, at } = variableFor(graph, read.id, index);
    return {
      id: read.id,
      name: variable ? nameOf(variable) : String(read.id),
      unit: read.unit?.name ?? variable?.unit.name ?? '',
      color: seriesColor(variable, at),
      points: read.data,
    };
  });
}

/** The rows of an all-table-data answer, one per variable. */
export function graphTableRowsOf(graph: Graph, answer: AllTableData, nameOf: NameOf): GraphTableRow[] {
  return answer.data.objects.map((read, index) => {
    const { variable, at } = variableFor(graph, read.id, index);
    return {
      id: read.id,
      name: variable?.name ?? read.name ?? (variable ? nameOf(variable) : String(read.id)),
      unit: read.unit?.name ?? variable?.unit.name ?? '',
      color: seriesColor(variable, at),
      aggregation: read.aggregation?.name ?? null,
      value: read.value,
      rows: read.data,
    };
  });
}
