import { ariaSortOf, nextSort } from './sortCycle';

describe('header sort cycle', () => {
  it('goes ascending, descending, then back to the default order', () => {
    const asc = nextSort(null, 'site');
    expect(asc).toEqual({ field: 'site', descending: false });
    const desc = nextSort(asc, 'site');
    expect(desc).toEqual({ field: 'site', descending: true });
    expect(nextSort(desc, 'site')).toBeNull();
  });

  it('starts ascending on another column and tells aria-sort only for the sorted one', () => {
    expect(nextSort({ field: 'site', descending: true }, 'name')).toEqual({ field: 'name', descending: false });
    expect(ariaSortOf({ field: 'site', descending: true }, 'site')).toBe('descending');
    expect(ariaSortOf({ field: 'site', descending: false }, 'site')).toBe('ascending');
    expect(ariaSortOf({ field: 'site', descending: false }, 'name')).toBe('none');
    expect(ariaSortOf(null, 'name')).toBe('none');
  });
});
