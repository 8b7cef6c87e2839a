import { isApiError } from '../../../api/apiError';

/** Prefix of a field error that holds a server code (spec 000 §8) rather than one of the form's own. */
export const SERVER_CODE_PREFIX = 'server:';

/**
 * The codes of a refused save that concern one field, and that field: the user reads the reason
 * where the fix is made. Any other code is told beside the Save button.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldOf: Readonly<Record<string, F>>,
): { field: F; code: string }[] {
  if (!isApiError(error)) return [];
  const found: { field: F; code: string }[] = [];
  for (const message of error.messages) {
    const field = fieldOf[message];
    if (field && !found.some((entry) => entry.field === field)) found.push({ field, code: message });
  }
  return found;
}
