// @vitest-environment node
import {
  hasPeriod,
  interventionListParamsFrom,
  interventionsSearchSchema,
  withInterventionsFilter,
  withInterventionsSort,
  withInterventionsTab,
} from './interventionsSearch';
import { interventionsQueries } from './interventionsQueries';

const now = new Date('2026-11-25T10:30:00.000Z');

describe('the interventions lists in the URL', () => {
  it('reads a shared link, dropping what is malformed', () => {
    expect(
      interventionsSearchSchema.parse({
        tab: 'archived',
        projectId: '7',
        type: 'audit',
        status: 'completed',
        range: 'M-1',
        search: '  passerelle ',
        page: '3',
        pageSize: '50',
        sort: '-duration',
      }),
    ).toEqual({
      tab: 'archived',
      projectId: 7,
      type: 'audit',
      range: 'M-1',
      search: 'passerelle',
      page: 3,
      pageSize: 50,
      sort: '-duration',
    });
    expect(
      interventionsSearchSchema.parse({ tab: 'old', type: 'repair', pageSize: 33, sort: 'secret', page: 0 }),
    ).toEqual({});
  });

  it('sends page, sort and filters to both calls, the status only from the current tab', () => {
    const search = interventionsSearchSchema.parse({
      clientId: 2,
      type: 'corrective',
      status: 'on_hold',
      search: 'sonde',
      page: 2,
      sort: 'title',
    });
    expect(interventionListParamsFrom(search, now)).toEqual({
      limit: 25,
      offset: 25,
      ordering: 'title',
      clientId: 2,
      type: 'corrective',
      status: 'on_hold',
      search: 'sonde',
    });
    expect(interventionListParamsFrom({ ...search, tab: 'archived' }, now)).not.toHaveProperty('status');
    expect(interventionsQueries({}, now).all.queryKey).toEqual(['interventions', 'all', { limit: 25, offset: 0 }]);
  });

  it('sends a period only when one is chosen (every ticket by default)', () => {
    expect(hasPeriod({})).toBe(false);
    expect(interventionListParamsFrom({}, now)).not.toHaveProperty('start');
    const explicit = interventionListParamsFrom({ start: '2026-01-01T00:00', end: '2026-02-01T00:00' }, now);
    expect([explicit.start, explicit.end]).toEqual(['2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z']);
    const lastMonth = interventionListParamsFrom({ range: 'M-1' }, now);
    expect(lastMonth.start && lastMonth.end && lastMonth.start < lastMonth.end).toBe(true);
    expect(hasPeriod({ start: '2026-02-01T00:00', end: '2026-01-01T00:00' })).toBe(false);
  });

  it('goes back to page 1 on a filter, tab or sort change, defaults left out', () => {
    const search = { page: 4, pageSize: 50 as const, status: 'open' as const };
    expect(withInterventionsFilter(search, { type: 'audit' })).toEqual({ pageSize: 50, status: 'open', type: 'audit' });
    expect(withInterventionsTab(search, 'archived')).toEqual({ tab: 'archived', pageSize: 50 });
    expect(withInterventionsTab({ tab: 'archived', page: 2 }, 'current')).toEqual({});
    expect(withInterventionsSort(search, { field: 'startDate', descending: true })).toEqual({
      pageSize: 50,
      status: 'open',
    });
    expect(withInterventionsSort(search, { field: 'user', descending: false })).toMatchObject({ sort: 'user' });
  });
});
