import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';
import { exportFormSchema, type ExportFormValues } from './exportForm';
import { selectionOf, withSelection, type SelfServiceSearch } from './selfServiceSearch';

/** The form's values in one order, so that two equal selections compare as equal text. */
function selectionKey(values: ExportFormValues): string {
  return JSON.stringify([values.variables, values.period, values.sampling, values.format, values.title]);
}

/** Nothing chosen: what the page shows without a selection in its URL. */
const EMPTY_SELECTION: ExportFormValues = selectionOf({});

/**
 * The export form (react-hook-form + exportFormSchema) kept in step with the URL both ways: what
 * the user changes is written to the URL (replacing the entry, so that typing is not history), and
 * a selection arriving by the URL — a saved configuration loaded, Back, a pasted link — replaces
 * the form's values, errors being checked again once the user has tried to send.
 *
 * A reload (the 401 one of spec 000 §8) finds the selection in the URL, not in a draft: the draft,
 * kept while the selection differs from an empty one, is what says that the export was not
 * requested yet (`draft.restored`), as every other form says its typing is not saved.
 */
export function useExportSelectionForm(
  search: SelfServiceSearch,
  onSearchChange: (next: SelfServiceSearch, options?: { replace?: boolean }) => void,
) {
  const selection = selectionOf(search);
  const key = selectionKey(selection);
  const written = useRef(key);
  const latest = useRef({ search, onSearchChange });
  useEffect(() => {
    latest.current = { search, onSearchChange };
  });
  const { form, draft } = useDraftForm<ExportFormValues>({
    formId: 'export',
    emptyValues: EMPTY_SELECTION,
    resolver: zodResolver(exportFormSchema(() => new Date())),
    defaultValues: selection,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (key === written.current) return;
    written.current = key;
    form.reset(selectionOf(latest.current.search), { keepIsSubmitted: true, keepSubmitCount: true });
    if (form.formState.isSubmitted) void form.trigger();
  }, [key, form]);

  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const next = selectionKey(values);
          if (next === written.current) return;
          written.current = next;
          latest.current.onSearchChange(withSelection(latest.current.search, values), { replace: true });
        },
      }),
    [subscribe],
  );

  // What the page fills in by itself (a variable's own aggregation, once read) is no change of the
  // user's: the URL stays as the link gave it (`v=12` is variable 12 with its own aggregation), so
  // that it does not change as the page loads, nor its lists read again.
  const fillVariables = useCallback(
    (variables: ExportFormValues['variables']) => {
      written.current = selectionKey({ ...form.getValues(), variables });
      form.setValue('variables', variables);
    },
    [form],
  );

  return { form, draft, fillVariables };
}
