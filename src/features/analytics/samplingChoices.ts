import {
  chooseSampling,
  NICE_SAMPLINGS,
  pointCount,
  fitsPeriod,
  type ChosenSampling,
  type Sampling,
} from '../../lib/sampling';
import type { DateRange } from '../../lib/dateRanges';

/**
 * The samplings a model can be run at over a period (spec 000 §4, §9): the product's steps that keep
 * the period under the point limit and still give a few observations to fit (an OLS needs more
 * observations than parameters; fewer than MIN_OBSERVATIONS says nothing).
 */
export const MIN_OBSERVATIONS = 3;

const same = (a: Sampling, b: Sampling) => a.sampling === b.sampling && a.samplingUnit === b.samplingUnit;

export function samplingChoices(period: DateRange, current?: Sampling): Sampling[] {
  const allowed = NICE_SAMPLINGS.filter(
    (step) =>
      fitsPeriod(period.start, period.end, step.sampling, step.samplingUnit) &&
      pointCount(period.start, period.end, step.sampling, step.samplingUnit) >= MIN_OBSERVATIONS,
  );
  // A saved configuration's own step (e.g. 2 days) is kept among the choices when it fits.
  if (
    current &&
    !allowed.some((step) => same(step, current)) &&
    fitsPeriod(period.start, period.end, current.sampling, current.samplingUnit)
  )
    return [...allowed, current];
  return allowed;
}

/**
 * The sampling a run uses: the chosen one when it fits the period, else the finest that does, with
 * `adjusted` set so that the screen tells the user to shorten the period (spec 000 §4).
 */
export function effectiveSampling(period: DateRange, chosen: Sampling): ChosenSampling {
  return chooseSampling(period.start, period.end, chosen);
}

export function samplingKey(sampling: Sampling): string {
  return `${sampling.sampling}-${sampling.samplingUnit}`;
}
