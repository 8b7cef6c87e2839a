import { z } from 'zod';
import { INVALID_EMAIL_DOMAIN, userEmailSchema } from '../../../entities/users/userEmail';
import type { User, UserCreate } from '../../../entities/users/usersApi';
import type { UserType } from './usersListSearch';

/**
 * The user form (spec 001 §3 User; spec 000 §5 the e-mail rule): one schema for the form and its
 * tests. Role and client are Select values (ids as text); an external user belongs to a client.
 * Error messages are codes, translated by useUserFieldErrorText.
 */

export const USER_FIELD_ERRORS = ['required', INVALID_EMAIL_DOMAIN, 'clientRequired'] as const;
export type UserFieldError = (typeof USER_FIELD_ERRORS)[number];

export const isUserFieldError = (message: string): message is UserFieldError =>
  (USER_FIELD_ERRORS as readonly string[]).includes(message);

export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string | null;
  type: UserType;
  clientId: string | null;
}

export const userFormSchema = z
  .object({
    email: z.string().trim().min(1, { message: 'required' }).pipe(userEmailSchema),
    firstName: z.string().trim(),
    lastName: z.string().trim(),
    roleId: z
      .string()
      .nullable()
      .refine((value) => value !== null && value !== '', { message: 'required' }),
    type: z.enum(['internal', 'external']),
    clientId: z.string().nullable(),
  })
  .superRefine((values, context) => {
    if (values.type === 'external' && !values.clientId)
      context.addIssue({ code: 'custom', path: ['clientId'], message: 'clientRequired' });
  })
  .transform((values): UserCreate => ({
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    isExternal: values.type === 'external',
    // An internal user belongs to no client; the choice made before switching is dropped.
    client: values.type === 'external' && values.clientId ? { id: Number(values.clientId) } : null,
    roles: [{ id: Number(values.roleId) }],
  }));

export const EMPTY_USER_FORM: UserFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  roleId: null,
  type: 'internal',
  clientId: null,
};

/** The form's values for a saved user. The form edits one role: the first one the user holds. */
export function userFormValues(user: User): UserFormValues {
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    roleId: user.roles[0] ? String(user.roles[0].id) : null,
    type: user.isExternal ? 'external' : 'internal',
    clientId: user.client ? String(user.client.id) : null,
  };
}
