import { usersListSearch, usersListSearchSchema } from './usersListSearch';

describe('users list search', () => {
  it('drops malformed fields and keeps the valid ones', () => {
    expect(
      usersListSearchSchema.parse({ role: 'pirate', type: 'external', clientId: 'x', q: ' ana ', page: 2 }),
    ).toEqual({
      type: 'external',
      q: 'ana',
      page: 2,
    });
    expect(usersListSearchSchema.parse({ sort: '-email', pageSize: 33 })).toEqual({ sort: '-email' });
    expect(usersListSearchSchema.parse({ sort: 'password' })).toEqual({});
  });

  it('goes back to page 1 on a filter or sort change and leaves defaults out', () => {
    expect(usersListSearch.withFilter({ page: 3, role: 'admin' }, { role: undefined, type: 'internal' })).toEqual({
      type: 'internal',
    });
    expect(usersListSearch.withSort({ page: 2, pageSize: 25 }, { field: 'name', descending: true })).toEqual({
      sort: '-name',
    });
  });

  it('sends only what is set', () => {
    expect(usersListSearch.params({})).toEqual({ limit: 25, offset: 0 });
    expect(
      usersListSearch.params({ role: 'reader', clientId: 2, type: 'external', q: 'bo', page: 3, pageSize: 50 }),
    ).toEqual({
      limit: 50,
      offset: 100,
      role: 'reader',
      clientId: 2,
      type: 'external',
      search: 'bo',
    });
  });
});
