// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { setupMockApiClient } from '../../test/mockApiClient';
import {
  profileUpdateFrom,
  profileUpdateSchema,
  showsFavourites,
  toggleFavoriteProject,
  updateProfile,
} from './profile';
import { currentUserQueryOptions, type CurrentUser } from './currentUser';
import { userSchema } from './usersApi';

const api = await setupMockApiClient('u4', { quiet: true });

const user: CurrentUser = {
  id: 4,
  email: 'lecteur@partenaire-energie.fr',
  isExternal: false,
  roles: [{ id: 4, name: 'reader' }],
  permissions: [{ name: 'user_view' }],
  isSuperuser: false,
  preferences: { showFavoritesProject: true, language: null, columns: { projects: ['client', 'site'] } },
  favoriteProjects: [{ id: 1, place: { id: 1 } }],
};

describe('the profile payload (spec 001 §7 PUT user/{id} with preferences, favoriteProjects, roles)', () => {
  it('sends only preferences, favourites and the unchanged roles; keeps other preference keys', () => {
    const payload = profileUpdateSchema.parse(profileUpdateFrom(user, { preferences: { language: 'en' } }));
    expect(payload).toEqual({
      preferences: { showFavoritesProject: true, language: 'en', columns: { projects: ['client', 'site'] } },
      favoriteProjects: [{ id: 1, place: { id: 1 } }],
      roles: [{ id: 4, name: 'reader' }],
    });
  });

  it('falls back to fr for a language other than fr or en (spec 001 §5)', () => {
    expect(
      profileUpdateSchema.parse(profileUpdateFrom(user, { preferences: { language: 'es' } })).preferences.language,
    ).toBe('fr');
  });

  it('toggles a favourite and shows favourites only when asked', () => {
    const added = toggleFavoriteProject(user.favoriteProjects ?? [], { id: 5, place: { id: 3 } });
    expect(added).toEqual([
      { id: 1, place: { id: 1 } },
      { id: 5, place: { id: 3 } },
    ]);
    expect(toggleFavoriteProject(added, { id: 1, place: { id: 1 } })).toEqual([{ id: 5, place: { id: 3 } }]);
    expect(showsFavourites(user)).toBe(true);
    expect(showsFavourites({ ...user, preferences: { showFavoritesProject: false } })).toBe(false);
    expect(showsFavourites(null)).toBe(false);
  });
});

describe('saving the profile', () => {
  it('lets a reader save their own favourites; user/current shows them', async () => {
    const current = userSchema.parse(await new QueryClient().fetchQuery(currentUserQueryOptions()));
    const input = profileUpdateFrom(current, {
      favoriteProjects: toggleFavoriteProject(current.favoriteProjects ?? [], { id: 9, place: { id: 5 } }),
    });
    const saved = await updateProfile.call({ userId: current.id, input });
    expect(saved.favoriteProjects).toContainEqual({ id: 9, place: { id: 5 } });
    api.reset();
  });
});
