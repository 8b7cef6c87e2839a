import type { ChartKind } from '../../../entities/explorer/api';
import type { ExplorerChartOption } from './explorerChartOption';
import type { GraphSeries } from './graphSeries';
import { isTimeKind, timeKindsOption, type ComparedSeries } from './options/timeKindsOption';

export interface GraphOptionInput {
  kind: ChartKind;
  series: readonly GraphSeries[];
  compared?: readonly ComparedSeries[];
  legendNotes?: Readonly<Record<string, string>>;
  locale: string;
  timeZone?: string;
}

/** The echarts option of a graph drawn from series, by kind. */
export function graphOption(input: GraphOptionInput): ExplorerChartOption {
  const kind = isTimeKind(input.kind) ? input.kind : 'time-series';
  return timeKindsOption({ ...input, kind });
}
