// @vitest-environment node
import type { LineSeriesOption } from '../../../ui/Chart/chartOption';
import { BACKTEST_SHADES, backtestChartOption, hysteresisBands, ruleThresholds } from './backtestChartOption';
import { backtestRule, type BacktestRule } from './backtestRules';
import type { AlertTypeName } from '../../../entities/alerting/alertTypes';
import type { ActivationParameters } from '../../../entities/alerting/thresholds';

function ruleOf(type: AlertTypeName, parameters: Partial<ActivationParameters>): BacktestRule {
  const result = backtestRule(type, parameters);
  if (!result.ok) throw new Error('no rule');
  return result.rule;
}

describe('backtest chart', () => {
  it("draws each type's thresholds, a deactivation equal to its activation once", () => {
    expect(ruleThresholds(ruleOf('high', { activationHigh: 10, deactivationHigh: 8 }))).toEqual([
      { kind: 'activationHigh', value: 10 },
      { kind: 'deactivationHigh', value: 8 },
    ]);
    expect(ruleThresholds(ruleOf('high', { activationHigh: 10 }))).toEqual([{ kind: 'activationHigh', value: 10 }]);
    expect(ruleThresholds(ruleOf('low', { activationLow: 2, hysteresis: 1 }))).toEqual([
      { kind: 'deactivationLow', value: 3 },
      { kind: 'activationLow', value: 2 },
    ]);
    expect(ruleThresholds(ruleOf('in_range', { activationLow: 2, activationHigh: 8, hysteresis: 1 }))).toEqual([
      { kind: 'activationHigh', value: 8 },
      { kind: 'activationLow', value: 2 },
    ]);
    const outOfRange = { activationLow: 0, deactivationLow: 2, deactivationHigh: 8, activationHigh: 10 };
    expect(ruleThresholds(ruleOf('out_of_range', outOfRange)).map((line) => line.value)).toEqual([10, 8, 2, 0]);
  });

  it('shades the hysteresis bands between activation and deactivation', () => {
    const outOfRange = { activationLow: 0, deactivationLow: 2, deactivationHigh: 8, activationHigh: 10 };
    expect(hysteresisBands(ruleOf('out_of_range', outOfRange))).toEqual([
      { low: 0, high: 2 },
      { low: 8, high: 10 },
    ]);
    expect(hysteresisBands(ruleOf('in_range', { activationLow: 2, activationHigh: 8, hysteresis: 1 }))).toEqual([
      { low: 1, high: 2 },
      { low: 8, high: 9 },
    ]);
    expect(hysteresisBands(ruleOf('high', { activationHigh: 10 }))).toEqual([]);
  });

  it('puts the periods, the bands and the hours outside the scenarios on the series', () => {
    const option = backtestChartOption({
      series: { name: 'Load', unit: 'kW', points: [[0, 1]] },
      rule: ruleOf('high', { activationHigh: 10, deactivationHigh: 8 }),
      periods: [{ start: 100, end: 200, ongoing: false }],
      outside: [{ start: 0, end: 50 }],
      thresholdLabel: (kind) => kind,
      locale: 'en',
      timeZone: 'Europe/Paris',
    });
    const [series] = option.series as LineSeriesOption[];
    expect(series?.markArea?.data).toEqual([
      [{ xAxis: 0, itemStyle: { color: BACKTEST_SHADES.outside } }, { xAxis: 50 }],
      [{ yAxis: 8, itemStyle: { color: BACKTEST_SHADES.hysteresis } }, { yAxis: 10 }],
      [{ xAxis: 100, itemStyle: { color: BACKTEST_SHADES.active } }, { xAxis: 200 }],
    ]);
    // The upper line's label above it, the lower one's below: close values stay readable.
    expect(
      series?.markLine?.data?.map((line) => (Array.isArray(line) ? null : [line.name, line.label?.position])),
    ).toEqual([
      ['activationHigh', 'insideEndTop'],
      ['deactivationHigh', 'insideEndBottom'],
    ]);
  });
});
