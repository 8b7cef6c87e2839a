/**
 * spec 001 §4 reload rules: "Updating a role or user reloads the current user. Updating a user with
 * the current-user flag also refreshes the client places, and with the interface flag reloads the
 * page." Our reading of the two flags:
 * - current-user flag: the edited user is the signed-in one;
 * - interface flag: a change of what shapes the signed-in user's interface, their roles
 *   (permissions, hence the navigation) or their language.
 */

export interface UserUpdateEffects {
  reloadCurrentUser: boolean;
  refreshPlaces: boolean;
  reloadPage: boolean;
}

/** The fields of a user the rules look at, before and after the write. */
export interface UserSnapshot {
  id: number;
  roles: readonly { id: number }[];
  preferences?: { language?: string | null } | null;
}

const roleKey = (user: UserSnapshot) =>
  user.roles
    .map((role) => role.id)
    .sort((a, b) => a - b)
    .join(',');

export function userUpdateEffects({
  updated,
  before,
  currentUserId,
}: {
  updated: UserSnapshot;
  /** The user as it was read before the write; null for a creation. */
  before: UserSnapshot | null;
  currentUserId: number;
}): UserUpdateEffects {
  const isCurrentUser = before !== null && updated.id === currentUserId;
  const interfaceChanged =
    isCurrentUser &&
    (roleKey(before) !== roleKey(updated) ||
      (before.preferences?.language ?? null) !== (updated.preferences?.language ?? null));
  return { reloadCurrentUser: true, refreshPlaces: isCurrentUser, reloadPage: interfaceChanged };
}

/** "Updating a role … reloads the current user": a role write changes nothing else on its own. */
export function roleUpdateEffects(): UserUpdateEffects {
  return { reloadCurrentUser: true, refreshPlaces: false, reloadPage: false };
}
