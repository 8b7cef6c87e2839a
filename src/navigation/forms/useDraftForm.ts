import { useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type RefCallback } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { draftKey, moveDraft, readDraft, removeDraft, writeDraft } from './draftStorage';
import { excludedFields, keepableValues, restorableValues, sameJson, type FieldExclusion } from './draftValues';

export interface DraftFormOptions<TFieldValues extends FieldValues, TContext, TTransformedValues> extends UseFormProps<
  TFieldValues,
  TContext,
  TTransformedValues
> {
  /** Names the form within its page; two forms of one page need two ids (`comment-new`, `comment-12`). */
  formId: string;
  /** Field paths never kept, besides names with password, token or secret and `type="password"` inputs. */
  exclude?: readonly string[];
  /**
   * The values that mean nothing was typed, when they are not the defaults: a form whose defaults
   * come from the URL (which a reload keeps) passes its empty values, so that its draft is kept, and
   * told about after a reload, while the form differs from them. Discard goes back to them.
   */
  emptyValues?: TFieldValues;
}

export interface FormDraft {
  /** A draft from before a reload was put back into the form, and is neither saved nor discarded yet. */
  restored: boolean;
  /** Forgets the draft (the form keeps its values): call it once the save succeeded. */
  clear: () => void;
  /** Forgets the draft and puts the form back to its default values (Discard, Cancel). */
  discard: () => void;
  /**
   * Give it to the `<form>` element: the password inputs inside are never kept. Take it out of the
   * draft first (`const { attachForm } = draft`): the React Compiler lint holds any object whose
   * member is passed to `ref` for a ref, and then refuses the draft's use during render.
   */
  attachForm: RefCallback<HTMLFormElement>;
}

type Route = { pathname: string; key: string };

/**
 * The page a form belongs to: the path and search where it was opened, following later search
 * changes on that same path. A form still mounted while the router already shows another path (a
 * pending navigation) keeps its page, so its draft never moves to a page it does not belong to.
 */
function useFormRoute(): string {
  const location = useLocation();
  const here = `${location.pathname}${location.searchStr}`;
  const [route, setRoute] = useState<Route>({ pathname: location.pathname, key: here });
  if (location.pathname === route.pathname && here !== route.key) setRoute({ pathname: route.pathname, key: here });
  return location.pathname === route.pathname ? here : route.key;
}

/** The storage key of a form of the current page. */
export function useDraftKey(formId: string): string {
  return draftKey(useFormRoute(), formId);
}

/**
 * Whether a draft of this form of the current page waits to be restored, as read when the caller
 * mounted: a component that shows a form on demand (an inline edit) opens it when it does.
 */
export function useHasDraft(formId: string): boolean {
  const key = useDraftKey(formId);
  const [stored] = useState(() => readDraft(key) !== null);
  return stored;
}

/** A `type="password"` input of the form holds this field. */
function isPasswordInput(form: HTMLFormElement | null, path: string): boolean {
  const inputs = form?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? [];
  return Array.from(inputs).some((input) => input.name === path);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether any of the values differs from the same field of `base`. */
function differsFrom(values: Record<string, unknown>, base: Record<string, unknown>, exclusion: FieldExclusion) {
  return Object.entries(values).some(
    ([name, value]) => !sameJson(keepableValues(value, exclusion, name), keepableValues(base[name], exclusion, name)),
  );
}

/**
 * The stored values that fit the form and differ from its defaults, to put back; or, for a form
 * given empty values, none to put back when the defaults already hold the draft (read from the
 * URL) but it differs from the empty values. A draft that changes nothing is dropped.
 */
function draftToRestore(
  key: string,
  defaults: unknown,
  empty: unknown,
  exclusion: FieldExclusion,
): Record<string, unknown> | null {
  // Defaults from a function (read asynchronously) are not known yet: nothing to compare with.
  if (!isRecord(defaults)) return null;
  const stored = readDraft(key);
  if (stored === null) return null;
  const values = restorableValues(stored, defaults, exclusion);
  if (differsFrom(values, defaults, exclusion)) return values;
  if (isRecord(empty) && differsFrom(values, empty, exclusion)) return {};
  removeDraft(key);
  return null;
}

/**
 * react-hook-form's useForm that keeps what is typed, so that nothing typed is lost. While the form differs from its defaults, its values are written to the tab's
 * sessionStorage on every change, synchronously, so that they exist before any reload starts (the
 * 401 refresh-and-reload of spec 000 §8, a maintenance redirect, a chunk reload, F5). When the
 * form mounts again on the same page, the draft is put back (values and dirty state, never
 * submitted) and `draft.restored` says so, for a DraftNotice. A form back at its defaults (reset
 * after a save, discard, text deleted) has no draft.
 *
 * Never kept: fields named like a password, token or secret, `type="password"` inputs of the
 * form given `draft.attachForm`, and the `exclude` paths. Defaults given as a function are not
 * supported (the draft would be compared with nothing).
 */
export function useDraftForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>({
  formId,
  exclude = [],
  emptyValues,
  ...options
}: DraftFormOptions<TFieldValues, TContext, TTransformedValues>): {
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  draft: FormDraft;
} {
  const form = useForm<TFieldValues, TContext, TTransformedValues>(options);
  const key = useDraftKey(formId);
  const formElement = useRef<HTMLFormElement | null>(null);
  const excludeList = exclude.join('\n');
  const listed = useMemo(() => excludedFields(excludeList === '' ? [] : excludeList.split('\n')), [excludeList]);
  const [empty] = useState(emptyValues);
  const [pending] = useState(() => draftToRestore(key, options.defaultValues, empty, listed));
  const [restored, setRestored] = useState(pending !== null);
  const { setValue, subscribe, reset } = form;

  useEffect(() => {
    if (!pending) return;
    for (const [name, value] of Object.entries(pending)) {
      setValue(name as Path<TFieldValues>, value as PathValue<TFieldValues, Path<TFieldValues>>, { shouldDirty: true });
    }
  }, [pending, setValue]);

  const previousKey = useRef(key);
  useEffect(() => {
    // The search changed on the same page: the draft follows it, so that a reload finds it.
    if (previousKey.current !== key) moveDraft(previousKey.current, key);
    previousKey.current = key;
    const exclusion: FieldExclusion = (path) => listed(path) || isPasswordInput(formElement.current, path);
    return subscribe({
      formState: { values: true },
      callback: ({ values, defaultValues }) => {
        const kept = keepableValues(values, exclusion);
        if (isRecord(kept) && !sameJson(kept, keepableValues(empty ?? defaultValues, exclusion))) {
          writeDraft(key, kept);
          return;
        }
        removeDraft(key);
        // Back to the empty values by hand: nothing restored is left to tell about.
        if (empty !== undefined) setRestored(false);
      },
    });
  }, [key, listed, subscribe, empty]);

  const clear = useCallback(() => {
    removeDraft(key);
    setRestored(false);
  }, [key]);
  const discard = useCallback(() => {
    if (empty === undefined) reset();
    else reset(empty);
    removeDraft(key);
    setRestored(false);
  }, [key, reset, empty]);
  const attachForm = useCallback<RefCallback<HTMLFormElement>>((element) => {
    formElement.current = element;
  }, []);
  // Typed back to the defaults by hand: nothing restored is left to tell about.
  const shown = restored && (form.formState.isDirty || empty !== undefined);
  const draft = useMemo(() => ({ restored: shown, clear, discard, attachForm }), [shown, clear, discard, attachForm]);
  return { form, draft };
}
