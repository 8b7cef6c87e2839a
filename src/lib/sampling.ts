/**
 * Sampling steps and point budgets for time series (spec 000 §4, §5, §9; 001 §5, §9).
 */

/** Ordered from the smallest to the largest unit. */
export const SAMPLING_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const;
export type SamplingUnit = (typeof SAMPLING_UNITS)[number];

export interface Sampling {
  sampling: number;
  samplingUnit: SamplingUnit;
}

const SECONDS_PER_DAY = 86400;

/** spec 000 §9: months are "about 30.4167 days", years 365 days. */
export const SAMPLING_UNIT_SECONDS: Record<SamplingUnit, number> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: SECONDS_PER_DAY,
  weeks: 604800,
  months: 30.4167 * SECONDS_PER_DAY,
  years: 365 * SECONDS_PER_DAY,
};

/** spec 000 §9: "Data point limit: 10000 per series or request". */
export const MAX_POINTS_PER_SERIES = 10000;
/** spec 000 §9: "1000 points for time-series graphs on a dashboard". */
export const DASHBOARD_TIMESERIES_POINTS = 1000;
/** spec 000 §9: "at most 500 rows per variable export page". */
export const VARIABLE_EXPORT_PAGE_SIZE = 500;

/**
 * Relative tolerance for "divides exactly": a month is not a whole number of seconds
 * (2 628 002.88 s), so a frequency the server stores as whole seconds (2 628 003) must still count
 * as one month. 1e-6 is far below the gap between any two distinct units.
 */
const DIVISION_TOLERANCE = 1e-6;

export function isSamplingUnit(value: unknown): value is SamplingUnit {
  return typeof value === 'string' && (SAMPLING_UNITS as readonly string[]).includes(value);
}

export function samplingToSeconds(sampling: number, unit: SamplingUnit): number {
  return sampling * SAMPLING_UNIT_SECONDS[unit];
}

/**
 * Expresses a frequency in the largest unit that divides it exactly (spec 000 §9: "The largest unit
 * dividing a frequency is chosen"): 7200 → 2 hours, 90 → 90 seconds, 1 209 600 → 2 weeks.
 *
 * A frequency that no unit divides (a fraction of a second) stays in seconds; a frequency that is
 * not a positive number gives 1 second, the smallest valid step, rather than throwing.
 */
export function largestUnitDividing(frequencySeconds: number): Sampling {
  if (!Number.isFinite(frequencySeconds) || frequencySeconds <= 0) return { sampling: 1, samplingUnit: 'seconds' };
  for (const unit of [...SAMPLING_UNITS].reverse()) {
    const quotient = frequencySeconds / SAMPLING_UNIT_SECONDS[unit];
    const whole = Math.round(quotient);
    if (whole >= 1 && Math.abs(quotient - whole) <= DIVISION_TOLERANCE * whole) {
      return { sampling: whole, samplingUnit: unit };
    }
  }
  return { sampling: frequencySeconds, samplingUnit: 'seconds' };
}

/**
 * Points a period yields at a step: ceil(period / step). A tiny tolerance absorbs float noise from
 * the month length so that a year at one month gives 12 points, not 13. An empty or reversed period
 * gives 0; a step that is not positive gives Infinity (it never fits).
 */
export function pointCount(start: Date, end: Date, sampling: number, unit: SamplingUnit): number {
  const periodSeconds = (end.getTime() - start.getTime()) / 1000;
  if (!Number.isFinite(periodSeconds) || periodSeconds <= 0) return 0;
  const stepSeconds = samplingToSeconds(sampling, unit);
  if (!Number.isFinite(stepSeconds) || stepSeconds <= 0) return Number.POSITIVE_INFINITY;
  return Math.ceil(periodSeconds / stepSeconds - 1e-9);
}

/** spec 000 §5: "period divided by sampling step must stay under 10000" (strictly below). */
export function fitsPeriod(start: Date, end: Date, sampling: number, unit: SamplingUnit): boolean {
  return pointCount(start, end, sampling, unit) < MAX_POINTS_PER_SERIES;
}

/**
 * The steps offered when a sampling must be chosen for the user, smallest first. They start at one
 * minute: finer steps are rarely measured and would only make short periods heavy.
 */
export const NICE_SAMPLINGS: ReadonlyArray<Sampling> = [
  { sampling: 1, samplingUnit: 'minutes' },
  { sampling: 5, samplingUnit: 'minutes' },
  { sampling: 10, samplingUnit: 'minutes' },
  { sampling: 15, samplingUnit: 'minutes' },
  { sampling: 30, samplingUnit: 'minutes' },
  { sampling: 1, samplingUnit: 'hours' },
  { sampling: 2, samplingUnit: 'hours' },
  { sampling: 3, samplingUnit: 'hours' },
  { sampling: 6, samplingUnit: 'hours' },
  { sampling: 12, samplingUnit: 'hours' },
  { sampling: 1, samplingUnit: 'days' },
  { sampling: 1, samplingUnit: 'weeks' },
  { sampling: 1, samplingUnit: 'months' },
  { sampling: 1, samplingUnit: 'years' },
];

export interface ChosenSampling extends Sampling {
  /** True when a preferred sampling was given and replaced: the UI asks to shorten the period. */
  adjusted: boolean;
}

function isUsableSampling(value: Sampling | null | undefined): value is Sampling {
  return !!value && isSamplingUnit(value.samplingUnit) && Number.isFinite(value.sampling) && value.sampling > 0;
}

/**
 * spec 000 §4 / 001 §5: "A requested sampling that does not fit the period is changed
 * automatically and the user is told to shorten the period to keep it."
 * Keeps the preferred sampling when it fits; otherwise takes the smallest nice step that fits (the
 * finest detail the point limit allows). A period so long that even one year does not fit (over
 * 10000 years) gets one year.
 */
export function chooseSampling(start: Date, end: Date, preferred?: Sampling | null): ChosenSampling {
  if (isUsableSampling(preferred) && fitsPeriod(start, end, preferred.sampling, preferred.samplingUnit)) {
    return { sampling: preferred.sampling, samplingUnit: preferred.samplingUnit, adjusted: false };
  }
  const fallback = NICE_SAMPLINGS[NICE_SAMPLINGS.length - 1] ?? { sampling: 1, samplingUnit: 'years' };
  const nice = NICE_SAMPLINGS.find((step) => fitsPeriod(start, end, step.sampling, step.samplingUnit)) ?? fallback;
  return { sampling: nice.sampling, samplingUnit: nice.samplingUnit, adjusted: preferred != null };
}

export interface PreferredSamplingParams {
  preferredSampling?: number;
  preferredSamplingUnit?: SamplingUnit;
}

/**
 * Query parameters for graph-data calls (spec 000 §4: "A preferred sampling is sent only if it
 * suits the period; otherwise it is left out", and the server chooses).
 * "Suits" means it stays under the point limit; a step longer than the period still suits (one
 * aggregated point), which the balance view relies on with its 10-year sampling (spec 001 §7).
 */
export function preferredSamplingParams(
  start: Date,
  end: Date,
  preferred: Sampling | null | undefined,
): PreferredSamplingParams {
  if (!isUsableSampling(preferred)) return {};
  if (!fitsPeriod(start, end, preferred.sampling, preferred.samplingUnit)) return {};
  return { preferredSampling: preferred.sampling, preferredSamplingUnit: preferred.samplingUnit };
}
