import type { DateRange } from '../../../lib/dateRanges';
import { chooseSampling, type ChosenSampling, type Sampling } from '../../../lib/sampling';

/**
 * The sampling a graph is read with over a period (spec 000 §4, §5): the wanted one when the period
 * divided by its step stays under 10,000 points; otherwise the finest usual step that fits, with
 * `adjusted` set so that the screen tells the user to shorten the period to keep the wanted one.
 * Without a wanted sampling, the finest usual step that fits (never "adjusted").
 */
export function fitGraphSampling(period: DateRange, wanted: Sampling | null): ChosenSampling {
  return chooseSampling(period.start, period.end, wanted);
}

/** Whether two samplings are the same step. */
export function sameSampling(a: Sampling, b: Sampling): boolean {
  return a.sampling === b.sampling && a.samplingUnit === b.samplingUnit;
}
