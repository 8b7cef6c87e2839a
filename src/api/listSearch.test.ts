import { z } from 'zod';
import { defineListSearch } from './listSearch';

const meters = defineListSearch({
  filters: {
    site: z.coerce.number().int().positive().optional().catch(undefined),
    q: z.string().trim().max(50).optional().catch(undefined),
    kinds: z
      .array(z.enum(['gas', 'power']))
      .optional()
      .catch(undefined),
  },
  view: { new: z.boolean().optional().catch(undefined) },
  defaults: { new: false },
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
  sortFields: ['name', 'site'],
});

describe('defineListSearch', () => {
  it('reads a URL, dropping malformed values rather than refusing it', () => {
    expect(meters.schema.parse({ site: '4', q: ' boiler ', page: '2', pageSize: '100', sort: '-site' })).toEqual({
      site: 4,
      q: 'boiler',
      page: 2,
      pageSize: 100,
      sort: '-site',
    });
    expect(meters.schema.parse({ site: 'x', page: 0, pageSize: 33, sort: 'password', kinds: ['oil'] })).toEqual({});
    expect(meters.schema.parse({ sort: '-' })).toEqual({});
  });

  it('goes back to page 1 on a filter or sort change, keeping the page size, defaults left out', () => {
    expect(meters.withFilter({ page: 3, pageSize: 100, q: 'a' }, { q: 'b', site: 2 })).toEqual({
      pageSize: 100,
      q: 'b',
      site: 2,
    });
    expect(meters.withFilter({ page: 2, q: 'a' }, { q: '' })).toEqual({});
    expect(meters.withSort({ page: 2, pageSize: 50 }, { field: 'name', descending: true })).toEqual({ sort: '-name' });
    expect(meters.withSort({ sort: 'name' }, null)).toEqual({});
  });

  it('clears the filters but keeps the sort, the page size and the view', () => {
    expect(
      meters.withoutFilters({ site: 1, q: 'x', kinds: ['gas'], page: 4, pageSize: 25, sort: 'site', new: true }),
    ).toEqual({ pageSize: 25, sort: 'site', new: true });
    expect(meters.isFiltered({ kinds: [] })).toBe(false);
    expect(meters.isFiltered({ kinds: ['gas'] })).toBe(true);
  });

  it('pages: a known size back to page 1, an unknown one as the default, defaults left out', () => {
    expect(meters.withPage({ q: 'a' }, 3)).toEqual({ q: 'a', page: 3 });
    expect(meters.withPage({ page: 3 }, 1)).toEqual({});
    expect(meters.withPageSize({ page: 3 }, 100)).toEqual({ pageSize: 100 });
    expect(meters.withPageSize({ pageSize: 100 }, 33)).toEqual({});
    expect(meters.clean({ new: false, page: 1, pageSize: 50, q: '' })).toEqual({});
  });

  it('sends limit, offset, the set filters and the ordering', () => {
    expect(meters.params({})).toEqual({ limit: 50, offset: 0 });
    expect(meters.params({ site: 2, q: '', kinds: ['gas'], page: 3, pageSize: 25, sort: '-name', new: true })).toEqual({
      limit: 25,
      offset: 50,
      site: 2,
      kinds: ['gas'],
      ordering: '-name',
    });
    expect(meters.sortOf({ sort: '-name' })).toEqual({ field: 'name', descending: true });
  });

  it('maps the filters to the API’s names when told how', () => {
    const users = defineListSearch({
      filters: { q: z.string().optional().catch(undefined) },
      pageSizes: [25],
      defaultPageSize: 25,
      sortFields: ['name'],
      filterParams: (search) => (search.q ? { search: search.q } : {}),
    });
    expect(users.params({ q: 'ana', page: 2 })).toEqual({ limit: 25, offset: 25, search: 'ana' });
    expect(users.filterParams({ q: 'ana', page: 2 })).toEqual({ search: 'ana' });
  });

  it('shows the server’s default order as the sort, left out of the URL, and keeps exclusive filters apart', () => {
    const events = defineListSearch({
      filters: {
        type: z.enum(['high', 'low']).optional().catch(undefined),
        category: z.enum(['spec']).optional().catch(undefined),
      },
      pageSizes: [50],
      defaultPageSize: 50,
      sortFields: ['dateStart', 'level'],
      defaultSort: { field: 'dateStart', descending: true },
      beforeFilter: (search, patch) => ('type' in patch ? { ...search, category: undefined } : search),
    });
    expect(events.sortOf({})).toEqual({ field: 'dateStart', descending: true });
    expect(events.withSort({ sort: 'level' }, { field: 'dateStart', descending: true })).toEqual({});
    expect(events.params({})).toEqual({ limit: 50, offset: 0 });
    expect(events.withFilter({ category: 'spec', page: 2 }, { type: 'high' })).toEqual({ type: 'high' });
  });

  it('prefixes the paging keys of lists sharing one search, leaving the other lists’ keys as they are', () => {
    const manual = defineListSearch({
      keyPrefix: 'manual',
      filters: { manualProject: z.coerce.number().int().positive().optional().catch(undefined) },
      view: { manualReport: z.literal('new').optional().catch(undefined) },
      pageSizes: [25, 50],
      defaultPageSize: 25,
      sortFields: ['name'],
    });
    expect(
      manual.schema.parse({
        manualPage: '3',
        manualPageSize: '50',
        manualSort: '-name',
        page: '2',
        manualProject: 'x',
      }),
    ).toEqual({ manualPage: 3, manualPageSize: 50, manualSort: '-name' });
    // Another tab's keys in the same search stay through every change.
    const otherTab = { sPage: 4 };
    const shared = { tab: 'manual', sPage: 4, manualPage: 3, manualProject: 2 };
    expect(manual.withFilter(shared, { manualProject: 5 })).toEqual({ tab: 'manual', sPage: 4, manualProject: 5 });
    expect(manual.withPage(shared, 1)).toEqual({ tab: 'manual', sPage: 4, manualProject: 2 });
    expect(manual.withPageSize({ ...otherTab, manualPage: 2 }, 50)).toEqual({ manualPageSize: 50, sPage: 4 });
    expect(manual.withPageSize({ manualPageSize: 50 }, 33)).toEqual({});
    expect(manual.withSort({ manualPage: 2 }, { field: 'name', descending: true })).toEqual({ manualSort: '-name' });
    expect(manual.withoutFilters({ manualProject: 2, manualPageSize: 50, manualReport: 'new' })).toEqual({
      manualPageSize: 50,
      manualReport: 'new',
    });
    expect(manual.sortOf({ manualSort: 'name' })).toEqual({ field: 'name', descending: false });
    expect(manual.params({ manualPage: 3, manualPageSize: 50, manualProject: 2, manualSort: 'name' })).toEqual({
      limit: 50,
      offset: 100,
      manualProject: 2,
      ordering: 'name',
    });
    expect(manual.clean({ manualPage: 1, manualPageSize: 25 })).toEqual({});
    expect(manual.isFiltered({ manualPage: 2 })).toBe(false);
  });
});
