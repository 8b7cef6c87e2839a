import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isTableStyle, type Graph, type GraphVariable } from '../api';
import { variablesResource } from '../../variables/api';
import { allGraphDataQuery, allTableDataQuery, type AllGraphData, type AllTableData } from '../../variables/seriesData';
import type { QueryRegion } from '../../../api/queryRegion';
import { useQueryRegion, useRegion } from '../../../api/useQueryRegion';
import type { DateRange, DateShortcut } from '../../../lib/dateRanges';
import { DASHBOARD_TIMESERIES_POINTS, MAX_POINTS_PER_SERIES } from '../../../lib/sampling';
import type { OverlayMode } from './overlayModes';
import { isTimeKind } from './options/timeKindsOption';
import { comparedPeriod } from './overlay';
import { allGraphDataSampling } from './samplingNotices';

/**
 * The period a graph reads, with the shortcut it was resolved from when it was one ('default': the
 * default two weeks); its answer is then kept under the shortcut (SHORTCUT_ANSWER_GC_TIME_MS).
 */
export interface GraphPeriod extends DateRange {
  shortcut?: DateShortcut | 'default';
}

export interface GraphDataInput {
  graph: Graph;
  period: GraphPeriod;
  overlay: OverlayMode | undefined;
  density: 'dashboard' | 'full';
  enabled: boolean;
}

export type GraphAnswer = { source: 'series'; answer: AllGraphData } | { source: 'table'; answer: AllTableData };

export interface GraphDataState {
  region: QueryRegion<GraphAnswer>;
  /** The overlay's read (time kinds only), with the compared period; null without overlay. */
  compared: { mode: OverlayMode; period: DateRange; region: QueryRegion<AllGraphData> } | null;
  /** A graph variable's shown name: its own, else the variable's, else its id. */
  nameOf: (variable: GraphVariable) => string;
}

/**
 * Series data is the heaviest thing the app holds (up to 10 series × 10,000 points a graph): a
 * graph no longer shown lets go of it at once instead of after the default five minutes, so that
 * opening dashboard after dashboard all day keeps the heap flat. Opening one again reads it again.
 */
const SERIES_GC_TIME_MS = 0;

/**
 * The exception: a graph's answer over a shortcut (M-1, the default two weeks…) is kept five minutes
 * after no graph shows it, so that the dashboard opened again shows it at once, and as stale ("Could
 * not refresh") rather than blank when its new read fails. Keyed by the shortcut (seriesData.ts), it is
 * one answer per graph and shortcut, replaced at each visit, where keys by the instants of the
 * minute kept one more copy a minute (the heap grew by half over 20 visits). The overlay's read,
 * over instants shifted from the period, keeps the rule above.
 */
const SHORTCUT_ANSWER_GC_TIME_MS = 5 * 60_000;

/** spec 000 §9: 1000 points per series on a dashboard, up to 10,000 on the graph page. */
export function numberOfPointsFor(density: GraphDataInput['density']): number {
  return density === 'dashboard' ? DASHBOARD_TIMESERIES_POINTS : MAX_POINTS_PER_SERIES;
}

/**
 * The graph variables without a name of their own: the variable is looked up (its detail query,
 * shared with the other screens' caches) so that a series is never shown by its id.
 */
function useVariableNames(graph: Graph, enabled: boolean): (variable: GraphVariable) => string {
  const missing = graph.graphVariables.filter((variable) => !variable.name);
  const details = useQueries({
    queries: missing.map((variable) => ({ ...variablesResource.detailQuery(variable.objectId), enabled })),
  });
  const found = new Map<number, string>();
  details.forEach((detail) => {
    if (detail.data) found.set(detail.data.id, detail.data.name);
  });
  const key = [...found.entries()].map(([id, name]) => `${id}:${name}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the names found.
  return useMemo(() => (variable) => variable.name ?? found.get(variable.objectId) ?? `#${variable.objectId}`, [key]);
}

/** A region's data wrapped, its state kept. */
function mapRegion<T, U>(region: QueryRegion<T>, wrap: (data: T) => U): QueryRegion<U> {
  if (region.state === 'loading' || region.state === 'failed') return region;
  if (region.state === 'ready') return { ...region, data: wrap(region.data) };
  return { ...region, data: wrap(region.data) };
}

/**
 * What a graph panel reads (spec 000 §7): all-graph-data for the kinds drawn from series (with the
 * graph's sampling fitted to the period, or the server's per variable, and 1000 or 10,000 points),
 * all-table-data for table, bar-plot, bullet and gauge; with an overlay, a second all-graph-data
 * call over the compared period with the same parameters. Nothing is read while `enabled` is false.
 */
export function useGraphData({ graph, period, overlay, density, enabled }: GraphDataInput): GraphDataState {
  const kind = graph.frontConfig.type;
  const table = isTableStyle(kind);
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const sampling = allGraphDataSampling(graph, period);
  const numberOfPoints = numberOfPointsFor(density);
  const base = { graphId: graph.id, ...sampling, numberOfPoints };
  const { shortcut } = period;
  const read = shortcut === undefined ? { start, end } : { start, end, shortcut };
  const gcTime = shortcut === undefined ? SERIES_GC_TIME_MS : SHORTCUT_ANSWER_GC_TIME_MS;

  const seriesRegion = useQueryRegion({
    ...allGraphDataQuery.query({ ...base, ...read }),
    enabled: enabled && !table,
    gcTime,
  });
  const tableRegion = useQueryRegion({
    ...allTableDataQuery.query({ graphId: graph.id, ...read }),
    enabled: enabled && table,
    gcTime,
  });

  const overlayMode = overlay && isTimeKind(kind) ? overlay : undefined;
  const compared = overlayMode ? comparedPeriod(period, overlayMode) : null;
  const comparedQuery = useQuery({
    ...allGraphDataQuery.query({
      ...base,
      start: compared?.start.toISOString() ?? start,
      end: compared?.end.toISOString() ?? end,
    }),
    enabled: enabled && compared !== null,
    gcTime: SERIES_GC_TIME_MS,
  });
  const comparedRegion = useRegion(comparedQuery);
  const nameOf = useVariableNames(graph, enabled);

  const region = table
    ? mapRegion(tableRegion, (answer): GraphAnswer => ({ source: 'table', answer }))
    : mapRegion(seriesRegion, (answer): GraphAnswer => ({ source: 'series', answer }));

  return {
    region,
    compared: overlayMode && compared ? { mode: overlayMode, period: compared, region: comparedRegion } : null,
    nameOf,
  };
}
