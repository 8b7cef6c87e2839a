/**
 * Meters (energy_counter): the index at t is the integral of a positive consumption rate, computed
 * in closed form so that any instant costs O(1) (plus a binary search among the time zone's offset
 * changes) instead of summing every slot since the first data.
 *
 * rate(t) = base × METER_RATE[local hour of week] + seasonal × winterness(t) + base × NOISE_SHARE × n(t)
 * where n is slot noise in [-1, 1] that sums to zero over each UTC hour, so whole hours integrate
 * it to zero.
 */
import * as noise from './noise';
import * as patterns from './patterns';
import type { ZoneClock } from '../../src/lib/zoneClock';

// Imported names copied to module constants once: Vite's SSR transform (vitest, the bench runner)
// turns every use of an import into a getter call on the module's namespace, which doubled the cost
// of the per-slot code. Bundled or native ESM, it makes no difference.
const { mix32 } = noise;
const { FIRST_MONDAY_MS, HOUR_MS, HOURS_PER_WEEK, METER_RATE, MID_JANUARY_MS, WEEK_MS, YEAR_MS } = patterns;

export const SLOT_MS = 600_000;
const SLOTS_PER_HOUR = 6;
/**
 * Noise relative to base. The rate's floor is 0.418 × base (METER_RATE), so with |n| ≤ 1 and a
 * seasonal term of at most 0.25 × base the rate stays above 0.068 × base: the index never goes down.
 */
const NOISE_SHARE = 0.1;
const MAX_SEASONAL_SHARE = 0.25;
const YEAR_HOURS = YEAR_MS / HOUR_MS;
/** Corrections are counted from here, so that growing a clock's known range changes no index. */
const REFERENCE_MS = Date.UTC(2000, 0, 1);

const RATE_PREFIX = new Float64Array(HOURS_PER_WEEK + 1);
for (let hour = 0; hour < HOURS_PER_WEEK; hour += 1) {
  RATE_PREFIX[hour + 1] = (RATE_PREFIX[hour] ?? 0) + (METER_RATE[hour] ?? 0);
}
const RATE_PER_WEEK = RATE_PREFIX[HOURS_PER_WEEK] ?? 0;

/** ∫ METER_RATE over wall-clock time, in hours, from the epoch's first Monday to a wall instant. */
function wallRateIntegral(wallMs: number): number {
  const sinceMonday = wallMs - FIRST_MONDAY_MS;
  const weeks = Math.floor(sinceMonday / WEEK_MS);
  const inWeek = sinceMonday - weeks * WEEK_MS;
  const hour = Math.min(HOURS_PER_WEEK - 1, Math.max(0, Math.floor(inWeek / HOUR_MS)));
  const fraction = (inWeek - hour * HOUR_MS) / HOUR_MS;
  return weeks * RATE_PER_WEEK + (RATE_PREFIX[hour] ?? 0) + (METER_RATE[hour] ?? 0) * fraction;
}

interface Corrections {
  version: number;
  /** cumulative[j]: what the wall-clock integral gains or loses at the offset changes up to segment j. */
  cumulative: Float64Array;
}

const correctionCache = new WeakMap<ZoneClock, Corrections>();

/**
 * At an offset change the wall clock jumps (an hour skipped in spring, repeated in autumn), so the
 * wall-clock integral jumps too; subtracting the jump keeps the real-time integral continuous.
 */
function correctionsFor(clock: ZoneClock): Corrections {
  const cached = correctionCache.get(clock);
  if (cached && cached.version === clock.version) return cached;
  const count = clock.segmentCount;
  const cumulative = new Float64Array(count);
  for (let j = 1; j < count; j += 1) {
    const at = clock.segmentStart(j);
    const jump = wallRateIntegral(at + clock.segmentOffset(j)) - wallRateIntegral(at + clock.segmentOffset(j - 1));
    cumulative[j] = (cumulative[j - 1] ?? 0) - jump;
  }
  const reference = cumulative[clock.segmentIndex(REFERENCE_MS)] ?? 0;
  for (let j = 0; j < count; j += 1) cumulative[j] = (cumulative[j] ?? 0) - reference;
  const corrections = { version: clock.version, cumulative };
  correctionCache.set(clock, corrections);
  return corrections;
}

export class Meter {
  private corrections: Corrections;
  private readonly seasonal: number;

  constructor(
    private readonly clock: ZoneClock,
    private readonly base: number,
    seasonal: number,
    private readonly noiseSeed: number,
  ) {
    this.seasonal = Math.max(-MAX_SEASONAL_SHARE * base, Math.min(MAX_SEASONAL_SHARE * base, seasonal));
    this.corrections = correctionsFor(clock);
  }

  /** Consumption (base unit × hours) from an arbitrary fixed origin: only differences mean anything. */
  integralAt(epochMs: number): number {
    const index = this.clock.segmentIndex(epochMs);
    if (this.corrections.version !== this.clock.version) this.corrections = correctionsFor(this.clock);
    const wall = epochMs + this.clock.segmentOffset(index);
    const pattern = wallRateIntegral(wall) + (this.corrections.cumulative[index] ?? 0);
    const angle = (2 * Math.PI * (epochMs - MID_JANUARY_MS)) / YEAR_MS;
    const season = ((this.seasonal * YEAR_HOURS) / (2 * Math.PI)) * Math.sin(angle);
    return this.base * (pattern + NOISE_SHARE * this.noiseWithinHour(epochMs)) + season;
  }

  /**
   * The slot noise's integral since the start of the UTC hour. One hash per hour gives three
   * values (10 bits each) for the first half-hour; the second half-hour repeats them negated, so
   * the hour integrates to zero without summing its slots.
   */
  private noiseWithinHour(epochMs: number): number {
    const hour = Math.floor(epochMs / HOUR_MS);
    const sinceHour = epochMs - hour * HOUR_MS;
    if (sinceHour === 0) return 0;
    const bits = mix32(this.noiseSeed ^ Math.imul(hour, 0x9e3779b9));
    const n0 = (bits & 1023) / 512 - 1;
    const n1 = ((bits >>> 10) & 1023) / 512 - 1;
    const n2 = ((bits >>> 20) & 1023) / 512 - 1;
    const slot = Math.min(SLOTS_PER_HOUR - 1, Math.floor(sinceHour / SLOT_MS));
    const inSlot = (sinceHour - slot * SLOT_MS) / HOUR_MS;
    const full = 1 / SLOTS_PER_HOUR;
    switch (slot) {
      case 0:
        return n0 * inSlot;
      case 1:
        return n0 * full + n1 * inSlot;
      case 2:
        return (n0 + n1) * full + n2 * inSlot;
      case 3:
        return (n0 + n1 + n2) * full - n0 * inSlot;
      case 4:
        return (n1 + n2) * full - n1 * inSlot;
      default:
        return n2 * full - n2 * inSlot;
    }
  }
}
