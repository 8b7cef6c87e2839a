import type { Variable, VariableListParams } from '../api';

/**
 * What the variable picker asks GET variables (spec 000 §7) and how it keeps its selection. Pure,
 * so the rules are tested without a browser.
 */

/** The narrowing a caller gives: any GET variables filter but the typed name and the paging. */
export type VariablePickerFilter = Omit<VariableListParams, 'name' | 'limit' | 'offset'>;

/**
 * One bounded page: a structure holds thousands of variables (2,000 for an admin), and a list
 * longer than this is read by nobody. The server filters by name; the user refines the search.
 */
export const PICKER_PAGE_SIZE = 100;

/** Typing pauses this long before the server is asked. */
export const PICKER_DEBOUNCE_MS = 250;

/**
 * The GET variables params for a typed search: the caller's filter, the trimmed name (left out
 * when empty, so that an empty search lists the first page of the filter), one page, in name
 * order so that the options read like a list of names.
 * Keys set to undefined are dropped, so that the query key does not depend on how the caller
 * spelled "no filter".
 */
export function variablePickerParams(
  filter: VariablePickerFilter | undefined,
  search: string,
  pageSize: number = PICKER_PAGE_SIZE,
): VariableListParams {
  const params: VariableListParams = { limit: pageSize, offset: 0, ordering: 'name' };
  for (const [key, value] of Object.entries(filter ?? {}) as [keyof VariablePickerFilter, unknown][]) {
    if (value !== undefined && value !== null && value !== '') Object.assign(params, { [key]: value });
  }
  const name = search.trim();
  if (name) params.name = name;
  return params;
}

/** The selection after an option is chosen: several toggle it in or out; one replaces (or clears on a second pick). */
export function toggleVariable(selected: readonly Variable[], picked: Variable, multiple: boolean): Variable[] {
  const present = selected.some((variable) => variable.id === picked.id);
  if (multiple) return present ? selected.filter((variable) => variable.id !== picked.id) : [...selected, picked];
  return present ? [] : [picked];
}

/** The selection without one variable (a chip removed). */
export function withoutVariable(selected: readonly Variable[], id: number): Variable[] {
  return selected.filter((variable) => variable.id !== id);
}

/** How much of the answer the list shows: "100 of 1,834" tells the user to refine the search. */
export function truncation(shown: number, total: number): { shown: number; total: number } | null {
  return total > shown ? { shown, total } : null;
}
