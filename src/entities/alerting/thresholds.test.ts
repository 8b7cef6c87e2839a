import { alertThresholdsSchema, thresholdIssues } from './thresholds';

const codes = (type: string, parameters: Parameters<typeof thresholdIssues>[1]) =>
  thresholdIssues(type, parameters).map((issue) => issue.code);

describe('thresholdIssues (spec 000 §5)', () => {
  it('accepts parameters that keep every rule', () => {
    expect(codes('high', { activationHigh: 80, deactivationHigh: 75 })).toEqual([]);
    expect(codes('low', { activationLow: 5, deactivationLow: 5 })).toEqual([]);
    expect(
      codes('out_of_range', { activationLow: 1, deactivationLow: 2, deactivationHigh: 8, activationHigh: 9 }),
    ).toEqual([]);
    expect(codes('in_range', { activationLow: 10, activationHigh: 20 })).toEqual([]);
    expect(codes('nodata', { threshold: 60 })).toEqual([]);
    expect(codes('com', {})).toEqual([]);
  });

  it('THRESHOLD_LOW: activation Low must be <= deactivation Low', () => {
    expect(codes('low', { activationLow: 6, deactivationLow: 5 })).toEqual(['THRESHOLD_LOW']);
    expect(thresholdIssues('low', { activationLow: 6, deactivationLow: 5 })[0]?.field).toBe('activationLow');
  });

  it('THRESHOLD_HIGH: activation High must be >= deactivation High', () => {
    expect(codes('high', { activationHigh: 70, deactivationHigh: 75 })).toEqual(['THRESHOLD_HIGH']);
    expect(codes('high', { activationHigh: 75, deactivationHigh: 75 })).toEqual([]);
  });

  it('THRESHOLD_OUT_OF_RANGE: deactivation Low must be < deactivation High for out-of-range alerts', () => {
    expect(
      codes('out_of_range', { activationLow: 1, deactivationLow: 8, deactivationHigh: 8, activationHigh: 9 }),
    ).toEqual(['THRESHOLD_OUT_OF_RANGE']);
    // Only out-of-range alerts carry that rule.
    expect(codes('in_range', { activationLow: 1, activationHigh: 9, deactivationLow: 8, deactivationHigh: 8 })).toEqual(
      [],
    );
  });

  it('lists every broken rule at once', () => {
    expect(
      codes('out_of_range', { activationLow: 9, deactivationLow: 8, deactivationHigh: 7, activationHigh: 6 }),
    ).toEqual(['THRESHOLD_LOW', 'THRESHOLD_HIGH', 'THRESHOLD_OUT_OF_RANGE']);
  });

  it('INVALID_ALERT_FUNCTION_PARAMETERS: a parameter the type needs is missing or out of bounds', () => {
    expect(thresholdIssues('high', { activationHigh: 3 })).toEqual([
      { code: 'INVALID_ALERT_FUNCTION_PARAMETERS', field: 'deactivationHigh' },
    ]);
    expect(codes('offline', {})).toEqual(['INVALID_ALERT_FUNCTION_PARAMETERS']);
    expect(codes('stagnation', { threshold: 0 })).toEqual(['INVALID_ALERT_FUNCTION_PARAMETERS']);
    expect(codes('high', { activationHigh: 3, deactivationHigh: 2, hysteresis: -1 })).toEqual([
      'INVALID_ALERT_FUNCTION_PARAMETERS',
    ]);
    expect(codes('in_range', { activationLow: 5, activationHigh: 5 })).toEqual(['INVALID_ALERT_FUNCTION_PARAMETERS']);
  });

  it('ALERT_FUNCTION_NOT_FOUND for an unknown type', () => {
    expect(codes('sky_high', {})).toEqual(['ALERT_FUNCTION_NOT_FOUND']);
  });
});

describe('alertThresholdsSchema (the form schema)', () => {
  it('puts the code next to the field', () => {
    const result = alertThresholdsSchema.safeParse({
      type: 'high',
      activationParameters: { activationHigh: 1, deactivationHigh: 2 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['activationParameters.activationHigh', 'THRESHOLD_HIGH'],
    ]);
  });

  it('passes valid parameters through', () => {
    expect(
      alertThresholdsSchema.parse({ type: 'low', activationParameters: { activationLow: 1, deactivationLow: 2 } }).type,
    ).toBe('low');
  });
});
