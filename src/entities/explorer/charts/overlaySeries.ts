import type { Graph } from '../api';
import type { AllGraphData } from '../../variables/seriesData';
import type { DateRange } from '../../../lib/dateRanges';
import type { OverlayMode } from './overlayModes';
import { graphSeriesOf, type GraphSeries, type NameOf } from './graphSeries';
import type { ComparedSeries } from './options/timeKindsOption';
import { overlayShift, percentDifference, shiftPoints } from './overlay';

export interface OverlayDrawing {
  compared: ComparedSeries[];
  /** The difference in % per current series id; null when it cannot be told ("—"). */
  percents: Map<number, number | null>;
}

/**
 * The overlay's series: each compared series moved onto the current time axis, named
 * "<series> (previous period)" or "(previous year)" by `comparedName`, with its difference in %.
 */
export function overlayDrawing(
  graph: Graph,
  current: readonly GraphSeries[],
  answer: AllGraphData,
  period: DateRange,
  mode: OverlayMode,
  nameOf: NameOf,
  comparedName: (name: string) => string,
): OverlayDrawing {
  const shift = overlayShift(period, mode);
  const before = graphSeriesOf(graph, answer, nameOf);
  const compared: ComparedSeries[] = [];
  const percents = new Map<number, number | null>();
  for (const one of current) {
    const match = before.find((candidate) => candidate.id === one.id);
    percents.set(one.id, match ? percentDifference(one.points, match.points) : null);
    if (match) compared.push({ of: one, name: comparedName(one.name), points: shiftPoints(match.points, shift) });
  }
  return { compared, percents };
}
