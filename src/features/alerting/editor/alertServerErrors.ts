import type { FieldPath } from 'react-hook-form';
import { isApiError } from '../../../api/apiError';
import type { ErrorCode } from '../../../api/errorCodes';
import { alertTypeDefinition, type AlertTypeName } from '../../../entities/alerting/alertTypes';
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

/** Prefix of a field error that holds a server code rather than one of the form's own messages. */
export const SERVER_CODE_PREFIX = 'server:';

export interface AlertServerFieldError {
  field: AlertField;
  code: string;
}

/**
 * Each field a refused save names, once, with the first code that names it. An
 * INVALID_ALERT_FUNCTION_PARAMETERS lands on the type's first parameter (or the type when it has
 * none): the parameters are what the server found wrong.
 */
export function alertServerFieldErrors(error: unknown, type: AlertTypeName | null): AlertServerFieldError[] {
  if (!isApiError(error)) return [];
  const found: AlertServerFieldError[] = [];
  for (const code of error.messages) {
    let field = FIELD_OF_CODE[code as ErrorCode];
    if (code === 'INVALID_ALERT_FUNCTION_PARAMETERS') {
      const first = type === null ? undefined : alertTypeDefinition(type)?.parameters[0];
      field = first ? (`activationParameters.${first}` as const) : 'alertVariables';
    }
    if (field && !found.some((entry) => entry.field === field)) found.push({ field, code });
  }
  return found;
}
