import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reloadOnce } from '../../../api/reloadGuard';
import { clientPlaceTreeQuery, placesResource } from '../../../entities/structure/api';
import type { UserUpdateEffects } from './userUpdateEffects';

/**
 * Carries out spec 001 §4's effects after a successful save. The current user's reload is not
 * done here: the refresh table (src/entities/refreshes.ts) reloads it after every user or role
 * write, so that the rule lives in one place.
 */
export function useApplyUserUpdateEffects(): (effects: UserUpdateEffects) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (effects: UserUpdateEffects) => {
      if (effects.refreshPlaces) {
        void queryClient.invalidateQueries({ queryKey: placesResource.keys.all });
        void queryClient.invalidateQueries({ queryKey: clientPlaceTreeQuery().queryKey });
      }
      // Guarded against loops; it also tells the unsaved-changes guard that the app reloads itself.
      if (effects.reloadPage) reloadOnce('user-interface');
    },
    [queryClient],
  );
}
