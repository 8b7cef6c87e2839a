import { homeSearchSchema, homeSortOf, homeStructureOf, withHomeSort, withHomeStructure } from './homeSearch';

describe('the home URL state', () => {
  it('keeps valid filters and sort, drops malformed ones', () => {
    expect(homeSearchSchema.parse({ clientId: '3', placeId: 'x', projectId: -2, sort: '-offline' })).toEqual({
      clientId: 3,
      sort: '-offline',
    });
    expect(homeSearchSchema.parse({ sort: 'password' }).sort).toBeUndefined();
    expect(homeSearchSchema.parse({ sort: '-' }).sort).toBeUndefined();
  });

  it('reads and writes the table sort', () => {
    expect(homeSortOf({ sort: '-daysdelay' })).toEqual({ field: 'daysdelay', descending: true });
    expect(homeSortOf({})).toBeNull();
    expect(withHomeSort({ clientId: 1 }, { field: 'project', descending: false })).toEqual({
      clientId: 1,
      sort: 'project',
    });
    expect(withHomeSort({ clientId: 1, sort: 'project' }, null)).toEqual({ clientId: 1 });
  });

  it('replaces the whole structure filter, keeping the sort', () => {
    const next = withHomeStructure({ clientId: 1, placeId: 2, sort: 'tech' }, { clientId: 4 });
    expect(next).toEqual({ clientId: 4, sort: 'tech' });
    expect(homeStructureOf({ projectId: 7, sort: 'tech' })).toEqual({ projectId: 7 });
  });
});
