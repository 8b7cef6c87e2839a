import type { ChartOption, LineSeriesOption } from '../../../ui/Chart/chartOption';
import { timeSeriesOption, type TimeSeriesInput } from '../../../ui/Chart/timeSeriesOption';
import type { BacktestPeriod } from './backtest';
import type { BacktestRule } from './backtestRules';
import type { WindowInterval } from './scenarioWindow';

/** Shades of the backtest chart; light, so that the series stays readable over them. */
export const BACKTEST_SHADES = {
  /** The periods the alert would have been active. */
  active: 'rgba(232, 89, 12, 0.22)',
  /** Between an activation and its deactivation: where hysteresis keeps the state. */
  hysteresis: 'rgba(201, 42, 42, 0.08)',
  /** Hours outside the chosen scenarios, when the alert is not evaluated. */
  outside: 'rgba(73, 80, 87, 0.10)',
} as const;

export type BacktestThresholdKind = 'activationLow' | 'activationHigh' | 'deactivationLow' | 'deactivationHigh';

export interface BacktestChartInput {
  series: TimeSeriesInput;
  /** null while the thresholds are incomplete or invalid: the series alone. */
  rule: BacktestRule | null;
  periods: readonly BacktestPeriod[];
  /** Stretches outside the scenarios' window (empty when no scenario is chosen). */
  outside: readonly WindowInterval[];
  thresholdLabel: (kind: BacktestThresholdKind) => string;
  locale: string;
  timeZone: string;
}

/** The lower line of each activation / deactivation pair (spec 000 §5 orders them). */
const LOWER_LINES: readonly BacktestThresholdKind[] = ['deactivationHigh', 'activationLow'];

type MarkAreaData = NonNullable<NonNullable<LineSeriesOption['markArea']>['data']>;

/** The threshold lines a rule draws: each type's own (alertTypes.ts), a deactivation equal to its activation once. */
export function ruleThresholds(rule: BacktestRule): { kind: BacktestThresholdKind; value: number }[] {
  const lines: { kind: BacktestThresholdKind; value: number }[] = [];
  const add = (kind: BacktestThresholdKind, value: number, unless?: number) => {
    if (Number.isFinite(value) && value !== unless) lines.push({ kind, value });
  };
  const lowSide = rule.type === 'low' || rule.type === 'in_range' || rule.type === 'out_of_range';
  const highSide = rule.type === 'high' || rule.type === 'in_range' || rule.type === 'out_of_range';
  if (highSide) add('activationHigh', rule.activationHigh);
  if (highSide && rule.type !== 'in_range') add('deactivationHigh', rule.deactivationHigh, rule.activationHigh);
  if (lowSide && rule.type !== 'in_range') add('deactivationLow', rule.deactivationLow, rule.activationLow);
  if (lowSide) add('activationLow', rule.activationLow);
  return lines;
}

/** The value bands where hysteresis holds the state (between activation and deactivation). */
export function hysteresisBands(rule: BacktestRule): { low: number; high: number }[] {
  const bands =
    rule.type === 'in_range'
      ? [
          { low: rule.exitLow, high: rule.activationLow },
          { low: rule.activationHigh, high: rule.exitHigh },
        ]
      : [
          { low: rule.activationLow, high: rule.deactivationLow },
          { low: rule.deactivationHigh, high: rule.activationHigh },
        ];
  return bands.filter((band) => Number.isFinite(band.low) && Number.isFinite(band.high) && band.high > band.low);
}

/**
 * The backtest chart: the series over the period read (timeSeriesOption: decimation keeping peaks,
 * site-clock axis, zoom), the thresholds as dashed lines, the hysteresis bands, the periods the
 * alert would have been active shaded, and the hours outside the scenarios greyed. Pure: callers
 * memoise on its inputs.
 */
export function backtestChartOption(input: BacktestChartInput): ChartOption {
  const lines = input.rule ? ruleThresholds(input.rule) : [];
  const thresholds = lines.map(({ kind, value }) => ({ label: input.thresholdLabel(kind), value }));
  const option = timeSeriesOption({
    series: [input.series],
    thresholds,
    locale: input.locale,
    timeZone: input.timeZone,
  });
  const areas: MarkAreaData = [];
  for (const { start, end } of input.outside) {
    areas.push([{ xAxis: start, itemStyle: { color: BACKTEST_SHADES.outside } }, { xAxis: end }]);
  }
  for (const { low, high } of input.rule ? hysteresisBands(input.rule) : []) {
    areas.push([{ yAxis: low, itemStyle: { color: BACKTEST_SHADES.hysteresis } }, { yAxis: high }]);
  }
  for (const { start, end } of input.periods) {
    areas.push([{ xAxis: start, itemStyle: { color: BACKTEST_SHADES.active } }, { xAxis: end }]);
  }
  const series = Array.isArray(option.series) ? option.series : [];
  const first = series[0];
  if (first && first.type === 'line' && areas.length > 0) {
    first.markArea = { silent: true, data: areas, label: { show: false } };
  }
  // An activation and its deactivation are often close: the upper line's label goes above it, the
  // lower one's below, so that the two never overlap.
  const markLines = first?.type === 'line' ? first.markLine?.data : undefined;
  markLines?.forEach((line, index) => {
    const kind = lines[index]?.kind;
    if (!Array.isArray(line) && kind && LOWER_LINES.includes(kind)) {
      line.label = { ...line.label, position: 'insideEndBottom' };
    }
  });
  return option;
}
