// @vitest-environment node
import type { ActivationParameters } from '../../../entities/alerting/thresholds';
import type { AlertTypeName } from '../../../entities/alerting/alertTypes';
import { backtestPeriod, prepareBacktest, runBacktest, type BacktestPoint } from './backtest';
import { backtestRule, type BacktestRule } from './backtestRules';

const HOUR = 3_600_000;
/** Monday 16 November 2026, 00:00 UTC. */
const T0 = Date.UTC(2026, 10, 16);

/** Hourly points from T0 (null: a gap). */
const hourly = (values: readonly (number | null)[]): BacktestPoint[] =>
  values.map((value, index) => [T0 + index * HOUR, value]);

function ruleOf(type: AlertTypeName, parameters: Partial<ActivationParameters>): BacktestRule {
  const result = backtestRule(type, parameters);
  if (!result.ok) throw new Error(`no rule: ${JSON.stringify(result.problem)}`);
  return result.rule;
}

/** The periods as [start hour, end hour, ongoing] from T0, for readable expectations. */
function replay(
  type: AlertTypeName,
  parameters: Partial<ActivationParameters>,
  values: readonly (number | null)[],
  endHour?: number,
) {
  const prepared = prepareBacktest(
    hourly(values),
    [],
    'Europe/Paris',
    endHour === undefined ? undefined : T0 + endHour * HOUR,
  );
  const result = runBacktest(prepared, ruleOf(type, parameters));
  return {
    periods: result.periods.map((period) => [(period.start - T0) / HOUR, (period.end - T0) / HOUR, period.ongoing]),
    count: result.count,
    hours: result.totalMs / HOUR,
  };
}

describe('runBacktest: the four value types', () => {
  it('high: starts at ≥ activation, ends below the deactivation', () => {
    expect(replay('high', { activationHigh: 10, deactivationHigh: 8 }, [5, 10, 12, 9, 7, 11, 5])).toEqual({
      periods: [
        [1, 4, false],
        [5, 6, false],
      ],
      count: 2,
      hours: 4,
    });
  });

  it('low: starts at ≤ activation, ends above the deactivation', () => {
    expect(replay('low', { activationLow: 2, deactivationLow: 4 }, [5, 2, 3, 4, 5, 1, 1], 7)).toEqual({
      periods: [
        [1, 4, false],
        [5, 7, true],
      ],
      count: 2,
      hours: 5,
    });
  });

  it('in_range: active while inside the band, both bounds included', () => {
    expect(replay('in_range', { activationLow: 10, activationHigh: 20 }, [5, 10, 15, 20, 21, 15, 9])).toEqual({
      periods: [
        [1, 4, false],
        [5, 6, false],
      ],
      count: 2,
      hours: 4,
    });
  });

  it('in_range: the hysteresis widens the band the value must leave', () => {
    const parameters = { activationLow: 10, activationHigh: 20, hysteresis: 2 };
    expect(replay('in_range', parameters, [5, 10, 21, 22, 22.5, 15, 8, 7.9]).periods).toEqual([
      [1, 4, false],
      [5, 7, false],
    ]);
  });

  it('out_of_range: starts outside the activation band, ends back inside the deactivation band', () => {
    const parameters = { activationLow: 0, deactivationLow: 2, deactivationHigh: 8, activationHigh: 10 };
    expect(replay('out_of_range', parameters, [5, -1, 1, 3, 11, 9, 12, 5, 10, 0])).toEqual({
      periods: [
        [1, 3, false],
        [4, 7, false],
      ],
      count: 2,
      hours: 5,
    });
    // A jump from below the range to above it is the same event.
    expect(replay('out_of_range', parameters, [5, -1, 11, 5]).periods).toEqual([[1, 3, false]]);
  });
});

describe('runBacktest: hysteresis, gaps and the end of the series', () => {
  it('keeps one event while the value oscillates between deactivation and activation', () => {
    const values = [9, 10, 9, 10, 9, 8.5, 10, 8, 7];
    expect(replay('high', { activationHigh: 10, deactivationHigh: 8 }, values).periods).toEqual([[1, 8, false]]);
    expect(replay('low', { activationLow: 0, deactivationLow: 2 }, [1, 0, 1, 0, 2, 2.5]).periods).toEqual([
      [1, 5, false],
    ]);
  });

  it('takes a missing deactivation as the activation moved by the hysteresis, or the activation itself', () => {
    const values = [9, 10, 9, 8.5, 7.9, 10, 9.9];
    expect(replay('high', { activationHigh: 10, hysteresis: 2 }, values).periods).toEqual([
      [1, 4, false],
      [5, 6, true],
    ]);
    expect(replay('high', { activationHigh: 10 }, values).periods).toEqual([
      [1, 2, false],
      [5, 6, false],
    ]);
    expect(replay('low', { activationLow: 10, hysteresis: 1 }, [12, 10, 11, 11.5]).periods).toEqual([[1, 3, false]]);
  });

  it('lets a gap neither start nor end an event', () => {
    const parameters = { activationHigh: 10, deactivationHigh: 8 };
    expect(replay('high', parameters, [5, 12, null, null, 5, null, 12, null], 8)).toEqual({
      periods: [
        [1, 4, false],
        [6, 8, true],
      ],
      count: 2,
      hours: 5,
    });
    expect(replay('high', parameters, [null, null, null]).count).toBe(0);
  });

  it('counts an event still under way at the end as ongoing, up to the end of the period', () => {
    expect(replay('high', { activationHigh: 10, deactivationHigh: 8 }, [5, 11, 12], 5)).toEqual({
      periods: [[1, 5, true]],
      count: 1,
      hours: 4,
    });
    // Without a period end, the series stops at its last point.
    expect(replay('high', { activationHigh: 10, deactivationHigh: 8 }, [5, 11, 12]).periods).toEqual([[1, 2, true]]);
  });

  it('gives nothing on an empty series', () => {
    expect(replay('high', { activationHigh: 10 }, [])).toEqual({ periods: [], count: 0, hours: 0 });
  });
});

describe('backtestRule', () => {
  it('has no rule for the data-quality and communication types', () => {
    for (const type of ['offline', 'offline_single', 'stagnation', 'nodata', 'com'] as const) {
      expect(backtestRule(type, { threshold: 60 })).toEqual({ ok: false, problem: { kind: 'notValueType' } });
    }
  });

  it('waits for the activation values, whatever else is typed', () => {
    expect(backtestRule('high', {})).toEqual({ ok: false, problem: { kind: 'missing', fields: ['activationHigh'] } });
    expect(backtestRule('out_of_range', { activationLow: 1, deactivationLow: 2 })).toEqual({
      ok: false,
      problem: { kind: 'missing', fields: ['activationHigh'] },
    });
    expect(backtestRule('in_range', { activationHigh: null })).toEqual({
      ok: false,
      problem: { kind: 'missing', fields: ['activationLow', 'activationHigh'] },
    });
  });

  it('refuses what spec 000 §5 refuses, with its codes', () => {
    const invalid = (type: AlertTypeName, parameters: Partial<ActivationParameters>) => {
      const result = backtestRule(type, parameters);
      return result.ok ? [] : result.problem.kind === 'invalid' ? result.problem.issues.map((issue) => issue.code) : [];
    };
    expect(invalid('high', { activationHigh: 5, deactivationHigh: 8 })).toEqual(['THRESHOLD_HIGH']);
    expect(invalid('low', { activationLow: 5, deactivationLow: 3 })).toEqual(['THRESHOLD_LOW']);
    expect(
      invalid('out_of_range', { activationLow: 0, deactivationLow: 6, deactivationHigh: 5, activationHigh: 10 }),
    ).toEqual(['THRESHOLD_OUT_OF_RANGE']);
    expect(invalid('in_range', { activationLow: 20, activationHigh: 10 })).toEqual([
      'INVALID_ALERT_FUNCTION_PARAMETERS',
    ]);
    expect(invalid('high', { activationHigh: 5, hysteresis: -1 })).toEqual(['INVALID_ALERT_FUNCTION_PARAMETERS']);
    // Defaults that cross each other are refused too.
    expect(invalid('out_of_range', { activationLow: 0, activationHigh: 10, hysteresis: 6 })).toEqual([
      'THRESHOLD_OUT_OF_RANGE',
    ]);
  });
});

describe('backtestPeriod', () => {
  it('covers the 14 days up to the start of the current hour', () => {
    const period = backtestPeriod(Date.UTC(2026, 10, 24, 19, 42, 13));
    expect(new Date(period.end).toISOString()).toBe('2026-11-24T19:00:00.000Z');
    expect(new Date(period.start).toISOString()).toBe('2026-11-10T19:00:00.000Z');
  });
});
