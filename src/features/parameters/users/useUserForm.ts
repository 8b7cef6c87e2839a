import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDraftForm, type FormDraft } from '../../../ui/forms/useDraftForm';
import type { UserCreate } from '../../../entities/users/usersApi';
import { userFormSchema, type UserFormValues } from './userFormSchema';
import { SERVER_CODE_PREFIX, userServerFieldErrors } from './userServerErrors';

export interface UserFormOptions {
  formId: string;
  defaultValues: UserFormValues;
  /**
   * Sends the user; resolves with the values the form now holds as saved, or null when the screen
   * moves on (a creation closes its dialog). Rejects with the ApiError: every field keeps its value.
   */
  onSave: (payload: UserCreate) => Promise<UserFormValues | null>;
}

export interface UserFormState {
  form: UseFormReturn<UserFormValues, unknown, UserCreate>;
  draft: FormDraft;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** A refusal that concerns no single field, shown beside Save. */
  saveError: unknown;
}

/**
 * The user form (react-hook-form + userFormSchema), checked as the user leaves each field and then
 * as they type; nothing is sent while a field is invalid. Kept as a draft while it differs from
 * what is saved, so that a reload never loses it; a refused save puts each code on its field.
 */
export function useUserForm({ formId, defaultValues, onSave }: UserFormOptions): UserFormState {
  const { form, draft } = useDraftForm<UserFormValues, unknown, UserCreate>({
    formId,
    resolver: zodResolver(userFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const [saveError, setSaveError] = useState<unknown>(null);

  const submit = form.handleSubmit(async (payload) => {
    setSaveError(null);
    try {
      const saved = await onSave(payload);
      draft.clear();
      if (saved) form.reset(saved);
    } catch (error) {
      const onFields = userServerFieldErrors(error);
      onFields.forEach(({ field, code }, index) =>
        form.setError(field, { type: 'server', message: `${SERVER_CODE_PREFIX}${code}` }, { shouldFocus: index === 0 }),
      );
      if (onFields.length === 0) setSaveError(error);
    }
  });

  return { form, draft, submit, saveError };
}
