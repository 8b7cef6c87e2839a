import { useCallback } from 'react';
import { reloadOnce } from '../../../api/reloadGuard';
import type { UserUpdateEffects } from './userUpdateEffects';

/**
 * Carries out spec 001 §4's effects after a successful save. The current user's reload and the
 * client places' refresh are not done here: the refresh table (src/entities/refreshes.ts) does them
 * after every user (or role) write, so that the rules live in one place.
 */
export function useApplyUserUpdateEffects(): (effects: UserUpdateEffects) => void {
  return useCallback((effects: UserUpdateEffects) => {
    // Guarded against loops; it also tells the unsaved-changes guard that the app reloads itself.
    if (effects.reloadPage) reloadOnce('user-interface');
  }, []);
}
