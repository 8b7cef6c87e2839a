import type { FieldPath } from 'react-hook-form';
import type { ErrorCode } from '../../../api/errorCodes';
import { alertTypeDefinition, type AlertTypeName } from '../../../entities/alerting/alertTypes';
import {
  serverFieldErrors,
  type ServerFieldRule,
  type ServerFieldTable,
} from '../../../navigation/forms/serverFieldErrors';
import type { AlertFormValues } from './alertFormSchema';

type AlertField = FieldPath<AlertFormValues>;

/**
 * The codes of spec 000 §8 an alert save can answer that concern one field, and that field: the
 * user reads the reason where the fix is made (the threshold rules on the thresholds they name,
 * thresholds.ts). Other codes (PERMISSION_DENIED, a server error) are told beside Save.
 */
const FIELD_OF_CODE: Partial<Record<ErrorCode, AlertField>> = {
  THRESHOLD_LOW: 'activationParameters.activationLow',
  THRESHOLD_HIGH: 'activationParameters.activationHigh',
  THRESHOLD_OUT_OF_RANGE: 'activationParameters.deactivationHigh',
  INVALID_NAME: 'name',
  ALERT_FUNCTION_NOT_FOUND: 'type',
  INVALID_ALERT_LEVEL: 'level',
  PROJECT_NOT_FOUND: 'projectId',
  VARIABLE_NOT_FOUND: 'alertVariables',
  NOT_IN_PROJECT: 'alertVariables',
  INVALID_AGGREGATION: 'alertVariables',
  AGGREGATION_NOT_FOUND: 'alertVariables',
  INVALID_SAMPLING: 'alertVariables',
  CONTACT_NOT_FOUND: 'contactIds',
  SCENARIO_NOT_FOUND: 'scenarioIds',
};

export interface AlertServerFieldError {
  field: AlertField;
  code: string;
}

/**
 * Where each code a save can answer lands, for an alert of this type (the form kit's table): an
 * INVALID_ALERT_FUNCTION_PARAMETERS lands on the type's first parameter (or the variables when it
 * has none): the parameters are what the server found wrong.
 */
export function alertServerFields(type: AlertTypeName | null): ServerFieldTable<AlertField> {
  const first = type === null ? undefined : alertTypeDefinition(type)?.parameters[0];
  const table: Record<string, ServerFieldRule<AlertField>> = {
    INVALID_ALERT_FUNCTION_PARAMETERS: { field: first ? (`activationParameters.${first}` as const) : 'alertVariables' },
  };
  for (const [code, field] of Object.entries(FIELD_OF_CODE)) table[code] = { field };
  return table;
}

/** Each field a refused save names, once, with the first code that names it. */
export function alertServerFieldErrors(error: unknown, type: AlertTypeName | null): AlertServerFieldError[] {
  return serverFieldErrors(error, alertServerFields(type)).map(({ field, code }) => ({ field, code }));
}
