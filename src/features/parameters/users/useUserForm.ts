import { useResourceForm, type ResourceForm } from '../../../navigation/forms/useResourceForm';
import type { User, UserCreate } from '../../../entities/users/usersApi';
import { userFormSchema, type UserFormValues } from './userFormSchema';
import { USER_SERVER_FIELDS } from './userServerErrors';

export interface UserFormOptions {
  formId: string;
  defaultValues: UserFormValues;
  /** Sends the user; resolves with the saved user once the answer parsed. Rejects with the ApiError. */
  save: (payload: UserCreate) => Promise<User>;
  /** The form's values read back from the saved user; by default the values as sent. */
  savedValues?: (saved: User) => UserFormValues;
  /** After the save, the form reset to what was saved (a creation closes its dialog). */
  onSaved?: (saved: User) => void;
}

export type UserFormState = ResourceForm<UserFormValues, UserCreate>;

/**
 * The user form (react-hook-form + userFormSchema, through the form kit), checked as the user leaves
 * each field and then as they type; nothing is sent while a field is invalid. Kept as a draft while
 * it differs from what is saved, so that a reload never loses it; a refused save puts each code on
 * its field (USER_SERVER_FIELDS).
 */
export function useUserForm({ formId, defaultValues, save, savedValues, onSaved }: UserFormOptions): UserFormState {
  return useResourceForm<UserFormValues, UserCreate, User>({
    formId,
    schema: userFormSchema,
    defaultValues,
    mode: 'onTouched',
    serverFields: USER_SERVER_FIELDS,
    save,
    ...(savedValues ? { savedValues } : {}),
    ...(onSaved ? { onSaved } : {}),
  });
}
