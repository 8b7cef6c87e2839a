import { isApiError } from '../../../api/apiError';
import type { ErrorCode } from '../../../api/errorCodes';

/** Prefix of a field error that holds a server code (spec 000 §8) rather than one of the form's own. */
export const SERVER_CODE_PREFIX = 'server:';

/**
 * The codes of a refused save that concern one field, and that field: the user reads the reason
 * where the fix is made. Any other code is told beside the Save button.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldOf: Partial<Record<ErrorCode, readonly F[]>>,
): { field: F; code: ErrorCode }[] {
  if (!isApiError(error)) return [];
  const found: { field: F; code: ErrorCode }[] = [];
  for (const message of error.messages) {
    for (const field of fieldOf[message as ErrorCode] ?? []) {
      if (!found.some((entry) => entry.field === field)) found.push({ field, code: message as ErrorCode });
    }
  }
  return found;
}
