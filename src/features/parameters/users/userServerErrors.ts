import { isApiError } from '../../../api/apiError';
import type { UserFormValues } from './userFormSchema';

/** Prefix of a field error that holds a server code rather than one of the form's own. */
export const SERVER_CODE_PREFIX = 'server:';

/**
 * The codes a user save can answer that concern one field (spec 000 §8), and that field: the user
 * reads the reason where the fix is made. Others (a server error, a timeout) are told beside Save.
 */
const FIELD_OF_CODE: Readonly<Record<string, keyof UserFormValues>> = {
  INVALID_EMAIL_DOMAIN: 'email',
  DUPLICATE_USER: 'email',
  CLIENT_NOT_FOUND: 'clientId',
  // Granting the super admin role is a superuser's action.
  NEEDS_SUPERUSER: 'roleId',
};

export function userServerFieldErrors(error: unknown): { field: keyof UserFormValues; code: string }[] {
  if (!isApiError(error)) return [];
  const found: { field: keyof UserFormValues; code: string }[] = [];
  for (const code of error.messages) {
    const field = FIELD_OF_CODE[code];
    if (field && !found.some((entry) => entry.field === field)) found.push({ field, code });
  }
  return found;
}
