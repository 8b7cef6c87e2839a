/**
 * Alert types and alert levels (spec 000 §3). Pure constants shared by the alert schemas, the
 * threshold rules, the alert form and the mocked API.
 */

import { ALERT_LEVEL_NAMES, ALERT_TYPE_NAMES, type AlertLevelName, type AlertTypeName } from './alertKinds';

export { ALERT_LEVEL_NAMES, ALERT_TYPE_NAMES, type AlertLevelName, type AlertTypeName };

/** spec 000 §3: activationParameters hold a threshold, low and high activation/deactivation values and a hysteresis. */
export const ACTIVATION_PARAMETER_NAMES = [
  'threshold',
  'activationLow',
  'deactivationLow',
  'activationHigh',
  'deactivationHigh',
  'hysteresis',
] as const;
export type ActivationParameterName = (typeof ACTIVATION_PARAMETER_NAMES)[number];

export interface AlertTypeDefinition {
  name: AlertTypeName;
  /** The server-side activation function (activationFunction.functionName). */
  functionName: string;
  /** The parameters an alert of this type cannot do without (else INVALID_ALERT_FUNCTION_PARAMETERS). */
  parameters: readonly ActivationParameterName[];
}

/**
 * Our choice of which parameters each type needs (the spec lists the fields, not the pairing):
 * value thresholds for high/low/in_range/out_of_range, a duration in minutes (`threshold`) for the
 * data-quality types, nothing for communication alerts, which watch their `variables` list.
 */
export const ALERT_TYPES: readonly AlertTypeDefinition[] = [
  { name: 'high', functionName: 'threshold_high', parameters: ['activationHigh', 'deactivationHigh'] },
  { name: 'low', functionName: 'threshold_low', parameters: ['activationLow', 'deactivationLow'] },
  { name: 'in_range', functionName: 'in_range', parameters: ['activationLow', 'activationHigh'] },
  {
    name: 'out_of_range',
    functionName: 'out_of_range',
    parameters: ['activationLow', 'deactivationLow', 'deactivationHigh', 'activationHigh'],
  },
  { name: 'offline', functionName: 'offline', parameters: ['threshold'] },
  { name: 'offline_single', functionName: 'offline_single', parameters: ['threshold'] },
  { name: 'stagnation', functionName: 'stagnation', parameters: ['threshold'] },
  { name: 'nodata', functionName: 'nodata', parameters: ['threshold'] },
  { name: 'com', functionName: 'communication', parameters: [] },
];

export function alertTypeDefinition(name: string): AlertTypeDefinition | undefined {
  return ALERT_TYPES.find((type) => type.name === name);
}

/**
 * Project alerts (spec 000 §7 "project alerts") watch a project's data acquisition as a whole
 * rather than one variable's values: site offline, no data, communication. Our reading of the
 * spec; the project-alerts calls list and edit these.
 */
export const PROJECT_ALERT_TYPES: readonly AlertTypeName[] = ['offline', 'nodata', 'com'];

/** Communication alerts watch `variables` instead of alertVariables (spec 000 §3, §4). */
export const isCommunicationType = (type: string): boolean => type === 'com';
