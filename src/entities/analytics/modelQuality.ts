import { SAMPLING_UNIT_SECONDS, type SamplingUnit } from '../../lib/sampling';

/*
 * The model-quality verdict of ASHRAE Guideline 14-2014 (issue 20, spec 001 §4 "Modelling"): the
 * coefficient of variation of the root-mean-square error and the normalized mean bias error of a
 * fitted model, against the limits for the data's sampling. G14 divides both by n − p (observations
 * less the model's parameters, the intercept included), not by n:
 *   CV(RMSE) = sqrt(Σ(y − ŷ)² / (n − p)) / ȳ × 100
 *   NMBE     = Σ(y − ŷ) / ((n − p) · ȳ) × 100
 * G14 sets limits for monthly data (CV(RMSE) ≤ 15 %, |NMBE| ≤ 5 %) and hourly data (≤ 30 %, ≤ 10 %)
 * only; every other sampling is judged against one of the two, and `basis` says which and why so
 * that the screen can tell the user.
 */

/**
 * Which G14 limits judged the model:
 * - `hourly`: steps of one hour up to less than a day (G14's hourly limits);
 * - `subHourlyAsHourly`: steps under an hour; G14 has no sub-hourly limits, its finest are hourly;
 * - `dailyAsHourly`: steps of one to six days; G14 gives no daily limits, the hourly ones are used
 *   (the stricter monthly ones would judge daily noise by a monthly bill's standard);
 * - `weeklyAsHourly`: steps of one to three weeks, for the same reason;
 * - `monthly`: steps of about a month and more, under a year (G14's monthly, billing-period limits);
 * - `yearlyAsMonthly`: steps of a year or more; G14 has no yearly limits, its coarsest are monthly.
 */
export type ModelQualityBasis =
  'subHourlyAsHourly' | 'hourly' | 'dailyAsHourly' | 'weeklyAsHourly' | 'monthly' | 'yearlyAsMonthly';

/** The two sets of limits G14 defines, in %. */
export const G14_LIMITS = {
  monthly: { cvRmsePercent: 15, nmbePercent: 5 },
  hourly: { cvRmsePercent: 30, nmbePercent: 10 },
} as const;

/** Why no verdict can be given (the screen says so instead of showing NaN). */
export type CannotJudgeReason =
  /** No pair of actual and predicted values (both finite) to compare. */
  | 'noData'
  /** The actual and predicted series are not as long as each other. */
  | 'lengthMismatch'
  /** n ≤ p: no degree of freedom is left (G14 divides by n − p). */
  | 'tooFewObservations'
  /** The parameter count is not a whole number ≥ 1. */
  | 'invalidParameterCount'
  /** The sampling is not a positive step. */
  | 'invalidSampling'
  /** ȳ ≤ 0: both indices are relative to the mean use, which must be positive. */
  | 'meanNotPositive';

export interface QualityCriterion {
  /** The figure, in %. */
  valuePercent: number;
  /** The limit it must not exceed (NMBE: in absolute value), in %. */
  limitPercent: number;
  pass: boolean;
}

interface QualityCommon {
  /** Pairs of finite actual and predicted values that were compared. */
  observations: number;
  parameterCount: number;
}

export type ModelQuality =
  | (QualityCommon & {
      status: 'judged';
      basis: ModelQualityBasis;
      /** Mean of the actual values, the denominator of both indices. */
      meanActual: number;
      cvRmse: QualityCriterion;
      nmbe: QualityCriterion;
      /** Both criteria pass. */
      pass: boolean;
    })
  | (QualityCommon & {
      status: 'cannotJudge';
      reason: CannotJudgeReason;
      /** The limits that would apply, when the sampling is valid. */
      basis: ModelQualityBasis | null;
    });

export interface ModelQualityInput {
  /** The measured values, one per sampling step; null or non-finite values are left out. */
  actual: readonly (number | null)[];
  /** The modelled values, aligned with `actual`. */
  predicted: readonly (number | null)[];
  /** p: the model's parameters, the intercept included (explanatory variables + 1). */
  parameterCount: number;
  sampling: number;
  samplingUnit: SamplingUnit;
}

const HOUR_S = 3_600;
const DAY_S = 86_400;
const WEEK_S = 7 * DAY_S;
/** Shorter than any calendar month: 28 days starts the monthly limits. */
const MONTH_S = 28 * DAY_S;
const YEAR_S = 365 * DAY_S;

/** The G14 limits that judge a model sampled at this step; null for a step that is not positive. */
export function qualityBasis(sampling: number, samplingUnit: SamplingUnit): ModelQualityBasis | null {
  const seconds = sampling * SAMPLING_UNIT_SECONDS[samplingUnit];
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < HOUR_S) return 'subHourlyAsHourly';
  if (seconds < DAY_S) return 'hourly';
  if (seconds < WEEK_S) return 'dailyAsHourly';
  if (seconds < MONTH_S) return 'weeklyAsHourly';
  if (seconds < YEAR_S) return 'monthly';
  return 'yearlyAsMonthly';
}

/** The limits, in %, a basis stands for. */
export function limitsOf(basis: ModelQualityBasis): { cvRmsePercent: number; nmbePercent: number } {
  return basis === 'monthly' || basis === 'yearlyAsMonthly' ? G14_LIMITS.monthly : G14_LIMITS.hourly;
}

/** Neumaier's compensated sum: thousands of terms of mixed sign lose no digit worth showing. */
class Sum {
  private total = 0;
  private compensation = 0;

  add(value: number): void {
    const next = this.total + value;
    this.compensation +=
      Math.abs(this.total) >= Math.abs(value) ? this.total - next + value : value - next + this.total;
    this.total = next;
  }

  get value(): number {
    return this.total + this.compensation;
  }
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** CV(RMSE), NMBE and the G14 verdict of a model (see the top of this file). */
export function modelQuality(input: ModelQualityInput): ModelQuality {
  const { actual, predicted, parameterCount, sampling, samplingUnit } = input;
  const basis = qualityBasis(sampling, samplingUnit);
  const cannotJudge = (reason: CannotJudgeReason, observations: number): ModelQuality => ({
    status: 'cannotJudge',
    reason,
    basis,
    observations,
    parameterCount,
  });
  if (basis === null) return cannotJudge('invalidSampling', 0);
  if (!Number.isInteger(parameterCount) || parameterCount < 1) return cannotJudge('invalidParameterCount', 0);
  if (actual.length !== predicted.length) return cannotJudge('lengthMismatch', 0);

  const sumActual = new Sum();
  let n = 0;
  for (let index = 0; index < actual.length; index += 1) {
    const y = actual[index];
    if (isNumber(y) && isNumber(predicted[index])) {
      sumActual.add(y);
      n += 1;
    }
  }
  if (n === 0) return cannotJudge('noData', 0);
  if (n <= parameterCount) return cannotJudge('tooFewObservations', n);
  const mean = sumActual.value / n;
  if (!(mean > 0)) return cannotJudge('meanNotPositive', n);

  const sumResiduals = new Sum();
  const sumSquares = new Sum();
  for (let index = 0; index < actual.length; index += 1) {
    const y = actual[index];
    const yHat = predicted[index];
    if (isNumber(y) && isNumber(yHat)) {
      const residual = y - yHat;
      sumResiduals.add(residual);
      sumSquares.add(residual * residual);
    }
  }
  const dof = n - parameterCount;
  const limits = limitsOf(basis);
  const cvRmsePercent = (Math.sqrt(sumSquares.value / dof) / mean) * 100;
  const nmbePercent = (sumResiduals.value / (dof * mean)) * 100;
  const cvRmse = {
    valuePercent: cvRmsePercent,
    limitPercent: limits.cvRmsePercent,
    pass: cvRmsePercent <= limits.cvRmsePercent,
  };
  const nmbe = {
    valuePercent: nmbePercent,
    limitPercent: limits.nmbePercent,
    pass: Math.abs(nmbePercent) <= limits.nmbePercent,
  };
  return {
    status: 'judged',
    basis,
    observations: n,
    parameterCount,
    meanActual: mean,
    cvRmse,
    nmbe,
    pass: cvRmse.pass && nmbe.pass,
  };
}
