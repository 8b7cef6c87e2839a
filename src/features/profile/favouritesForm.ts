import { z } from 'zod';
import type { ProfileChanges } from '../../entities/users/profile';
import type { CurrentUser } from '../../entities/users/currentUser';
import type { ProjectRef } from '../../entities/structure/refs';

/**
 * The favourite projects form (spec 001 §3 User favoriteProjects, §4 "favourites are shown only
 * when showFavoritesProject is true"): the list as PUT user/{id} takes it, and the switch.
 */
export const favouritesFormSchema = z.object({
  favourites: z.array(z.object({ id: z.number().int(), place: z.object({ id: z.number().int() }).nullable() })),
  showFavoritesProject: z.boolean(),
});
export type FavouritesFormValues = z.input<typeof favouritesFormSchema>;
export type Favourite = FavouritesFormValues['favourites'][number];

export function favouritesFormValuesOf(user: CurrentUser): FavouritesFormValues {
  return {
    favourites: (user.favoriteProjects ?? []).map((favourite) => ({
      id: favourite.id,
      place: favourite.place ? { id: favourite.place.id } : null,
    })),
    // The product's default is to show them (profileUpdateFrom).
    showFavoritesProject: user.preferences?.showFavoritesProject ?? true,
  };
}

export function favouriteChangesOf(values: FavouritesFormValues): ProfileChanges {
  return {
    preferences: { showFavoritesProject: values.showFavoritesProject },
    favoriteProjects: values.favourites,
  };
}

/** Adds a project at the end; a project already there stays where it is (no duplicate). */
export function withFavourite(favourites: readonly Favourite[], project: ProjectRef): Favourite[] {
  if (favourites.some((favourite) => favourite.id === project.id)) return [...favourites];
  return [...favourites, { id: project.id, place: { id: project.place.id } }];
}

export function withoutFavourite(favourites: readonly Favourite[], projectId: number): Favourite[] {
  return favourites.filter((favourite) => favourite.id !== projectId);
}

/**
 * The favourites the page lists, with their site and client, in the user's order. A favourite
 * whose project is not among the visible ones (a hidden test project, spec 000 §6, or one the
 * user no longer sees) is not listed, yet stays saved as it is.
 */
export function listedFavourites(favourites: readonly Favourite[], projects: readonly ProjectRef[]): ProjectRef[] {
  const byId = new Map(projects.map((project) => [project.id, project]));
  return favourites.flatMap((favourite) => {
    const project = byId.get(favourite.id);
    return project ? [project] : [];
  });
}
