import type { AlertTypeName } from '../../src/entities/alerting/alertTypes';
import { sampleSeries, seriesBand } from '../series';
import { profileForVariable } from '../series/profile';
import type { SeedBase } from './seedBase';
import type { SamplingUnitName, VariableRow } from './variables';

/** The values a variable took: the lowest and the highest. */
export interface ValueBand {
  low: number;
  high: number;
}

/** The alert's sampling step: a meter's consumption is counted per step. */
export interface AlertStep {
  sampling: number;
  samplingUnit: SamplingUnitName;
}

const DAY_MS = 86_400_000;

/**
 * The band the watched values moved in, as the event chart reads them (the alert's aggregation):
 * - a meter (index) is read as consumption per alert step, over the last week;
 * - anything else as daily minimum and maximum over the last year, since seeded events spread over
 *   months and a temperature or a load moves with the seasons.
 */
export function recentBand(base: SeedBase, variable: VariableRow, now: number, step: AlertStep): ValueBand | null {
  if (!variable.firstDataDate) return null;
  const unitName = base.units.find((unit) => unit.id === variable.unitId)?.name ?? '';
  const timeZone = base.places.find((place) => place.id === variable.placeId)?.timezone ?? undefined;
  const profile = profileForVariable({
    id: variable.id,
    unitName,
    timeZone,
    firstDataAt: Date.parse(variable.firstDataDate),
    isCounter: variable.isCounter,
  });
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const widen = (points: readonly (readonly [number, number | null])[]) => {
    for (const [, value] of points) {
      if (value === null) continue;
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
  };
  if (variable.isCounter) {
    widen(sampleSeries(profile, { start: now - 7 * DAY_MS, end: now, ...step, aggregation: 'counter' }).points);
  } else {
    const band = seriesBand(profile, { start: now - 365 * DAY_MS, end: now, sampling: 1, samplingUnit: 'days' });
    if (band) {
      low = band.low;
      high = band.high;
    }
  }
  return high > low ? { low, high } : null;
}

/** Two decimals at most: thresholds are typed by people. */
const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * Value thresholds placed inside the watched variable's own band, so that its chart shows them
 * where the values go, and crossing them is plausible (the seeded events are not computed from
 * the series: this keeps them believable). Each set satisfies spec 000 §5.
 */
export function bandThresholds(type: AlertTypeName, band: ValueBand) {
  const span = band.high - band.low;
  const at = (fraction: number) => round(band.low + span * fraction);
  const gap = Math.max(0.01, round(span * 0.05));
  switch (type) {
    case 'high':
      return { activationHigh: at(0.85), deactivationHigh: round(at(0.85) - gap), hysteresis: gap };
    case 'low':
      return { activationLow: at(0.15), deactivationLow: round(at(0.15) + gap), hysteresis: gap };
    case 'in_range':
      return { activationLow: at(0.4), activationHigh: at(0.6) };
    case 'out_of_range':
      return {
        activationLow: at(0.1),
        deactivationLow: round(at(0.1) + gap),
        deactivationHigh: round(at(0.9) - gap),
        activationHigh: at(0.9),
      };
    default:
      return null;
  }
}
