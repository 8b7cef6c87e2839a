import type { AlertTypeName } from '../../../entities/alerting/alertTypes';
import { thresholdIssues, type ActivationParameters, type ThresholdIssue } from '../../../entities/alerting/thresholds';
import type { ActivationParameterName } from '../../../entities/alerting/alertTypes';

/**
 * The hysteresis rules the backtest replays, per value type. This is our reading of spec 000 §3
 * (activationParameters: activation and deactivation, low and high; hysteresis) and §5 (activation
 * Low ≤ deactivation Low, activation High ≥ deactivation High, deactivation Low < deactivation High
 * for out-of-range alerts), the spec saying nothing more on how the server evaluates them:
 *
 * - high: an event starts when value ≥ activationHigh and ends when value < deactivationHigh.
 * - low: starts when value ≤ activationLow, ends when value > deactivationLow.
 * - in_range: active while activationLow ≤ value ≤ activationHigh; it ends when the value leaves
 *   that band widened by the hysteresis (value < activationLow − h or value > activationHigh + h).
 *   Its deactivation fields are not read: the data layer (alertTypes.ts) gives in_range only the
 *   two activation values, and spec 000 §5's comparisons would narrow its band, not widen it.
 * - out_of_range: starts when value < activationLow or value > activationHigh, ends when
 *   deactivationLow ≤ value ≤ deactivationHigh (one event even when the value jumps from below
 *   the range to above it).
 *
 * A deactivation value left empty is taken as the activation value moved by the hysteresis towards
 * the normal side (high: activationHigh − h, low and out_of_range low: activationLow + h), or as
 * the activation value itself without hysteresis. The mocked API seeds its alerts that way
 * (mocks/db/alertThresholds.ts: deactivation = activation ∓ hysteresis); its events are not
 * computed from the series, so they cannot tell more.
 */

/** The value types the backtest can replay; the data-quality and communication types watch no value. */
export const BACKTEST_TYPES = ['high', 'low', 'in_range', 'out_of_range'] as const;
export type BacktestType = (typeof BACKTEST_TYPES)[number];

export const isBacktestType = (type: string): type is BacktestType =>
  (BACKTEST_TYPES as readonly string[]).includes(type);

/** Resolved thresholds: every one a number (±Infinity when the type has no such side). */
export interface BacktestRule {
  type: BacktestType;
  activationLow: number;
  activationHigh: number;
  deactivationLow: number;
  deactivationHigh: number;
  /** The exit band of in_range (its activation band widened by the hysteresis). */
  exitLow: number;
  exitHigh: number;
}

export type BacktestRuleProblem =
  /** A data-quality or communication type: nothing to replay on values. */
  | { kind: 'notValueType' }
  /** Activation values not typed yet. */
  | { kind: 'missing'; fields: ActivationParameterName[] }
  /** Values breaking spec 000 §5 (the form shows the same issues on its fields). */
  | { kind: 'invalid'; issues: ThresholdIssue[] };

export type BacktestRuleResult = { ok: true; rule: BacktestRule } | { ok: false; problem: BacktestRuleProblem };

const ACTIVATION_FIELDS: Record<BacktestType, ActivationParameterName[]> = {
  high: ['activationHigh'],
  low: ['activationLow'],
  in_range: ['activationLow', 'activationHigh'],
  out_of_range: ['activationLow', 'activationHigh'],
};

/** Missing deactivation values are defaulted, so their "missing" issue does not stop the backtest. */
const isDeactivationField = (field: string): boolean => field === 'deactivationLow' || field === 'deactivationHigh';

const isSet = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const numberOr = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The rule for an alert's type and (possibly partial, being typed) parameters, or why there is
 * none. Missing deactivation values are defaulted (see above) rather than refused, so the backtest
 * follows the user from the first activation value typed.
 */
export function backtestRule(type: AlertTypeName, parameters: Partial<ActivationParameters>): BacktestRuleResult {
  if (!isBacktestType(type)) return { ok: false, problem: { kind: 'notValueType' } };
  const missing = ACTIVATION_FIELDS[type].filter((field) => !isSet(parameters[field]));
  if (missing.length > 0) return { ok: false, problem: { kind: 'missing', fields: missing } };
  const issues = thresholdIssues(type, parameters).filter(
    (issue) => !(issue.code === 'INVALID_ALERT_FUNCTION_PARAMETERS' && isDeactivationField(issue.field)),
  );
  if (issues.length > 0) return { ok: false, problem: { kind: 'invalid', issues } };

  const hysteresis = numberOr(parameters.hysteresis, 0);
  const activationLow = numberOr(parameters.activationLow, Number.NEGATIVE_INFINITY);
  const activationHigh = numberOr(parameters.activationHigh, Number.POSITIVE_INFINITY);
  const rule: BacktestRule = {
    type,
    activationLow: type === 'high' ? Number.NEGATIVE_INFINITY : activationLow,
    activationHigh: type === 'low' ? Number.POSITIVE_INFINITY : activationHigh,
    deactivationLow: Number.NEGATIVE_INFINITY,
    deactivationHigh: Number.POSITIVE_INFINITY,
    exitLow: Number.NEGATIVE_INFINITY,
    exitHigh: Number.POSITIVE_INFINITY,
  };
  if (type === 'high' || type === 'out_of_range') {
    rule.deactivationHigh = numberOr(parameters.deactivationHigh, activationHigh - hysteresis);
  }
  if (type === 'low' || type === 'out_of_range') {
    rule.deactivationLow = numberOr(parameters.deactivationLow, activationLow + hysteresis);
  }
  if (type === 'in_range') {
    rule.exitLow = activationLow - hysteresis;
    rule.exitHigh = activationHigh + hysteresis;
  }
  // A default may cross the other side (out_of_range with a wide hysteresis): spec 000 §5 then fails.
  if (type === 'out_of_range' && !(rule.deactivationLow < rule.deactivationHigh)) {
    return {
      ok: false,
      problem: { kind: 'invalid', issues: [{ code: 'THRESHOLD_OUT_OF_RANGE', field: 'deactivationHigh' }] },
    };
  }
  return { ok: true, rule };
}

/** Whether a value starts an event under the rule. */
export function startsEvent(rule: BacktestRule, value: number): boolean {
  switch (rule.type) {
    case 'high':
      return value >= rule.activationHigh;
    case 'low':
      return value <= rule.activationLow;
    case 'in_range':
      return value >= rule.activationLow && value <= rule.activationHigh;
    case 'out_of_range':
      return value < rule.activationLow || value > rule.activationHigh;
  }
}

/** Whether a value ends an event under way. */
export function endsEvent(rule: BacktestRule, value: number): boolean {
  switch (rule.type) {
    case 'high':
      return value < rule.deactivationHigh;
    case 'low':
      return value > rule.deactivationLow;
    case 'in_range':
      return value < rule.exitLow || value > rule.exitHigh;
    case 'out_of_range':
      return value >= rule.deactivationLow && value <= rule.deactivationHigh;
  }
}
