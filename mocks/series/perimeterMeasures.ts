/**
 * The series of a perimeter's measure variables (spec 001 §3: consumption model / reference,
 * consumption, direct savings), coherent with each other and with the seeded balances: on any day,
 * adjusted reference = measured consumption + savings, and a calendar year of savings adds up to
 * what the balance of that year reports (the same achievement and adjustment factors,
 * mocks/db/savings.ts balanceFactors). Values are in the perimeter's savings unit (spec 001 §9),
 * per bucket: a consumption over the bucket, whatever the aggregation asked.
 */
import { samplingToSeconds, type Sampling } from '../../src/lib/sampling';
import { clockFor } from '../../src/lib/zoneClock';
import { balanceFactors, type PerimeterRow } from '../db/savings';
import { planBuckets } from './buckets';
import { mix32, uniform } from './noise';

export type MeasureRole = 'reference' | 'consumption' | 'saving';

export interface PerimeterMeasure {
  perimeter: PerimeterRow;
  role: MeasureRole;
}

const DAY_MS = 86_400_000;
/** Measures have data from here on: before any seeded balance. */
export const MEASURES_FIRST_DAY = Date.UTC(2020, 0, 1) / DAY_MS;
/** How much the daily reference swings with the seasons: heating energies follow the weather more. */
const SEASONAL_SWING: Record<string, number> = { ELECTRICITY: 0.12, STEAM: 0.3, NATURAL_GAS: 0.35 };
const DEFAULT_SWING = 0.25;

/**
 * The perimeter a variable measures and how; null for any other variable. Seeded perimeters share
 * no variable; one created in the demo may pick a taken one: the latest perimeter wins, so that
 * the one just set up draws coherent series.
 */
export function perimeterMeasureOf(perimeters: readonly PerimeterRow[], variableId: number): PerimeterMeasure | null {
  for (const perimeter of [...perimeters].reverse()) {
    if (perimeter.consumption_reference_measure_id === variableId) return { perimeter, role: 'reference' };
    if (perimeter.consumption_measure_id === variableId) return { perimeter, role: 'consumption' };
    if (perimeter.saving_measure_id === variableId) return { perimeter, role: 'saving' };
  }
  return null;
}

export interface PerimeterDay {
  reference: number;
  saving: number;
  consumption: number;
}

/** One UTC day (days since 1970) of a perimeter: the yearly figures spread over the seasons. */
export function perimeterDay(perimeter: PerimeterRow, day: number): PerimeterDay {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  const { achievement, adjustment } = balanceFactors(perimeter.id, `${year}-01-01`);
  const dayOfYear = day - Date.UTC(year, 0, 1) / DAY_MS;
  const swing = SEASONAL_SWING[perimeter.energy_code] ?? DEFAULT_SWING;
  // Peaks mid-January; a cosine over the year adds up to (almost) nothing, so yearly sums hold.
  const season = 1 + swing * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
  const seed = mix32(perimeter.id * 104_729);
  const referenceNoise = 1 + 0.06 * (uniform(seed, day) - 0.5);
  const savingNoise = 1 + 0.2 * (uniform(seed ^ 0x5bd1e995, day) - 0.5);
  const reference = (perimeter.reference_consumption / 365) * (1 + adjustment) * season * referenceNoise;
  const saving = Math.min(reference, (perimeter.savings_target / 365) * achievement * season * savingNoise);
  return { reference, saving, consumption: reference - saving };
}

/** A measure's total over [start, end): whole days and the parts of the days at both ends. */
export function measureTotal(measure: PerimeterMeasure, start: number, end: number): number {
  let total = 0;
  const from = Math.max(start, MEASURES_FIRST_DAY * DAY_MS);
  for (let day = Math.floor(from / DAY_MS); day * DAY_MS < end; day += 1) {
    const overlap = Math.min(end, (day + 1) * DAY_MS) - Math.max(from, day * DAY_MS);
    if (overlap > 0) total += (perimeterDay(measure.perimeter, day)[measure.role] * overlap) / DAY_MS;
  }
  return total;
}

export interface MeasureSeries {
  points: [number, number | null][];
  sampling: number;
  samplingUnit: Sampling['samplingUnit'];
  samplingAdjusted: boolean;
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A measure's points over [start, end) at a sampling (calendar buckets in the site's time zone,
 * as the generator's, mocks/series/buckets.ts), none after `now`. A step at least as long as the
 * period gives one value over exactly the period (the balance view's 10-year sampling).
 */
export function measureSeries(
  measure: PerimeterMeasure,
  period: { start: number; end: number },
  wanted: Sampling,
  options: { limit: number; now: number; timeZone: string; requested: boolean },
): MeasureSeries {
  const end = Math.min(period.end, options.now);
  if (samplingToSeconds(wanted.sampling, wanted.samplingUnit) * 1000 >= period.end - period.start) {
    const total: [number, number | null][] =
      end > period.start ? [[period.start, rounded(measureTotal(measure, period.start, end))]] : [];
    return { points: total, ...wanted, samplingAdjusted: false };
  }
  const plan = planBuckets(clockFor(options.timeZone), period.start, period.end, wanted, options.limit);
  const points: [number, number | null][] = [];
  const boundaries = plan.boundaries;
  for (let i = 0; i + 1 < boundaries.length && points.length < options.limit; i += 1) {
    const from = boundaries[i] ?? 0;
    const to = boundaries[i + 1] ?? 0;
    if (from >= end || to <= MEASURES_FIRST_DAY * DAY_MS) continue;
    points.push([from, rounded(measureTotal(measure, from, Math.min(to, end)))]);
  }
  const changed = plan.sampling !== wanted.sampling || plan.samplingUnit !== wanted.samplingUnit;
  return {
    points,
    sampling: plan.sampling,
    samplingUnit: plan.samplingUnit,
    samplingAdjusted: options.requested && changed,
  };
}
