import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDraftForm, type FormDraft } from '../../../navigation/forms/useDraftForm';
import { SERVER_CODE_PREFIX, serverFieldErrors } from './serverFieldErrors';
import { variableFormSchema, type VariableFormValues, type VariableSettings } from './variableFormSchema';

export interface VariableFormOptions {
  /** Names the draft within its page. */
  formId: string;
  defaultValues: VariableFormValues;
  /**
   * Sends the settings; resolves with the values the form now holds as saved (the form is then
   * not dirty), or null when the screen moves on (a creation opens the new variable). Rejects
   * with the ApiError when the server refuses: every field keeps what was typed.
   */
  onSave: (settings: VariableSettings) => Promise<VariableFormValues | null>;
}

export interface VariableFormState {
  form: UseFormReturn<VariableFormValues, unknown, VariableSettings>;
  draft: FormDraft;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** A refusal that concerns no single field (a server error, a timeout, an empty answer), shown by Save. */
  saveError: unknown;
}

/**
 * A variable's settings form (react-hook-form + variableFormSchema), kept as a draft while it
 * differs from what is saved (useDraftForm), so a reload never loses what was typed. A refused
 * save puts each code of spec 000 §8 on its field (DUPLICATE_SYMBOL on the symbol,
 * DUPLICATE_VARIABLE on the name) and keeps every value.
 */
export function useVariableForm({ formId, defaultValues, onSave }: VariableFormOptions): VariableFormState {
  const { form, draft } = useDraftForm<VariableFormValues, unknown, VariableSettings>({
    formId,
    resolver: zodResolver(variableFormSchema),
    defaultValues,
  });
  const [saveError, setSaveError] = useState<unknown>(null);

  const submit = form.handleSubmit(async (settings) => {
    setSaveError(null);
    try {
      const saved = await onSave(settings);
      draft.clear();
      if (saved) form.reset(saved);
    } catch (error) {
      const onFields = serverFieldErrors(error);
      onFields.forEach(({ field, code }, index) =>
        form.setError(field, { type: 'server', message: `${SERVER_CODE_PREFIX}${code}` }, { shouldFocus: index === 0 }),
      );
      if (onFields.length === 0) setSaveError(error);
    }
  });

  return { form, draft, submit, saveError };
}
