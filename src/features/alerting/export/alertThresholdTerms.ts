import type { Alert } from '../../../entities/alerting/api';

/**
 * An alert's activation parameters read as what they mean for its type (spec 000 §3 alert types,
 * §5 threshold rules), once for the list's Thresholds column (translated) and the CSV's Seuil
 * (French). Which parameters each type uses follows ALERT_TYPES (src/entities/alerting/alertTypes.ts):
 * value thresholds for high/low/in_range/out_of_range, a duration in minutes for the data-quality
 * types, nothing for communication alerts.
 */

type Value = number | null;

export type ThresholdTerms =
  /** high: active at or above `activation`, ends at or below `deactivation`. */
  | { kind: 'above'; activation: Value; deactivation: Value }
  /** low: active at or below `activation`, ends at or above `deactivation`. */
  | { kind: 'below'; activation: Value; deactivation: Value }
  | { kind: 'between'; low: Value; high: Value }
  /** out_of_range: active outside activationLow–activationHigh, ends back within deactivationLow–deactivationHigh. */
  | { kind: 'outside'; activationLow: Value; activationHigh: Value; deactivationLow: Value; deactivationHigh: Value }
  /** offline, offline_single, stagnation, nodata: after `minutes` without (changing) data. */
  | { kind: 'duration'; minutes: Value }
  | { kind: 'none' };

export interface AlertThresholds {
  terms: ThresholdTerms;
  hysteresis: Value;
  /** The watched variable's unit (the first one's), for value thresholds. */
  unit: string | null;
}

const value = (input: number | null | undefined): Value =>
  typeof input === 'number' && Number.isFinite(input) ? input : null;

export function alertThresholds(
  alert: Pick<Alert, 'activationFunction' | 'activationParameters' | 'alertVariables' | 'variables'>,
): AlertThresholds {
  const p = alert.activationParameters;
  const first = alert.alertVariables[0]?.variable ?? alert.variables?.[0];
  const unit = first?.unit?.name || null;
  let terms: ThresholdTerms;
  switch (alert.activationFunction.name) {
    case 'high':
      terms = { kind: 'above', activation: value(p.activationHigh), deactivation: value(p.deactivationHigh) };
      break;
    case 'low':
      terms = { kind: 'below', activation: value(p.activationLow), deactivation: value(p.deactivationLow) };
      break;
    case 'in_range':
      terms = { kind: 'between', low: value(p.activationLow), high: value(p.activationHigh) };
      break;
    case 'out_of_range':
      terms = {
        kind: 'outside',
        activationLow: value(p.activationLow),
        activationHigh: value(p.activationHigh),
        deactivationLow: value(p.deactivationLow),
        deactivationHigh: value(p.deactivationHigh),
      };
      break;
    case 'offline':
    case 'offline_single':
    case 'stagnation':
    case 'nodata':
      terms = { kind: 'duration', minutes: value(p.threshold) };
      break;
    default:
      terms = { kind: 'none' };
  }
  return {
    terms,
    hysteresis: terms.kind === 'none' ? null : value(p.hysteresis),
    unit: terms.kind === 'duration' ? null : unit,
  };
}
