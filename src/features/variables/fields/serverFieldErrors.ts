import { isApiError } from '../../../api/apiError';
import type { ErrorCode } from '../../../api/errorCodes';
import type { VariableFieldName } from './variableFormSchema';

/**
 * The codes of spec 000 §8 a variable save can answer that concern one field, and that field:
 * the user reads the reason where the fix is made. Other codes (PERMISSION_DENIED, a server error)
 * concern the whole save and are told beside the Save button.
 */
export const FIELD_OF_CODE: Partial<Record<ErrorCode, VariableFieldName>> = {
  INVALID_NAME: 'name',
  DUPLICATE_VARIABLE: 'name',
  DUPLICATE_SYMBOL: 'symbol',
  UNIT_NOT_FOUND: 'unitId',
  AGGREGATION_NOT_FOUND: 'aggregationId',
  INVALID_AGGREGATION: 'aggregationId',
  INVALID_SAMPLING: 'sampling',
};

export interface ServerFieldError {
  field: VariableFieldName;
  code: ErrorCode;
}

/** Prefix of a field error that holds a server code rather than one of the form's own codes. */
export const SERVER_CODE_PREFIX = 'server:';

/** Each field a refused save names, once, with the first code that names it (in the server's order). */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error)) return [];
  const found: ServerFieldError[] = [];
  for (const message of error.messages) {
    const field = FIELD_OF_CODE[message as ErrorCode];
    if (field && !found.some((entry) => entry.field === field)) found.push({ field, code: message as ErrorCode });
  }
  return found;
}
