import { useResourceForm, type ResourceForm } from '../../../navigation/forms/useResourceForm';
import { variableFormSchema, type VariableFormValues, type VariableSettings } from './variableFormSchema';
import { VARIABLE_SERVER_FIELDS } from './variableServerFields';

export interface VariableFormOptions<TSaved> {
  /** Names the draft within its page. */
  formId: string;
  defaultValues: VariableFormValues;
  /**
   * Sends the settings; resolves with the saved variable once the answer parsed. Rejects with the
   * ApiError when the server refuses: every field keeps what was typed.
   */
  save: (settings: VariableSettings) => Promise<TSaved>;
  /** The form's values read back from the saved variable; by default the values as sent. */
  savedValues?: (saved: TSaved) => VariableFormValues;
  /** After the save, the form reset to what was saved (a creation opens the new variable). */
  onSaved?: (saved: TSaved) => void;
}

export type VariableFormState = ResourceForm<VariableFormValues, VariableSettings>;

/**
 * A variable's settings form, through the form kit (react-hook-form + variableFormSchema): kept as
 * a draft while it differs from what is saved, so a reload never loses what was typed; leaving with
 * unsaved changes asks first; a refused save puts each code of spec 000 §8 on its field
 * (VARIABLE_SERVER_FIELDS: DUPLICATE_SYMBOL on the symbol, DUPLICATE_VARIABLE on the name) and
 * keeps every value; the save is done only once its answer parsed.
 */
export function useVariableForm<TSaved>({
  formId,
  defaultValues,
  save,
  savedValues,
  onSaved,
}: VariableFormOptions<TSaved>): VariableFormState {
  return useResourceForm<VariableFormValues, VariableSettings, TSaved>({
    formId,
    schema: variableFormSchema,
    defaultValues,
    serverFields: VARIABLE_SERVER_FIELDS,
    save,
    ...(savedValues ? { savedValues } : {}),
    ...(onSaved ? { onSaved } : {}),
  });
}
