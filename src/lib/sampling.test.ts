import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_TIMESERIES_POINTS,
  MAX_POINTS_PER_SERIES,
  SAMPLING_UNITS,
  SAMPLING_UNIT_SECONDS,
  VARIABLE_EXPORT_PAGE_SIZE,
  chooseSampling,
  fitsPeriod,
  isSamplingUnit,
  largestUnitDividing,
  pointCount,
  preferredSamplingParams,
  samplingToSeconds,
} from './sampling';

const start = new Date('2026-01-01T00:00:00Z');
const afterDays = (days: number) => new Date(start.getTime() + days * 86400_000);

describe('sampling constants (spec 000 §9)', () => {
  it('lists the units in order with their sizes in seconds', () => {
    expect(SAMPLING_UNITS).toEqual(['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years']);
    expect(SAMPLING_UNIT_SECONDS).toEqual({
      seconds: 1,
      minutes: 60,
      hours: 3600,
      days: 86400,
      weeks: 604800,
      months: 30.4167 * 86400,
      years: 365 * 86400,
    });
    expect(MAX_POINTS_PER_SERIES).toBe(10000);
    expect(DASHBOARD_TIMESERIES_POINTS).toBe(1000);
    expect(VARIABLE_EXPORT_PAGE_SIZE).toBe(500);
  });

  it('recognises unit names', () => {
    expect(isSamplingUnit('hours')).toBe(true);
    expect(isSamplingUnit('hour')).toBe(false);
    expect(isSamplingUnit(3)).toBe(false);
  });

  it('converts a sampling to seconds', () => {
    expect(samplingToSeconds(10, 'minutes')).toBe(600);
    expect(samplingToSeconds(2, 'weeks')).toBe(1209600);
  });
});

describe('largestUnitDividing', () => {
  it.each([
    [7200, 2, 'hours'],
    [90, 90, 'seconds'],
    [60, 1, 'minutes'],
    [600, 10, 'minutes'],
    [604800, 1, 'weeks'],
    [1209600, 2, 'weeks'],
    [86400 * 3, 3, 'days'],
    [86400 * 30, 30, 'days'],
    [365 * 86400, 1, 'years'],
    [30.4167 * 86400, 1, 'months'],
    [3 * 30.4167 * 86400, 3, 'months'],
  ] as const)('%d s → %d %s', (frequency, sampling, samplingUnit) => {
    expect(largestUnitDividing(frequency)).toEqual({ sampling, samplingUnit });
  });

  it('tolerates a month stored as whole seconds', () => {
    expect(largestUnitDividing(Math.round(30.4167 * 86400))).toEqual({ sampling: 1, samplingUnit: 'months' });
  });

  it('keeps seconds when nothing larger divides, and survives bad input', () => {
    expect(largestUnitDividing(0.5)).toEqual({ sampling: 0.5, samplingUnit: 'seconds' });
    expect(largestUnitDividing(0)).toEqual({ sampling: 1, samplingUnit: 'seconds' });
    expect(largestUnitDividing(Number.NaN)).toEqual({ sampling: 1, samplingUnit: 'seconds' });
  });
});

describe('pointCount and fitsPeriod (spec 000 §5)', () => {
  it('is the ceiling of the period over the step', () => {
    expect(pointCount(start, afterDays(14), 1, 'hours')).toBe(336);
    expect(pointCount(start, new Date(start.getTime() + 90_000), 1, 'minutes')).toBe(2);
    expect(pointCount(start, afterDays(365), 1, 'months')).toBe(12);
  });

  it('gives 0 for an empty or reversed period and Infinity for a bad step', () => {
    expect(pointCount(start, start, 1, 'hours')).toBe(0);
    expect(pointCount(afterDays(1), start, 1, 'hours')).toBe(0);
    expect(pointCount(start, afterDays(1), 0, 'hours')).toBe(Number.POSITIVE_INFINITY);
  });

  it('fits strictly below 10000 points', () => {
    const end = new Date(start.getTime() + 9999 * 60_000);
    expect(fitsPeriod(start, end, 1, 'minutes')).toBe(true);
    expect(fitsPeriod(start, new Date(start.getTime() + 10000 * 60_000), 1, 'minutes')).toBe(false);
    expect(fitsPeriod(start, afterDays(14), 1, 'minutes')).toBe(false);
    expect(fitsPeriod(start, afterDays(14), 5, 'minutes')).toBe(true);
  });
});

describe('chooseSampling (spec 000 §4)', () => {
  it('keeps a preferred sampling that fits', () => {
    expect(chooseSampling(start, afterDays(14), { sampling: 1, samplingUnit: 'hours' })).toEqual({
      sampling: 1,
      samplingUnit: 'hours',
      adjusted: false,
    });
  });

  it('replaces a preferred sampling that does not fit and flags it', () => {
    expect(chooseSampling(start, afterDays(365), { sampling: 1, samplingUnit: 'minutes' })).toEqual({
      sampling: 1,
      samplingUnit: 'hours',
      adjusted: true,
    });
  });

  it('chooses the smallest nice step without flagging when nothing was preferred', () => {
    expect(chooseSampling(start, afterDays(1))).toEqual({ sampling: 1, samplingUnit: 'minutes', adjusted: false });
    expect(chooseSampling(start, afterDays(14))).toEqual({ sampling: 5, samplingUnit: 'minutes', adjusted: false });
    expect(chooseSampling(start, afterDays(365 * 5))).toEqual({
      sampling: 6,
      samplingUnit: 'hours',
      adjusted: false,
    });
  });

  it('treats an invalid preferred sampling as not fitting', () => {
    expect(chooseSampling(start, afterDays(1), { sampling: 0, samplingUnit: 'hours' }).adjusted).toBe(true);
  });

  it('falls back to one year for an immense period', () => {
    const end = new Date(start.getTime() + 20000 * 365 * 86400_000);
    expect(chooseSampling(start, end)).toEqual({ sampling: 1, samplingUnit: 'years', adjusted: false });
  });
});

describe('preferredSamplingParams (spec 000 §4)', () => {
  it('sends a preferred sampling that suits the period', () => {
    expect(preferredSamplingParams(start, afterDays(14), { sampling: 10, samplingUnit: 'minutes' })).toEqual({
      preferredSampling: 10,
      preferredSamplingUnit: 'minutes',
    });
  });

  it('sends a step longer than the period (one aggregated point)', () => {
    expect(preferredSamplingParams(start, afterDays(30), { sampling: 10, samplingUnit: 'years' })).toEqual({
      preferredSampling: 10,
      preferredSamplingUnit: 'years',
    });
  });

  it('leaves out a preferred sampling that does not suit, or none', () => {
    expect(preferredSamplingParams(start, afterDays(14), { sampling: 1, samplingUnit: 'seconds' })).toEqual({});
    expect(preferredSamplingParams(start, afterDays(14), null)).toEqual({});
    expect(preferredSamplingParams(start, afterDays(14), undefined)).toEqual({});
  });
});
