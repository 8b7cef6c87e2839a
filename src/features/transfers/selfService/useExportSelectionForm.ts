import { useCallback, useEffect, useRef } from 'react';
import { downloadRequestsResource, type DownloadRequest } from '../../../entities/transfers/downloadsApi';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { exportFormSchema, exportRequestPayload, type ExportFormValues } from './exportForm';
import { selectionOf, withSearchPatch, withSelection, type SelfServiceSearch } from './selfServiceSearch';
import { EXPORT_SERVER_FIELDS } from './useExportFieldError';

/** The form's values in one order, so that two equal selections compare as equal text. */
function selectionKey(values: ExportFormValues): string {
  return JSON.stringify([values.variables, values.period, values.sampling, values.format, values.title]);
}

/** Nothing chosen: what the page shows without a selection in its URL. */
const EMPTY_SELECTION: ExportFormValues = selectionOf({});

/**
 * The export form (the form kit's useResourceForm, checked by exportFormSchema) kept in step with the URL both ways: what
 * the user changes is written to the URL (replacing the entry, so that typing is not history), and
 * a selection arriving by the URL — a saved configuration loaded, Back, a pasted link — replaces
 * the form's values, errors being checked again once the user has tried to send.
 *
 * A reload (the 401 one of spec 000 §8) finds the selection in the URL, not in a draft: the draft,
 * kept while the selection differs from an empty one, is what says that the export was not
 * requested yet (`draft.restored`), as every other form says its typing is not saved. Its save is
 * the request (POST download-requests): a refusal lands on its field by EXPORT_SERVER_FIELDS, and
 * once requested the downloads tab shows it, pending until its file is ready.
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
  const create = downloadRequestsResource.useCreate();
  const clearDraft = useRef<() => void>(() => undefined);
  const state = useResourceForm<ExportFormValues, ExportFormValues, DownloadRequest>({
    formId: 'export',
    emptyValues: EMPTY_SELECTION,
    schema: exportFormSchema(() => new Date()),
    defaultValues: selection,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    serverFields: EXPORT_SERVER_FIELDS,
    save: (values) => create.mutateAsync(exportRequestPayload(values, latest.current.search.projectId, new Date())),
    // The selection stays in the URL: leaving loses nothing, Back brings it back.
    leaveGuard: false,
    onSaved: () => {
      // The kit resets the form to the selection sent, which differs from an empty one: a reload
      // must not tell of a selection "not requested" any more.
      clearDraft.current();
      const { search: current, onSearchChange: navigate } = latest.current;
      navigate(withSearchPatch(current, { tab: undefined, page: undefined }));
    },
  });
  const { form, draft } = state;
  useEffect(() => {
    clearDraft.current = draft.clear;
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

  return { ...state, fillVariables };
}
