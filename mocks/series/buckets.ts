/**
 * Bucket boundaries for a sampling, and the sampling actually used when the requested one would give
 * too many points (spec 000 §4: "A requested sampling that does not fit the period is changed
 * automatically"; §9: 10,000 points per series).
 *
 * Alignment, so that a bucket's value never depends on the query window:
 * - steps that divide an hour (10 minutes, 15 minutes…) follow real time: every bucket lasts exactly
 *   the step, and the 10-minute buckets are the raw slots;
 * - longer fixed steps (hours, days, weeks) follow the wall clock of the site's time zone, counted
 *   from Monday 1970-01-05 00:00 local: days start at local midnight and weeks on Monday. Around a
 *   change of offset a bucket lasts an hour more or less (the skipped spring hour is dropped);
 * - months and years are calendar months and years of the time zone (3 months = quarters from
 *   January). A sampling in months or years that is not a whole number of months falls back to a
 *   fixed step of 30.4167 days per month (spec 000 §9).
 */
import { NICE_SAMPLINGS, SAMPLING_UNIT_SECONDS, type Sampling } from '../../src/lib/sampling';
import { FIRST_MONDAY_MS, HOUR_MS } from './patterns';
import type { ZoneClock } from '../../src/lib/zoneClock';

export interface BucketPlan extends Sampling {
  /** count + 1 ascending instants: bucket i is [boundaries[i], boundaries[i + 1]). */
  boundaries: Float64Array;
}

/** Real-time grids are shifted by the zone's offset here, which matters only for 30/45-minute zones. */
const ALIGNMENT_REFERENCE_MS = Date.UTC(2000, 0, 1);

function stepMs(sampling: Sampling): number {
  return sampling.sampling * SAMPLING_UNIT_SECONDS[sampling.samplingUnit] * 1000;
}

/** Whole months per bucket for calendar samplings, 0 for fixed steps. */
function calendarMonths(sampling: Sampling): number {
  if (sampling.samplingUnit !== 'months' && sampling.samplingUnit !== 'years') return 0;
  const months = sampling.sampling * (sampling.samplingUnit === 'years' ? 12 : 1);
  return Number.isInteger(months) ? months : 0;
}

const positiveModulo = (value: number, modulus: number) => ((value % modulus) + modulus) % modulus;

function monthIndexOfWall(wallMs: number): number {
  const date = new Date(wallMs);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function wallMonthStart(monthIndex: number): number {
  const year = Math.floor(monthIndex / 12);
  const date = new Date(Date.UTC(2000, monthIndex - year * 12, 1));
  // setUTCFullYear, unlike Date.UTC, does not turn years 0–99 into 1900–1999.
  date.setUTCFullYear(year);
  return date.getTime();
}

interface Grid {
  /** Index of the first bucket and the bucket count, an estimate for wall-clock grids (±1). */
  first: number;
  count: number;
  /** The instant starting bucket k (k = first … first + count, more if a wall grid needs it). */
  boundary: (index: number) => number;
}

function gridFor(clock: ZoneClock, start: number, end: number, sampling: Sampling): Grid {
  const months = calendarMonths(sampling);
  if (months > 0) {
    const first = Math.floor(monthIndexOfWall(clock.toWall(start)) / months);
    const last = Math.floor(monthIndexOfWall(clock.toWall(end) - 1) / months);
    return { first, count: last - first + 1, boundary: (k) => clock.fromWall(wallMonthStart(k * months)) };
  }
  const step = stepMs(sampling);
  if (step <= HOUR_MS && HOUR_MS % step === 0) {
    const anchor = positiveModulo(clock.offsetAt(ALIGNMENT_REFERENCE_MS), step);
    const first = Math.floor((start - anchor) / step);
    return { first, count: Math.ceil((end - anchor) / step) - first, boundary: (k) => anchor + k * step };
  }
  const first = Math.floor((clock.toWall(start) - FIRST_MONDAY_MS) / step);
  const count = Math.ceil((clock.toWall(end) - FIRST_MONDAY_MS) / step) - first;
  return { first, count, boundary: (k) => clock.fromWall(FIRST_MONDAY_MS + k * step) };
}

/** The boundaries, or null when they would make more than `limit` buckets. */
function boundariesWithin(
  clock: ZoneClock,
  start: number,
  end: number,
  sampling: Sampling,
  limit: number,
): Float64Array | null {
  const grid = gridFor(clock, start, end, sampling);
  // Wall-clock estimates can be one short or long around an offset change; never enumerate more.
  if (!(grid.count <= limit + 1)) return null;
  const boundaries: number[] = [grid.boundary(grid.first)];
  let previous = boundaries[0] ?? start;
  for (let k = grid.first + 1; previous < end; k += 1) {
    const next = grid.boundary(k);
    // A skipped spring hour maps two wall times to one instant: no empty bucket for it.
    if (next <= previous) continue;
    if (boundaries.length > limit) return null;
    boundaries.push(next);
    previous = next;
  }
  return Float64Array.from(boundaries);
}

const secondsOf = (sampling: Sampling) => sampling.sampling * SAMPLING_UNIT_SECONDS[sampling.samplingUnit];

/**
 * Keeps the requested sampling when its buckets fit the limit, otherwise takes the smallest of the
 * product's usual steps (NICE_SAMPLINGS) that fits, then 10, 100… years for absurd periods.
 *
 * chooseSampling (src/lib/sampling.ts) applies the same policy but counts period / step, strictly
 * below the fixed 10,000: it has no `limit` parameter (dashboards ask for 1000) and does not know
 * that aligned buckets can add one point at each end. A sampling the client deems fitting therefore
 * also fits here (at most 9,999 + 1 buckets), and the server never changes it.
 */
export function planBuckets(
  clock: ZoneClock,
  start: number,
  end: number,
  requested: Sampling,
  limit: number,
): BucketPlan {
  const requestedSeconds = secondsOf(requested);
  const candidates: Sampling[] = [requested, ...NICE_SAMPLINGS.filter((nice) => secondsOf(nice) > requestedSeconds)];
  for (const candidate of candidates) {
    const boundaries = boundariesWithin(clock, start, end, candidate, limit);
    if (boundaries) return { sampling: candidate.sampling, samplingUnit: candidate.samplingUnit, boundaries };
  }
  for (let years = 10; ; years *= 10) {
    const candidate: Sampling = { sampling: years, samplingUnit: 'years' };
    const boundaries = boundariesWithin(clock, start, end, candidate, limit);
    if (boundaries) return { sampling: years, samplingUnit: 'years', boundaries };
  }
}
