import { isApiError } from '../../../api/apiError';
import type { InterventionFormValues } from './interventionForm';

/** Prefix of a field error holding a server code (spec 000 §8) rather than one of the form's own. */
export const SERVER_CODE_PREFIX = 'server:';

type FieldName = keyof InterventionFormValues;

/**
 * The codes a POST or PUT interventions answers about one field (mocks/handlers/interventions):
 * the user reads the reason where the fix is made. Any other code is told beside the Save button.
 */
const FIELD_OF_CODE: Readonly<Record<string, FieldName>> = {
  INVALID_NAME: 'title',
  INVALID_PERIOD: 'end',
  PROJECT_NOT_FOUND: 'project',
};

export function interventionFieldErrors(error: unknown): { field: FieldName; code: string }[] {
  if (!isApiError(error)) return [];
  return error.messages.flatMap((code) => {
    const field = FIELD_OF_CODE[code];
    return field ? [{ field, code }] : [];
  });
}
