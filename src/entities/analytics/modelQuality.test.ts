// @vitest-environment node
import { G14_LIMITS, limitsOf, modelQuality, qualityBasis, type ModelQualityInput } from './modelQuality';

const daily = { sampling: 1, samplingUnit: 'days' } as const;
const monthly = { sampling: 1, samplingUnit: 'months' } as const;

function judged(input: ModelQualityInput) {
  const quality = modelQuality(input);
  if (quality.status !== 'judged') throw new Error(`not judged: ${quality.reason}`);
  return quality;
}

describe('CV(RMSE) and NMBE (ASHRAE Guideline 14-2014)', () => {
  it('divides by n − p, as G14 does, on a hand-made series', () => {
    // Residuals −1, 1, −1, 1: Σ = 0, Σ² = 4; n − p = 2; ȳ = 13 → CV(RMSE) = √2 / 13.
    const quality = judged({
      actual: [10, 12, 14, 16],
      predicted: [11, 11, 15, 15],
      parameterCount: 2,
      ...daily,
    });
    expect(quality.meanActual).toBe(13);
    expect(quality.cvRmse.valuePercent).toBeCloseTo((Math.SQRT2 / 13) * 100, 12);
    expect(quality.nmbe.valuePercent).toBe(0);
    expect(quality.observations).toBe(4);
  });

  it('gives the bias its sign (measured above modelled is positive) and counts p in both indices', () => {
    // Residuals 10, 5, 0, 0, 0, 5: Σ = 20, Σ² = 150; n − p = 4; ȳ = 100.
    const quality = judged({
      actual: [100, 100, 100, 100, 100, 100],
      predicted: [90, 95, 100, 100, 100, 95],
      parameterCount: 2,
      ...monthly,
    });
    expect(quality.cvRmse.valuePercent).toBeCloseTo(Math.sqrt(150 / 4), 12);
    expect(quality.nmbe.valuePercent).toBeCloseTo(5, 12);
    const under = judged({
      actual: [90, 95, 100, 100, 100, 95],
      predicted: [100, 100, 100, 100, 100, 100],
      parameterCount: 3,
      ...monthly,
    });
    // Residuals −10, −5, 0, 0, 0, −5 over n − p = 3 and ȳ = 580 / 6.
    expect(under.nmbe.valuePercent).toBeCloseTo((-20 / (3 * (580 / 6))) * 100, 12);
  });

  it('leaves out steps where either value is missing', () => {
    const quality = judged({
      actual: [10, null, 12, 14, Number.NaN, 16],
      predicted: [11, 40, 11, 15, 3, 15],
      parameterCount: 2,
      ...daily,
    });
    expect(quality.observations).toBe(4);
    expect(quality.cvRmse.valuePercent).toBeCloseTo((Math.SQRT2 / 13) * 100, 12);
  });
});

describe('the G14 verdict per sampling', () => {
  it('uses the monthly limits for monthly data, the limit itself passing', () => {
    const quality = judged({
      actual: [100, 100, 100, 100, 100, 100],
      predicted: [90, 95, 100, 100, 100, 95],
      parameterCount: 2,
      ...monthly,
    });
    expect(quality.basis).toBe('monthly');
    expect(quality.cvRmse).toEqual({ valuePercent: quality.cvRmse.valuePercent, limitPercent: 15, pass: true });
    expect(quality.nmbe.limitPercent).toBe(5);
    expect(quality.nmbe.pass).toBe(true);
    expect(quality.pass).toBe(true);
  });

  it('fails a criterion over its limit, and the model with it', () => {
    // NMBE = 30 / (4 · 100) = 7.5 %: over the monthly 5 %, within the hourly 10 %.
    const series = { actual: [100, 100, 100, 100, 100, 100], predicted: [85, 95, 100, 100, 100, 90] };
    const asMonthly = judged({ ...series, parameterCount: 2, ...monthly });
    expect(asMonthly.nmbe.valuePercent).toBeCloseTo(7.5, 12);
    expect(asMonthly.nmbe.pass).toBe(false);
    expect(asMonthly.cvRmse.pass).toBe(true);
    expect(asMonthly.pass).toBe(false);
    const asHourly = judged({ ...series, parameterCount: 2, sampling: 1, samplingUnit: 'hours' });
    expect(asHourly.basis).toBe('hourly');
    expect(asHourly.nmbe.pass).toBe(true);
    expect(asHourly.pass).toBe(true);
  });

  it('fails CV(RMSE) over 30 % on hourly data', () => {
    const quality = judged({
      actual: [10, 30, 10, 30, 10, 30],
      predicted: [20, 20, 20, 20, 20, 20],
      parameterCount: 1,
      sampling: 1,
      samplingUnit: 'hours',
    });
    // Σ² = 600 over n − p = 5, ȳ = 20: √120 / 20 ≈ 54.8 %.
    expect(quality.cvRmse.valuePercent).toBeCloseTo((Math.sqrt(120) / 20) * 100, 12);
    expect(quality.cvRmse.limitPercent).toBe(30);
    expect(quality.cvRmse.pass).toBe(false);
    expect(quality.nmbe.pass).toBe(true);
    expect(quality.pass).toBe(false);
  });

  it('names the limits each sampling is judged by', () => {
    expect(qualityBasis(10, 'minutes')).toBe('subHourlyAsHourly');
    expect(qualityBasis(3_599, 'seconds')).toBe('subHourlyAsHourly');
    expect(qualityBasis(1, 'hours')).toBe('hourly');
    expect(qualityBasis(6, 'hours')).toBe('hourly');
    expect(qualityBasis(24, 'hours')).toBe('dailyAsHourly');
    expect(qualityBasis(1, 'days')).toBe('dailyAsHourly');
    expect(qualityBasis(1, 'weeks')).toBe('weeklyAsHourly');
    expect(qualityBasis(27, 'days')).toBe('weeklyAsHourly');
    expect(qualityBasis(1, 'months')).toBe('monthly');
    expect(qualityBasis(3, 'months')).toBe('monthly');
    expect(qualityBasis(1, 'years')).toBe('yearlyAsMonthly');
    expect(qualityBasis(0, 'days')).toBeNull();
    expect(limitsOf('dailyAsHourly')).toEqual(G14_LIMITS.hourly);
    expect(limitsOf('weeklyAsHourly')).toEqual({ cvRmsePercent: 30, nmbePercent: 10 });
    expect(limitsOf('subHourlyAsHourly')).toEqual(G14_LIMITS.hourly);
    expect(limitsOf('yearlyAsMonthly')).toEqual({ cvRmsePercent: 15, nmbePercent: 5 });
  });

  it('judges daily data by the hourly limits and says so', () => {
    const quality = judged({ actual: [10, 12, 14, 16], predicted: [11, 11, 15, 15], parameterCount: 2, ...daily });
    expect(quality.basis).toBe('dailyAsHourly');
    expect(quality.cvRmse.limitPercent).toBe(30);
    expect(quality.nmbe.limitPercent).toBe(10);
  });
});

describe('when no verdict can be given', () => {
  const base = { actual: [10, 12, 14, 16], predicted: [11, 11, 15, 15], parameterCount: 2, ...daily };

  it('says why, never a NaN', () => {
    expect(modelQuality({ ...base, actual: [], predicted: [] })).toMatchObject({
      status: 'cannotJudge',
      reason: 'noData',
      basis: 'dailyAsHourly',
    });
    expect(modelQuality({ ...base, actual: [null, null], predicted: [1, 2] })).toMatchObject({ reason: 'noData' });
    expect(modelQuality({ ...base, predicted: [1, 2, 3] })).toMatchObject({ reason: 'lengthMismatch' });
    expect(modelQuality({ ...base, parameterCount: 4 })).toMatchObject({
      reason: 'tooFewObservations',
      observations: 4,
    });
    expect(modelQuality({ ...base, parameterCount: 0 })).toMatchObject({ reason: 'invalidParameterCount' });
    expect(modelQuality({ ...base, parameterCount: 1.5 })).toMatchObject({ reason: 'invalidParameterCount' });
    expect(modelQuality({ ...base, sampling: 0 })).toMatchObject({ reason: 'invalidSampling', basis: null });
    expect(modelQuality({ ...base, actual: [0, 0, 0, 0] })).toMatchObject({ reason: 'meanNotPositive' });
    expect(modelQuality({ ...base, actual: [-10, -12, -14, -16] })).toMatchObject({ reason: 'meanNotPositive' });
  });
});
