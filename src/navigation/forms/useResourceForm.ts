import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { serverFieldErrors, type ServerFieldTable } from './serverFieldErrors';
import { useDraftForm, type DraftFormOptions, type FormDraft } from './useDraftForm';
import { useUnsavedChangesBlocker, type UnsavedChangesBlocker } from './useUnsavedChangesBlocker';

export interface ResourceFormOptions<TValues extends FieldValues, TOutput, TSaved> extends Omit<
  DraftFormOptions<TValues, unknown, TOutput>,
  'resolver' | 'defaultValues'
> {
  /** The form's rules: what the user types in, what is sent out (the same schema the tests use). */
  schema: z.ZodType<TOutput, TValues>;
  defaultValues: TValues;
  /**
   * The server codes that concern one field, and that field (and message): data, not code. A
   * function of the values sent when where a code lands depends on them (a setting that moves it).
   */
  serverFields?: ServerFieldTable<FieldPath<TValues>> | ((sent: TOutput) => ServerFieldTable<FieldPath<TValues>>);
  /**
   * Sends the valid values; resolves once the answer is read and parsed (a mutation's
   * `mutateAsync`), with the saved record. Rejects with the ApiError: every field keeps its value.
   */
  save: (values: TOutput) => Promise<TSaved>;
  /**
   * The form's values once saved, read back from the answer (so that what the server normalised
   * shows); by default the values as they were sent. The form is reset to them: nothing is unsaved.
   */
  savedValues?: (saved: TSaved) => TValues;
  /** After a save succeeded and the form was reset: close the dialog, open the new record. */
  onSaved?: (saved: TSaved) => void | Promise<void>;
  /** Ask before leaving the page with unsaved changes (on by default; `false` for a form that saves on its own). */
  leaveGuard?: boolean;
}

export interface ResourceForm<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  draft: FormDraft;
  /** The form's onSubmit: checks, sends, and puts a refusal on its fields or beside the buttons. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last failed save when it concerns no single field (null otherwise): show it with SaveFailure. */
  saveError: unknown;
  /** Forgets the draft and the failure and puts the defaults back (Cancel). */
  cancel: () => void;
  /** An in-app navigation waits while the form has unsaved changes: render LeaveConfirm with it. */
  blocker: UnsavedChangesBlocker;
}

/**
 * The one hook behind a resource's form (CONVENTIONS "Forms"): react-hook-form checked by a zod
 * schema; a draft of what is typed kept across reloads (useDraftForm); leaving with unsaved
 * changes asks first; a refused save puts each code listed in `serverFields` on its field, any
 * other reason in `saveError`, every field keeping its value; a save counts as done only once its
 * answer parsed (`save` resolved), and only then is the draft dropped, the form reset to the saved
 * values and `onSaved` called.
 */
export function useResourceForm<TValues extends FieldValues, TOutput = TValues, TSaved = unknown>({
  schema,
  serverFields = {},
  save,
  savedValues,
  onSaved,
  leaveGuard = true,
  defaultValues,
  ...options
}: ResourceFormOptions<TValues, TOutput, TSaved>): ResourceForm<TValues, TOutput> {
  const { form, draft } = useDraftForm<TValues, unknown, TOutput>({
    ...options,
    // A plain object, never a function: the draft is compared with it (useDraftForm).
    defaultValues: defaultValues as DefaultValues<TValues>,
    resolver: zodResolver(schema),
  });
  const [saveError, setSaveError] = useState<unknown>(null);
  const { isDirty, isSubmitting } = form.formState;
  // While a save runs the form is not left "unsaved": what follows a success (a navigation) passes.
  const blocker = useUnsavedChangesBlocker(leaveGuard && isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    const sent = form.getValues();
    let saved: TSaved;
    try {
      saved = await save(values);
    } catch (error) {
      const onFields = serverFieldErrors(
        error,
        typeof serverFields === 'function' ? serverFields(values) : serverFields,
      );
      onFields.forEach(({ field, message }, index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (onFields.length === 0) setSaveError(error);
      return;
    }
    draft.clear();
    form.reset(savedValues ? savedValues(saved) : sent);
    await onSaved?.(saved);
  });

  const { discard } = draft;
  const cancel = useCallback(() => {
    setSaveError(null);
    discard();
  }, [discard]);

  return { form, draft, submit, saveError, cancel, blocker };
}
