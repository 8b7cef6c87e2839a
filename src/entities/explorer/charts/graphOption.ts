import type { Graph } from '../api';
import type { ExplorerChartOption } from './explorerChartOption';
import type { GraphSeries, GraphTableRow } from './graphSeries';
import { barPlotOption } from './options/barPlotOption';
import { bulletOption } from './options/bulletOption';
import { gaugeOption } from './options/gaugeOption';
import { heatmapOption, type HeatmapLabels } from './options/heatmapOption';
import { histogramOption } from './options/histogramOption';
import { scatterOption } from './options/scatterOption';
import { isTimeKind, timeKindsOption, type ComparedSeries } from './options/timeKindsOption';

/** The translated words the option builders need. */
export interface GraphOptionLabels extends HeatmapLabels {
  /** Histogram bars: "Number of values". */
  count: string;
  /** Aggregate bars: "Value over the period". */
  value: string;
  /** Bullet marker: "Target". */
  target: string;
}

export interface SeriesOptionInput {
  graph: Graph;
  series: readonly GraphSeries[];
  compared?: readonly ComparedSeries[];
  legendNotes?: Readonly<Record<string, string>>;
  labels: GraphOptionLabels;
  locale: string;
  /** The period shown (epoch ms), spanned by time axes. */
  period?: { start: number; end: number };
}

/** The echarts option of a graph drawn from series (all-graph-data), by kind (spec 000 §3). */
export function seriesGraphOption(input: SeriesOptionInput): ExplorerChartOption {
  const { frontConfig } = input.graph;
  const kind = frontConfig.type;
  if (kind === 'scatter-plot') {
    return scatterOption({
      series: input.series,
      xVariableName: frontConfig.xVariableName,
      yVariableName: frontConfig.yVariableName,
      locale: input.locale,
      name: input.graph.name,
    });
  }
  if (kind === 'histogram') {
    return histogramOption({
      series: input.series,
      valueVariableName: frontConfig.valueVariableName,
      slices: frontConfig.numberValuesSlices,
      locale: input.locale,
      countName: input.labels.count,
    });
  }
  if (kind === 'heatmap') {
    return heatmapOption({
      series: input.series,
      heatMap: frontConfig.heatMap,
      valueVariableName: frontConfig.valueVariableName,
      labels: input.labels,
      locale: input.locale,
    });
  }
  return timeKindsOption({
    kind: isTimeKind(kind) ? kind : 'time-series',
    series: input.series,
    compared: input.compared,
    legendNotes: input.legendNotes,
    locale: input.locale,
    period: input.period,
  });
}

/** The echarts option of a table-style graph drawn from aggregates (all-table-data): bar-plot, bullet, gauge. */
export function aggregateGraphOption(
  graph: Graph,
  rows: readonly GraphTableRow[],
  labels: GraphOptionLabels,
  locale: string,
): ExplorerChartOption {
  const { frontConfig } = graph;
  if (frontConfig.type === 'gauge') {
    return gaugeOption({ rows, gauge: frontConfig.gauge, valueVariableName: frontConfig.valueVariableName, locale });
  }
  if (frontConfig.type === 'bullet') {
    const shown = frontConfig.valueVariableName ? rows.filter((row) => row.name === frontConfig.valueVariableName) : [];
    return bulletOption({
      rows: shown.length > 0 ? shown : rows,
      target: frontConfig.target,
      locale,
      valueName: labels.value,
      targetName: labels.target,
    });
  }
  return barPlotOption({ rows, locale, valueName: labels.value });
}
