import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { resolveVisibleColumnIds } from '../../lib/columnSets';
import { rootKey } from '../../api/querySource';
import { currentUserQuery, useCurrentUser, type CurrentUser } from './currentUser';
import { profileUpdateFrom, updateProfile } from './profile';

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

/** Outside the users' key: a column save refreshes the current user itself, once the last save settles. */
const saveColumnsKey = rootKey('table-columns');

interface ColumnSave {
  next: CurrentUser;
  /** Restored when the save is refused. */
  previous: CurrentUser;
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
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationKey: saveColumnsKey,
    mutationFn: ({ next }: ColumnSave) => updateProfile.call({ userId: next.id, input: profileUpdateFrom(next, {}) }),
    onError: (_error, { previous }) => queryClient.setQueryData(currentUserQuery.key, previous),
    onSettled: async () => {
      // Several quick changes: only the last save to settle reloads, so an older answer never
      // shows an older choice over a newer one.
      if (queryClient.isMutating({ mutationKey: saveColumnsKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: currentUserQuery.key, exact: true });
      }
    },
  });

  // Structural sharing keeps `preferences` the same object until the saved user changes.
  const saved = useMemo(() => savedColumnIds(user.preferences, tableId), [user.preferences, tableId]);
  const visibleColumnIds = useMemo(
    () => resolveVisibleColumnIds(saved, allIds, defaultColumnIds),
    [saved, allIds, defaultColumnIds],
  );

  const choose = (ids: readonly string[]) => {
    // The latest cached user: two quick changes must not build on the same stale copy.
    const previous = queryClient.getQueryData<CurrentUser>(currentUserQuery.key) ?? user;
    const next = withColumnChoice(previous, tableId, resolveVisibleColumnIds(ids, allIds, defaultColumnIds));
    // Written at once (mutate runs its callbacks later): the table shows the choice this render.
    void queryClient.cancelQueries({ queryKey: currentUserQuery.key, exact: true });
    queryClient.setQueryData(currentUserQuery.key, next);
    save.mutate({ next, previous });
  };
  return {
    visibleColumnIds,
    setVisibleColumnIds: choose,
    reset: () => choose(defaultColumnIds),
  };
}
