import { profileUpdateFrom } from '../../entities/users/profile';
import type { CurrentUser } from '../../entities/users/currentUser';
import { tableColumnChoicesOf, withoutColumnChoices } from './tableColumnChoices';

const user: CurrentUser = {
  id: 2,
  email: 'admin@enersol.fr',
  isExternal: false,
  roles: [{ id: 2, name: 'admin' }],
  preferences: {
    showFavoritesProject: true,
    language: 'fr',
    columns: { variables: ['name', 'unit'], events: ['client', 'alert'], broken: 'name', contacts: [] },
  },
  favoriteProjects: [{ id: 3, place: { id: 1 } }],
};

describe('table column choices', () => {
  it('lists each usable saved choice by table, leaving out what cannot be read', () => {
    expect(tableColumnChoicesOf(user.preferences)).toEqual([
      { tableId: 'contacts', columnIds: [] },
      { tableId: 'events', columnIds: ['client', 'alert'] },
      { tableId: 'variables', columnIds: ['name', 'unit'] },
    ]);
    expect(tableColumnChoicesOf(null)).toEqual([]);
    expect(tableColumnChoicesOf({ columns: 'all' })).toEqual([]);
  });

  it('resets one table to its default set and keeps the other tables and preferences', () => {
    const reset = withoutColumnChoices(user, ['events']);
    expect(reset.preferences?.columns).toEqual({ variables: ['name', 'unit'], broken: 'name', contacts: [] });
    expect(reset.preferences?.language).toBe('fr');
    const body = profileUpdateFrom(reset, {});
    expect(body.preferences).toMatchObject({ showFavoritesProject: true, language: 'fr' });
    expect(body.preferences.columns).toEqual(reset.preferences?.columns);
    expect(body.favoriteProjects).toEqual([{ id: 3, place: { id: 1 } }]);
  });

  it('resets every table at once', () => {
    const reset = withoutColumnChoices(user, null);
    expect(reset.preferences?.columns).toEqual({});
    expect(tableColumnChoicesOf(reset.preferences)).toEqual([]);
    expect(user.preferences?.columns).toHaveProperty('events');
  });
});
