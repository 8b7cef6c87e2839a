import { cleanSearch, parseSearchParams, stringifySearchParams, withFilterChange } from './searchParams';

interface ListSearch {
  view?: 'current' | 'all';
  status?: string[];
  page?: number;
  pageSize?: number;
  search?: string;
}

describe('cleanSearch', () => {
  it('leaves out empty values and defaults, so one view has one URL', () => {
    const search: ListSearch = { view: 'current', status: [], page: 1, pageSize: 25, search: '' };
    expect(cleanSearch(search, { view: 'current', page: 1, pageSize: 50 })).toEqual({ pageSize: 25 });
  });

  it('compares arrays by their items', () => {
    expect(cleanSearch({ status: ['new'] }, { status: ['new'] })).toEqual({});
    expect(cleanSearch({ status: ['new', 'seen'] }, { status: ['new'] })).toEqual({ status: ['new', 'seen'] });
  });

  it('leaves no key holding undefined', () => {
    expect(Object.keys(cleanSearch({ view: undefined, page: 3 }))).toEqual(['page']);
  });
});

describe('withFilterChange', () => {
  it('goes back to page 1 and keeps the page size', () => {
    const search: ListSearch = { view: 'all', page: 4, pageSize: 100 };
    expect(withFilterChange(search, { status: ['seen'] })).toEqual({ view: 'all', pageSize: 100, status: ['seen'] });
  });

  it('cleans the result with the given defaults', () => {
    expect(withFilterChange<ListSearch>({ view: 'all', page: 2 }, { view: 'current' }, { view: 'current' })).toEqual(
      {},
    );
  });
});

describe('search params in the URL', () => {
  it('writes arrays as repeated parameters and scalars as plain text', () => {
    expect(stringifySearchParams({ status: ['new', 'seen'], page: 2, cancelled: false, view: 'all' })).toBe(
      '?status=new&status=seen&page=2&cancelled=false&view=all',
    );
  });

  it('reads repeated parameters as arrays, numbers and booleans as such', () => {
    expect(parseSearchParams('?status=new&status=seen&page=2&cancelled=false&view=all')).toEqual({
      status: ['new', 'seen'],
      page: 2,
      cancelled: false,
      view: 'all',
    });
  });

  it('writes nothing for an empty search, undefined values or empty arrays', () => {
    expect(stringifySearchParams({})).toBe('');
    expect(stringifySearchParams({ page: undefined, status: [] })).toBe('');
  });

  it('keeps text that looks like a number or a boolean as text', () => {
    const search = { search: '123', tag: 'true', note: '["x"]' };
    const query = stringifySearchParams(search);
    expect(parseSearchParams(query)).toEqual(search);
  });

  it('keeps ordinary text readable and round-trips it', () => {
    const search = { search: 'Température salle 2', sort: '-dateStart', redirect: '/events?status=new&status=seen' };
    const query = stringifySearchParams(search);
    expect(query).toContain('sort=-dateStart');
    expect(parseSearchParams(query)).toEqual(search);
  });

  it('still reads links written as JSON by earlier versions', () => {
    expect(parseSearchParams('?status=%5B%22seen%22%2C%22new%22%5D&search=%22123%22&page=2')).toEqual({
      status: ['seen', 'new'],
      search: '123',
      page: 2,
    });
  });

  it('reads an array of one value back as that value', () => {
    expect(parseSearchParams(stringifySearchParams({ status: ['seen'] }))).toEqual({ status: 'seen' });
  });
});
