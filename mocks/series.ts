/**
 * Deterministic time series for the mocked API: graph data, project data, table data and
 * all-graph-data calls (spec 000 §7) are answered from here. Pure: no msw, no clock, no
 * Math.random. A value depends only on (variable, instant, profile), so the same question always
 * gets the same answer, whatever was asked before and whatever window it is asked in.
 *
 * Raw data is one value per 10-minute slot (timestamped at the slot start). Aggregated points are
 * [bucket start, value]; the first bucket may start before the requested start, because buckets
 * are aligned on the sampling step (see series/buckets.ts) and always hold their whole content.
 * Buckets entirely before the first data or after the last one are left out; a bucket inside the
 * data range without any value (a hole, an outage) is a null point.
 */
import { MAX_POINTS_PER_SERIES, isSamplingUnit, type SamplingUnit } from '../src/lib/sampling';
import { planBuckets } from './series/buckets';
import * as generatorModule from './series/generator';
import * as noise from './series/noise';
import type { SeriesProfile } from './series/profile';

export type { SeriesProfile, SeriesShape, VariableForSeries } from './series/profile';
export { DEFAULT_SERIES_TIME_ZONE, profileForVariable } from './series/profile';

// Copied once, as in series/generator.ts: no namespace getter per slot under Vite's SSR transform.
const { SLOT_MS, SeriesGenerator } = generatorModule;
const { NoisePurpose, seedFor, uniform } = noise;

export type SeriesAggregation = 'average' | 'min' | 'max' | 'sum' | 'counter';

export interface SampleSeriesOptions {
  /** epoch ms, inclusive. */
  start: number;
  /** epoch ms, exclusive. */
  end: number;
  sampling: number;
  samplingUnit: SamplingUnit;
  aggregation: SeriesAggregation;
  /** Most points returned; default MAX_POINTS_PER_SERIES (spec 000 §9). */
  limit?: number;
}

export type SeriesPoint = [number, number | null];

export interface SampledSeries {
  points: SeriesPoint[];
  /** The sampling used: the requested one, or a larger one when it gave more than `limit` points. */
  sampling: number;
  samplingUnit: SamplingUnit;
}

/** The raw resolution: one value per 10 minutes. */
export const RAW_RESOLUTION_MS = SLOT_MS;
/**
 * A long bucket is estimated from at most this many raw slots (stratified, with a deterministic
 * jitter against aliasing with the daily and weekly cycles), so a point costs the same whatever its
 * length. Buckets of up to 4 hours are exact. min and max of longer buckets are those of the samples.
 */
export const MAX_SAMPLES_PER_BUCKET = 24;
const GOLDEN_RATIO = 0.6180339887498949;
/** The range of a JavaScript Date (±100,000,000 days around 1970): beyond it there is no calendar. */
const MAX_DATE_MS = 8.64e15;

/** Three decimals: enough for any unit here, and it keeps responses short. */
const rounded = (value: number): number | null => (Number.isNaN(value) ? null : Math.round(value * 1000) / 1000);

/**
 * The raw value at an instant: the value of the 10-minute slot holding it (a meter's index at the
 * slot start); null in a hole, an outage, before the first data or after the last.
 */
export function rawValueAt(profile: SeriesProfile, epochMs: number): number | null {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > MAX_DATE_MS) return null;
  const generator = new SeriesGenerator(profile, epochMs);
  return rounded(generator.slotValue(Math.floor(epochMs / SLOT_MS)));
}

/**
 * Aggregated points over [start, end). Throws a RangeError for dates or a sampling that make no
 * sense (the handler answers INVALID_PERIOD or INVALID_SAMPLING).
 */
export function sampleSeries(profile: SeriesProfile, options: SampleSeriesOptions): SampledSeries {
  const { start, end, sampling, samplingUnit, aggregation } = options;
  if (
    !Number.isFinite(start) ||
    !Number.isFinite(end) ||
    Math.abs(start) > MAX_DATE_MS ||
    Math.abs(end) > MAX_DATE_MS
  ) {
    throw new RangeError(`invalid period ${start} – ${end}`);
  }
  if (!isSamplingUnit(samplingUnit) || !Number.isFinite(sampling) || sampling <= 0) {
    throw new RangeError(`invalid sampling ${sampling} ${String(samplingUnit)}`);
  }
  const limit = Math.max(1, Math.floor(options.limit ?? MAX_POINTS_PER_SERIES));
  if (!(end > start)) return { points: [], sampling, samplingUnit };

  const generator = new SeriesGenerator(profile, start, end);
  const plan = planBuckets(generator.clock, start, end, { sampling, samplingUnit }, limit);
  const boundaries = plan.boundaries;
  const jitterSeed = seedFor(profile.variableId, NoisePurpose.jitter);
  const points: SeriesPoint[] = [];
  for (let i = 0; i + 1 < boundaries.length; i += 1) {
    const bucketStart = boundaries[i] ?? 0;
    const bucketEnd = boundaries[i + 1] ?? 0;
    if (bucketEnd <= generator.firstDataAt || bucketStart > generator.lastDataAt) continue;
    points.push([bucketStart, rounded(aggregateBucket(generator, bucketStart, bucketEnd, aggregation, jitterSeed))]);
  }
  return { points, sampling: plan.sampling, samplingUnit: plan.samplingUnit };
}

/** The k-th sampled slot of a long bucket: somewhere in the k-th of its equal strata. */
function sampledSlot(low: number, k: number, stride: number, phase: number): number {
  return low + Math.floor((k + ((phase + k * GOLDEN_RATIO) % 1)) * stride);
}

/** A meter's consumption over the part of the bucket inside the data range: never negative. */
function meterDifference(generator: generatorModule.SeriesGenerator, bucketStart: number, bucketEnd: number): number {
  const from = Math.max(bucketStart, generator.firstDataAt);
  const to = Math.min(bucketEnd, generator.lastDataAt);
  return generator.meterAt(to) - generator.meterAt(from);
}

/** The raw values a bucket is read from: every slot, or a fixed sample of a long bucket's slots. */
interface BucketSlots {
  low: number;
  slotCount: number;
  samples: number;
  slot: (k: number) => number;
}

function bucketSlots(
  generator: generatorModule.SeriesGenerator,
  bucketStart: number,
  bucketEnd: number,
  jitterSeed: number,
): BucketSlots | null {
  const low = Math.max(Math.ceil(bucketStart / SLOT_MS), generator.firstSlot);
  const high = Math.min(Math.ceil(bucketEnd / SLOT_MS) - 1, generator.lastSlot);
  if (high < low) return null;
  const slotCount = high - low + 1;
  const exact = slotCount <= MAX_SAMPLES_PER_BUCKET;
  const samples = exact ? slotCount : MAX_SAMPLES_PER_BUCKET;
  const stride = slotCount / samples;
  // Keyed by the bucket's first slot, so that a bucket is sampled the same way in every query; a
  // golden-ratio sequence spreads the offsets within the strata without a hash per sample.
  const phase = exact ? 0 : uniform(jitterSeed, low);
  return { low, slotCount, samples, slot: (k) => (exact ? low + k : sampledSlot(low, k, stride, phase)) };
}

interface BucketStats {
  count: number;
  total: number;
  min: number;
  max: number;
  first: number;
  last: number;
}

function bucketStats(generator: generatorModule.SeriesGenerator, slots: BucketSlots): BucketStats {
  const stats = {
    count: 0,
    total: 0,
    min: Number.POSITIVE_INFINITY,
    max: Number.NEGATIVE_INFINITY,
    first: Number.NaN,
    last: Number.NaN,
  };
  for (let k = 0; k < slots.samples; k += 1) {
    const value = generator.slotValue(slots.slot(k));
    if (Number.isNaN(value)) continue;
    if (stats.count === 0) stats.first = value;
    stats.last = value;
    stats.count += 1;
    stats.total += value;
    if (value < stats.min) stats.min = value;
    if (value > stats.max) stats.max = value;
  }
  return stats;
}

/** NaN when the bucket has no raw value. */
function aggregateBucket(
  generator: generatorModule.SeriesGenerator,
  bucketStart: number,
  bucketEnd: number,
  aggregation: SeriesAggregation,
  jitterSeed: number,
): number {
  if (bucketEnd - bucketStart < SLOT_MS) {
    // Finer than the raw data: the bucket repeats the value of the slot holding it.
    const value = generator.slotValue(Math.floor(bucketStart / SLOT_MS));
    if (Number.isNaN(value)) return Number.NaN;
    if (aggregation === 'sum') return (value * (bucketEnd - bucketStart)) / SLOT_MS;
    if (aggregation === 'counter') return generator.isCounter ? meterDifference(generator, bucketStart, bucketEnd) : 0;
    return value;
  }
  const slots = bucketSlots(generator, bucketStart, bucketEnd, jitterSeed);
  if (!slots) return Number.NaN;
  if (aggregation === 'counter' && generator.isCounter) {
    // The index itself is not needed, only whether the bucket holds a value.
    for (let k = 0; k < slots.samples; k += 1) {
      if (generator.hasValue(slots.slot(k))) return meterDifference(generator, bucketStart, bucketEnd);
    }
    return Number.NaN;
  }
  const { count, total, min, max, first, last } = bucketStats(generator, slots);
  if (count === 0) return Number.NaN;
  switch (aggregation) {
    case 'min':
      return min;
    case 'max':
      return max;
    // The average times the slots holding a value; for a sampled bucket, that count is estimated.
    case 'sum':
      return (total * slots.slotCount) / slots.samples;
    // A series that is no meter has no index: its change over the bucket (which may be negative).
    case 'counter':
      return last - first;
    default:
      return total / count;
  }
}

/**
 * The lowest of the bucket minima and the highest of the bucket maxima over [start, end): what
 * `sampleSeries` gives with the 'min' and then the 'max' aggregation, read in one pass (the seed
 * places alert thresholds in each watched variable's band this way).
 */
export function seriesBand(
  profile: SeriesProfile,
  options: Omit<SampleSeriesOptions, 'aggregation' | 'limit'>,
): { low: number; high: number } | null {
  const { start, end, sampling, samplingUnit } = options;
  if (!(end > start)) return null;
  const generator = new SeriesGenerator(profile, start, end);
  const plan = planBuckets(generator.clock, start, end, { sampling, samplingUnit }, MAX_POINTS_PER_SERIES);
  const jitterSeed = seedFor(profile.variableId, NoisePurpose.jitter);
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let i = 0; i + 1 < plan.boundaries.length; i += 1) {
    const bucketStart = plan.boundaries[i] ?? 0;
    const bucketEnd = plan.boundaries[i + 1] ?? 0;
    if (bucketEnd <= generator.firstDataAt || bucketStart > generator.lastDataAt) continue;
    let min: number;
    let max: number;
    if (bucketEnd - bucketStart < SLOT_MS) {
      min = max = generator.slotValue(Math.floor(bucketStart / SLOT_MS));
    } else {
      const slots = bucketSlots(generator, bucketStart, bucketEnd, jitterSeed);
      const stats = slots ? bucketStats(generator, slots) : null;
      if (!stats || stats.count === 0) continue;
      ({ min, max } = stats);
    }
    const roundedMin = rounded(min);
    const roundedMax = rounded(max);
    if (roundedMin !== null) low = Math.min(low, roundedMin);
    if (roundedMax !== null) high = Math.max(high, roundedMax);
  }
  return high >= low ? { low, high } : null;
}
