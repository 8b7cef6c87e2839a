import {
  MAX_POINTS_PER_SERIES,
  NICE_SAMPLINGS,
  chooseSampling,
  pointCount,
  samplingToSeconds,
  type Sampling,
} from '../../../src/lib/sampling';
import type { MockDatabase } from '../../db/database';
import type { GraphRow } from '../../db/explorer';
import { importedOverlayOf } from '../../db/manualValues';
import { seriesFaultsOf } from '../../db/maintenanceFaults';
import type { VariableRow } from '../../db/variables';
import {
  profileForVariable,
  sampleSeries,
  type SeriesAggregation,
  type SeriesPoint,
  type SeriesProfile,
} from '../../series';
import { aggregateImported, importedWithin, overlayImported, type ImportedOverlay } from '../../series/importedValues';
import { fail } from '../respond';
import { isSamplingUnitName, unitName } from './variableViews';

/**
 * What the data calls share (spec 000 §4, §7, §9): the period, the sampling rules and the values,
 * read from the deterministic generator (mocks/series.ts).
 */

const DAY_MS = 86_400_000;
/** spec 000 §9 / 001 §9: "Default window: 2 weeks". */
export const DEFAULT_WINDOW_MS = 14 * DAY_MS;

export interface Period {
  start: number;
  end: number;
}

/** An ISO date or epoch milliseconds; NaN otherwise. */
function instant(text: string): number {
  return /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
}

/**
 * start and end from the query (ISO or epoch ms); absent ones give the two weeks before now.
 * 400 INVALID_PERIOD when unreadable or when end <= start.
 */
export function periodOr400(start: string | null | undefined, end: string | null | undefined, now: number): Period {
  const endMs = end ? instant(end) : now;
  const startMs = start ? instant(start) : endMs - DEFAULT_WINDOW_MS;
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs) fail(400, 'INVALID_PERIOD');
  return { start: startMs, end: endMs };
}

/** A sampling pair from the query; null when both are absent, 400 INVALID_SAMPLING when wrong. */
export function samplingParamOr400(url: URL, valueName: string, unitName_: string): Sampling | null {
  const value = url.searchParams.get(valueName);
  const unit = url.searchParams.get(unitName_);
  if ((value === null || value === '') && (unit === null || unit === '')) return null;
  const sampling = Number(value ?? 1);
  if (!Number.isFinite(sampling) || sampling <= 0 || !isSamplingUnitName(unit ?? 'hours'))
    fail(400, 'INVALID_SAMPLING');
  return { sampling, samplingUnit: isSamplingUnitName(unit) ? unit : 'hours' };
}

/** The aggregation of the query (default: the variable's own); 400 INVALID_AGGREGATION when unknown. */
export function aggregationOr400(
  db: MockDatabase,
  value: string | null,
  fallbackId: number,
): { id: number; name: SeriesAggregation } {
  const id = value === null || value === '' ? fallbackId : Number(value);
  const aggregation = db.aggregations.find((row) => row.id === id) ?? fail(400, 'INVALID_AGGREGATION');
  return { id: aggregation.id, name: aggregation.name };
}

/** The limit of the query, never above 10,000 (spec 000 §9). */
export function limitOf(url: URL, name = 'limit', fallback = MAX_POINTS_PER_SERIES): number {
  const value = Number(url.searchParams.get(name) ?? fallback);
  return Number.isFinite(value) && value >= 1 ? Math.min(Math.floor(value), MAX_POINTS_PER_SERIES) : fallback;
}

/**
 * The generator's profile of a variable; null when it never had data (a new manual variable).
 * A last data date at the seed instant means "still live": data keeps coming as the demo runs.
 */
export function profileOf(db: MockDatabase, variable: VariableRow): SeriesProfile | null {
  if (!variable.firstDataDate) return null;
  const last = variable.lastDataDate ? Date.parse(variable.lastDataDate) : null;
  const place = db.places.find((row) => row.id === variable.placeId);
  return profileForVariable({
    id: variable.id,
    unitName: unitName(db, variable.unitId),
    timeZone: place?.timezone,
    firstDataAt: Date.parse(variable.firstDataDate),
    lastDataAt: last === null || last >= db.seededAt - 3_600_000 ? null : last,
    isCounter: variable.isCounter,
    // The demo's faulty measuring chains, for the maintenance reports (mocks/db/maintenanceFaults.ts).
    faults: seriesFaultsOf(db, variable.id),
  });
}

export const stepMs = (sampling: Sampling): number =>
  samplingToSeconds(sampling.sampling, sampling.samplingUnit) * 1000;

/** The smallest usual step giving at most `points` points: "about numberOfPoints" (spec 000 §7). */
export function samplingForPoints(period: Period, points: number): Sampling {
  const start = new Date(period.start);
  const end = new Date(period.end);
  const fallback: Sampling = { sampling: 1, samplingUnit: 'years' };
  const nice =
    NICE_SAMPLINGS.find((step) => pointCount(start, end, step.sampling, step.samplingUnit) <= points) ?? fallback;
  return { sampling: nice.sampling, samplingUnit: nice.samplingUnit };
}

/**
 * One value over exactly [start, end): the aggregate of a fine series (hours, or the finest step
 * that fits). Used when a step is as long as the period (the balance view's 10-year sampling,
 * spec 001 §7) and for table-style graphs: a calendar bucket would hold data outside the period.
 */
export function periodAggregate(
  profile: SeriesProfile | null,
  period: Period,
  aggregation: SeriesAggregation,
): number | null {
  if (!profile) return null;
  const fine = chooseSampling(new Date(period.start), new Date(period.end), { sampling: 1, samplingUnit: 'hours' });
  const { points } = sampleSeries(profile, {
    ...period,
    sampling: fine.sampling,
    samplingUnit: fine.samplingUnit,
    aggregation,
  });
  const values = points
    .filter(([at]) => at >= period.start - stepMs(fine))
    .map(([, value]) => value)
    .filter((value): value is number => value !== null);
  if (values.length === 0) return null;
  let result: number;
  switch (aggregation) {
    case 'min':
      result = Math.min(...values);
      break;
    case 'max':
      result = Math.max(...values);
      break;
    case 'average':
      result = values.reduce((total, value) => total + value, 0) / values.length;
      break;
    default:
      // sum and counter: the per-step sums or consumptions add up.
      result = values.reduce((total, value) => total + value, 0);
  }
  return Math.round(result * 1000) / 1000;
}

export interface SeriesAnswer {
  points: SeriesPoint[];
  sampling: number;
  samplingUnit: Sampling['samplingUnit'];
  /** True when a requested sampling gave more than the limit and was replaced (spec 000 §4). */
  samplingAdjusted: boolean;
}

/**
 * The series of a variable at a sampling, within the point limit: a requested sampling that does
 * not fit is replaced by the finest usual one that does (src/lib/sampling chooseSampling, then the
 * generator's own limit); a step at least as long as the period gives its one aggregate.
 */
export function seriesFor(
  profile: SeriesProfile | null,
  period: Period,
  requested: Sampling | null,
  fallback: Sampling,
  aggregation: SeriesAggregation,
  limit: number,
  imported: ImportedOverlay | null = null,
): SeriesAnswer {
  const answer = generatedSeriesFor(profile, period, requested, fallback, aggregation, limit);
  if (!imported) return answer;
  // A manual variable's imported values replace the generated ones (spec 001 §3 "Import").
  if (stepMs(requested ?? fallback) >= period.end - period.start) {
    const values = importedWithin(imported, period.start, period.end).map(([, value]) => value);
    return values.length === 0
      ? answer
      : { ...answer, points: [[period.start, aggregateImported(values, aggregation)]] };
  }
  const points = overlayImported(answer.points, imported, period, answer, aggregation, limit);
  return { ...answer, points: points.slice(0, limit) };
}

function generatedSeriesFor(
  profile: SeriesProfile | null,
  period: Period,
  requested: Sampling | null,
  fallback: Sampling,
  aggregation: SeriesAggregation,
  limit: number,
): SeriesAnswer {
  const wanted = requested ?? fallback;
  if (stepMs(wanted) >= period.end - period.start) {
    const value = periodAggregate(profile, period, aggregation);
    return { points: profile ? [[period.start, value]] : [], ...wanted, samplingAdjusted: false };
  }
  const chosen = chooseSampling(new Date(period.start), new Date(period.end), wanted);
  if (!profile)
    return {
      points: [],
      sampling: chosen.sampling,
      samplingUnit: chosen.samplingUnit,
      samplingAdjusted: requested !== null && chosen.adjusted,
    };
  const sampled = sampleSeries(profile, {
    ...period,
    sampling: chosen.sampling,
    samplingUnit: chosen.samplingUnit,
    aggregation,
    limit,
  });
  const changed = sampled.sampling !== wanted.sampling || sampled.samplingUnit !== wanted.samplingUnit;
  return {
    points: sampled.points.slice(0, limit),
    sampling: sampled.sampling,
    samplingUnit: sampled.samplingUnit,
    samplingAdjusted: requested !== null && changed,
  };
}

/**
 * Points as answered: `timeserie=true` (what every call of the spec sends) gives [epochMs, value]
 * pairs, ready for the charts; otherwise dated rows { date (ISO), value }.
 */
export function formatPoints(points: SeriesPoint[], timeserie: boolean) {
  return timeserie ? points : points.map(([at, value]) => ({ date: new Date(at).toISOString(), value }));
}

export const isTrue = (value: string | null): boolean => value === 'true' || value === '1';

/**
 * One variable of a graph over a period as GET all-graph-data answers it, which the report's
 * document draws too (mocks/handlers/reports/reportGraphData.ts): an autoSampling variable at the
 * usual step for about `points` points; with the graph's graphSampling set, the others at
 * `graphSampling` (the requested one, else the graph's); else each at its own.
 */
export function graphVariableSeries(
  db: MockDatabase,
  graph: GraphRow,
  row: GraphRow['graphVariables'][number],
  variable: VariableRow,
  period: Period,
  graphSampling: Sampling,
  points: number,
): { aggregation: { id: number; name: SeriesAggregation }; series: SeriesAnswer } {
  const aggregation = aggregationOr400(db, String(row.aggregationId), variable.aggregationId);
  const own: Sampling = graph.frontConfig.graphSampling
    ? graphSampling
    : { sampling: row.sampling, samplingUnit: row.samplingUnit };
  const wanted = row.autoSampling ? samplingForPoints(period, points) : own;
  const series = seriesFor(
    profileOf(db, variable),
    period,
    wanted,
    wanted,
    aggregation.name,
    MAX_POINTS_PER_SERIES,
    importedOverlayOf(db, variable),
  );
  return { aggregation, series };
}
