import { z } from 'zod';
import { ALERT_TYPE_NAMES, alertTypeDefinition, type ActivationParameterName } from './alertTypes';

/**
 * The threshold rules of spec 000 §5, as one pure check shared by the alert form (through the zod
 * schema below) and the mocked API (which answers the same codes as the server would).
 */

const parameterValue = z.number().finite().nullish();

/** spec 000 §3: activationParameters (threshold; activation and deactivation, low and high; hysteresis). */
export const activationParametersSchema = z.object({
  threshold: parameterValue,
  activationLow: parameterValue,
  deactivationLow: parameterValue,
  activationHigh: parameterValue,
  deactivationHigh: parameterValue,
  hysteresis: parameterValue,
});
export type ActivationParameters = z.infer<typeof activationParametersSchema>;

export type ThresholdCode =
  | 'THRESHOLD_LOW'
  | 'THRESHOLD_HIGH'
  | 'THRESHOLD_OUT_OF_RANGE'
  | 'INVALID_ALERT_FUNCTION_PARAMETERS'
  | 'ALERT_FUNCTION_NOT_FOUND';

export interface ThresholdIssue {
  code: ThresholdCode;
  /** The field the message belongs next to (a form shows it there). */
  field: ActivationParameterName | 'type';
}

const isSet = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Every rule the parameters of an alert of `type` break, in a stable order: missing parameters
 * first, then spec 000 §5's comparisons. An empty list means valid.
 */
export function thresholdIssues(
  type: string,
  parameters: Partial<ActivationParameters> | null | undefined,
): ThresholdIssue[] {
  const definition = alertTypeDefinition(type);
  if (!definition) return [{ code: 'ALERT_FUNCTION_NOT_FOUND', field: 'type' }];
  const values = parameters ?? {};
  const issues: ThresholdIssue[] = [];
  for (const field of definition.parameters) {
    if (!isSet(values[field])) issues.push({ code: 'INVALID_ALERT_FUNCTION_PARAMETERS', field });
  }
  const { threshold, activationLow, deactivationLow, activationHigh, deactivationHigh, hysteresis } = values;
  // Durations (offline, nodata, stagnation) and hysteresis cannot be negative.
  if (definition.parameters.includes('threshold') && isSet(threshold) && threshold <= 0) {
    issues.push({ code: 'INVALID_ALERT_FUNCTION_PARAMETERS', field: 'threshold' });
  }
  if (isSet(hysteresis) && hysteresis < 0)
    issues.push({ code: 'INVALID_ALERT_FUNCTION_PARAMETERS', field: 'hysteresis' });
  // A range alert needs a range: low below high.
  if (type === 'in_range' && isSet(activationLow) && isSet(activationHigh) && activationLow >= activationHigh) {
    issues.push({ code: 'INVALID_ALERT_FUNCTION_PARAMETERS', field: 'activationHigh' });
  }
  // spec 000 §5: "activation Low must be <= deactivation Low".
  if (isSet(activationLow) && isSet(deactivationLow) && activationLow > deactivationLow) {
    issues.push({ code: 'THRESHOLD_LOW', field: 'activationLow' });
  }
  // spec 000 §5: "activation High must be >= deactivation High".
  if (isSet(activationHigh) && isSet(deactivationHigh) && activationHigh < deactivationHigh) {
    issues.push({ code: 'THRESHOLD_HIGH', field: 'activationHigh' });
  }
  // spec 000 §5: "deactivation Low must be < deactivation High (out-of-range alerts)".
  if (
    type === 'out_of_range' &&
    isSet(deactivationLow) &&
    isSet(deactivationHigh) &&
    deactivationLow >= deactivationHigh
  ) {
    issues.push({ code: 'THRESHOLD_OUT_OF_RANGE', field: 'deactivationHigh' });
  }
  return issues;
}

/**
 * Adds the threshold issues to a form schema's refinement, each under
 * `[...basePath, field]` with the catalogue code as message (the form translates it).
 */
export function addThresholdIssues(
  context: z.RefinementCtx,
  type: string,
  parameters: Partial<ActivationParameters> | null | undefined,
  basePath: readonly (string | number)[] = ['activationParameters'],
): void {
  for (const issue of thresholdIssues(type, parameters)) {
    context.addIssue({
      code: 'custom',
      message: issue.code,
      path: issue.field === 'type' ? ['type'] : [...basePath, issue.field],
    });
  }
}

/** The type and its parameters as the alert form edits them, with spec 000 §5's rules. */
export const alertThresholdsSchema = z
  .object({ type: z.enum(ALERT_TYPE_NAMES), activationParameters: activationParametersSchema })
  .superRefine((value, context) => addThresholdIssues(context, value.type, value.activationParameters));
export type AlertThresholds = z.infer<typeof alertThresholdsSchema>;
