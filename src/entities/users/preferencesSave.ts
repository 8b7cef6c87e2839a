import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { rootKey } from '../../api/querySource';
import { currentUserQuery, useCurrentUser, type CurrentUser } from './currentUser';
import { profileUpdateFrom, updateProfile } from './profile';

interface PreferencesSave {
  next: CurrentUser;
  /** Restored when the save is refused. */
  previous: CurrentUser;
}

/** Outside the users' key: a save refreshes the current user itself, once the last save settles. */
const savePreferencesKey = rootKey('user-preferences');

/**
 * Saves a change of the signed-in user's own preferences (column sets, the layout's panels) in
 * their profile, PUT user/{id}. Optimistic: the cached user changes at once, so the screen shows
 * the choice before the answer; a refused save rolls back.
 */
export function usePreferencesSave(): (change: (user: CurrentUser) => CurrentUser) => void {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationKey: savePreferencesKey,
    mutationFn: ({ next }: PreferencesSave) =>
      updateProfile.call({ userId: next.id, input: profileUpdateFrom(next, {}) }),
    onError: (_error, { previous }) => queryClient.setQueryData(currentUserQuery.key, previous),
    onSettled: async () => {
      // Several quick changes: only the last save to settle reloads, so an older answer never
      // shows an older choice over a newer one.
      if (queryClient.isMutating({ mutationKey: savePreferencesKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: currentUserQuery.key, exact: true });
      }
    },
  });
  const { mutate } = save;
  return useCallback(
    (change: (user: CurrentUser) => CurrentUser) => {
      // The latest cached user: two quick changes must not build on the same stale copy.
      const previous = queryClient.getQueryData<CurrentUser>(currentUserQuery.key) ?? user;
      const next = change(previous);
      // Written at once (mutate runs its callbacks later): the screen shows the choice this render.
      void queryClient.cancelQueries({ queryKey: currentUserQuery.key, exact: true });
      queryClient.setQueryData(currentUserQuery.key, next);
      mutate({ next, previous });
    },
    [queryClient, user, mutate],
  );
}
