import { roleUpdateEffects, userUpdateEffects } from './userUpdateEffects';

const user = (id: number, roleIds: number[], language: string | null = null) => ({
  id,
  roles: roleIds.map((roleId) => ({ id: roleId })),
  preferences: { language },
});

describe('userUpdateEffects (spec 001 §4)', () => {
  it('reloads only the current user after another user’s update or a creation', () => {
    const none = { reloadCurrentUser: true, refreshPlaces: false, reloadPage: false };
    expect(userUpdateEffects({ before: user(7, [3]), updated: user(7, [2]), currentUserId: 2 })).toEqual(none);
    expect(userUpdateEffects({ before: null, updated: user(2, [2]), currentUserId: 2 })).toEqual(none);
  });

  it('refreshes the client places when the signed-in user is the one updated', () => {
    expect(userUpdateEffects({ before: user(2, [2]), updated: user(2, [2]), currentUserId: 2 })).toEqual({
      reloadCurrentUser: true,
      refreshPlaces: true,
      reloadPage: false,
    });
  });

  it('reloads the page when the signed-in user’s role or language changed', () => {
    const roleChanged = userUpdateEffects({ before: user(2, [2]), updated: user(2, [4]), currentUserId: 2 });
    expect(roleChanged).toEqual({ reloadCurrentUser: true, refreshPlaces: true, reloadPage: true });
    const language = userUpdateEffects({ before: user(2, [2], 'fr'), updated: user(2, [2], 'en'), currentUserId: 2 });
    expect(language.reloadPage).toBe(true);
  });

  it('does not see a reordered role list or a missing language as a change', () => {
    const reordered = userUpdateEffects({ before: user(2, [2, 3]), updated: user(2, [3, 2]), currentUserId: 2 });
    expect(reordered.reloadPage).toBe(false);
    const noPreferences = userUpdateEffects({
      before: { id: 2, roles: [{ id: 2 }] },
      updated: user(2, [2], null),
      currentUserId: 2,
    });
    expect(noPreferences.reloadPage).toBe(false);
  });

  it('reloads the current user after a role update', () => {
    expect(roleUpdateEffects()).toEqual({ reloadCurrentUser: true, refreshPlaces: false, reloadPage: false });
  });
});
