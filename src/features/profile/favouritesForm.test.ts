import type { CurrentUser } from '../../entities/users/currentUser';
import type { ProjectRef } from '../../entities/structure/refs';
import {
  favouriteChangesOf,
  favouritesFormValuesOf,
  listedFavourites,
  withFavourite,
  withoutFavourite,
} from './favouritesForm';

const client = { id: 1, name: 'Aciéries du Nord' };
const place = (id: number) => ({ id, name: `Site ${id}`, client });
const project = (id: number, placeId: number): ProjectRef => ({ id, name: `Projet ${id}`, place: place(placeId) });

const user: CurrentUser = {
  id: 2,
  email: 'admin@enersol.fr',
  isExternal: false,
  roles: [{ id: 2, name: 'admin' }],
  preferences: { showFavoritesProject: false, language: 'en', columns: { events: ['client'] } },
  favoriteProjects: [{ id: 3, place: { id: 1 } }],
};

describe('favourite projects', () => {
  it('adds a project once, at the end, with its site', () => {
    const once = withFavourite([{ id: 3, place: { id: 1 } }], project(7, 2));
    expect(once).toEqual([
      { id: 3, place: { id: 1 } },
      { id: 7, place: { id: 2 } },
    ]);
    expect(withFavourite(once, project(7, 2))).toEqual(once);
  });

  it('removes a project and keeps the others in their order', () => {
    const favourites = [
      { id: 3, place: { id: 1 } },
      { id: 7, place: { id: 2 } },
      { id: 9, place: null },
    ];
    expect(withoutFavourite(favourites, 7)).toEqual([
      { id: 3, place: { id: 1 } },
      { id: 9, place: null },
    ]);
    expect(withoutFavourite(favourites, 42)).toEqual(favourites);
  });

  it('lists only the projects the user can see, in the favourites’ order', () => {
    const visible = [project(7, 2), project(3, 1)];
    const listed = listedFavourites(
      [
        { id: 3, place: { id: 1 } },
        { id: 99, place: { id: 9 } },
        { id: 7, place: { id: 2 } },
      ],
      visible,
    );
    expect(listed.map((row) => row.id)).toEqual([3, 7]);
  });

  it('starts from the saved choices and sends the switch and the list as PUT user/{id} takes them', () => {
    const values = favouritesFormValuesOf(user);
    expect(values).toEqual({ favourites: [{ id: 3, place: { id: 1 } }], showFavoritesProject: false });
    expect(favouriteChangesOf({ ...values, showFavoritesProject: true })).toEqual({
      preferences: { showFavoritesProject: true },
      favoriteProjects: [{ id: 3, place: { id: 1 } }],
    });
    // No saved switch: shown, the product's default.
    expect(favouritesFormValuesOf({ ...user, preferences: null, favoriteProjects: null })).toEqual({
      favourites: [],
      showFavoritesProject: true,
    });
  });
});
