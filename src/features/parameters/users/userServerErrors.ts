import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import type { UserFormValues } from './userFormSchema';

/**
 * The codes a user save can answer that concern one field (spec 000 §8), and that field: the user
 * reads the reason where the fix is made. Others (a server error, a timeout) are told beside Save.
 * The e-mail rule reads the same whether the form or the server found it, naming both domains.
 */
export const USER_SERVER_FIELDS: ServerFieldTable<keyof UserFormValues> = {
  INVALID_EMAIL_DOMAIN: { field: 'email', message: 'parameters.users.form.error.emailDomain' },
  DUPLICATE_USER: { field: 'email' },
  CLIENT_NOT_FOUND: { field: 'clientId' },
  // Granting the super admin role is a superuser's action.
  NEEDS_SUPERUSER: { field: 'roleId' },
};
