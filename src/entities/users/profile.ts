import { z } from 'zod';
import { defineMutation } from '../../api/endpoint';
import { currentUserQuery, type CurrentUser } from './currentUser';
import { userSchema, usersResource } from './usersApi';

/**
 * The profile page's write: spec 001 §7 "PUT user/{id} with preferences, favoriteProjects, roles".
 * Any signed-in user may save their own preferences and favourites; the roles go back unchanged
 * (changing them needs user_manage, done from the users administration).
 */

/** spec 001 §5: only fr and en; any other value falls back to fr. No choice (null) follows the browser. */
export const profileLanguageSchema = z
  .string()
  .nullish()
  .transform((language) => (language === null || language === undefined ? null : language === 'en' ? 'en' : 'fr'));

export const profileColorSchemeSchema = z.enum(['light', 'dark', 'auto']);
export type ProfileColorScheme = z.infer<typeof profileColorSchemeSchema>;

export const profilePreferencesSchema = z.looseObject({
  showFavoritesProject: z.boolean(),
  language: profileLanguageSchema,
  colorScheme: profileColorSchemeSchema.nullish(),
});

export const profileUpdateSchema = z.object({
  preferences: profilePreferencesSchema,
  favoriteProjects: z.array(z.object({ id: z.number().int(), place: z.object({ id: z.number().int() }).nullish() })),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export interface ProfileChanges {
  preferences?: Partial<z.input<typeof profilePreferencesSchema>>;
  favoriteProjects?: ProfileUpdate['favoriteProjects'];
}

/** The whole PUT body from the signed-in user and what the page changed. */
export function profileUpdateFrom(user: CurrentUser, changes: ProfileChanges): ProfileUpdate {
  return {
    preferences: {
      ...user.preferences,
      showFavoritesProject: user.preferences?.showFavoritesProject ?? true,
      language: user.preferences?.language ?? null,
      ...changes.preferences,
    },
    favoriteProjects: changes.favoriteProjects ?? user.favoriteProjects ?? [],
    roles: user.roles,
  };
}

type Favourite = ProfileUpdate['favoriteProjects'][number];

/** Adds the project to the favourites, or removes it when it is one already. */
export function toggleFavoriteProject(
  favourites: readonly Favourite[],
  project: { id: number; place: { id: number } },
): Favourite[] {
  return favourites.some((favourite) => favourite.id === project.id)
    ? favourites.filter((favourite) => favourite.id !== project.id)
    : [...favourites, { id: project.id, place: { id: project.place.id } }];
}

/** Favourites are shown only when showFavoritesProject is true (spec 001 §4). */
export function showsFavourites(user: CurrentUser | null | undefined): boolean {
  return user?.preferences?.showFavoritesProject === true;
}

/** Under the users' key: the refresh table reloads the current user and the user lists (spec 001 §4). */
export const updateProfile = defineMutation({
  name: 'profile',
  of: usersResource,
  method: 'PUT',
  path: ({ userId }: { userId: number; input: ProfileUpdate }) => `user/${userId}`,
  body: ({ input }) => input,
  payload: profileUpdateSchema,
  schema: userSchema,
  onSuccess: (queryClient, user) => queryClient.setQueryData(currentUserQuery.key, user),
});
