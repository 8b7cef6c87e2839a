import { useMemo } from 'react';
import { z } from 'zod';
import { resolveVisibleColumnIds } from '../../lib/columnSets';
import { useCurrentUser, type CurrentUser } from './currentUser';
import { usePreferencesSave } from './preferencesSave';

/*
 * The user's column choice per table, kept in their profile (spec 001 §2 "Users can … set column
 * preferences"; spec 000 §3 selectable and default column sets): preferences.columns[tableId] is
 * the list of visible column ids.
 */

type Preferences = CurrentUser['preferences'];

/** What may be stored: anything else (hand edits, another app version) reads as "no choice". */
const columnChoicesSchema = z.record(z.string(), z.unknown());
const columnIdsSchema = z.array(z.string());

/** Every table's saved choice, as stored (unknown tables kept, so a save never loses another table's). */
export function columnChoicesOf(preferences: Preferences): Record<string, unknown> {
  const parsed = columnChoicesSchema.safeParse(preferences?.columns);
  return parsed.success ? parsed.data : {};
}

/** The saved column ids of one table, or null when there is no usable choice. */
export function savedColumnIds(preferences: Preferences, tableId: string): string[] | null {
  const parsed = columnIdsSchema.safeParse(columnChoicesOf(preferences)[tableId]);
  return parsed.success ? parsed.data : null;
}

/** The user with one table's choice replaced, the others kept. */
export function withColumnChoice(user: CurrentUser, tableId: string, ids: readonly string[]): CurrentUser {
  const preferences = user.preferences ?? {};
  return {
    ...user,
    preferences: { ...preferences, columns: { ...columnChoicesOf(preferences), [tableId]: [...ids] } },
  };
}

export interface TableColumnsState {
  visibleColumnIds: string[];
  setVisibleColumnIds(ids: readonly string[]): void;
  reset(): void;
}

/**
 * The visible columns of a table from the signed-in user's preferences (unknown ids ignored,
 * defaults when nothing usable is saved), and their save. Optimistic: the cached user changes at
 * once, so the table shows the new choice before PUT user/{id} answers; a refused save rolls back.
 * Pass stable `defaultColumnIds` and `allIds` (module constants): they key the memoised result.
 */
export function useTableColumns(
  tableId: string,
  defaultColumnIds: readonly string[],
  allIds: readonly string[],
): TableColumnsState {
  const user = useCurrentUser();
  const savePreferences = usePreferencesSave();

  // Structural sharing keeps `preferences` the same object until the saved user changes.
  const saved = useMemo(() => savedColumnIds(user.preferences, tableId), [user.preferences, tableId]);
  const visibleColumnIds = useMemo(
    () => resolveVisibleColumnIds(saved, allIds, defaultColumnIds),
    [saved, allIds, defaultColumnIds],
  );

  const choose = (ids: readonly string[]) =>
    savePreferences((latest) =>
      withColumnChoice(latest, tableId, resolveVisibleColumnIds(ids, allIds, defaultColumnIds)),
    );
  return {
    visibleColumnIds,
    setVisibleColumnIds: choose,
    reset: () => choose(defaultColumnIds),
  };
}
