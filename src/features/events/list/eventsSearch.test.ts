import { cleanSearch } from '../../../lib/searchParams';
import { eventListParamsFrom, eventsSearch, eventsSearchSchema, type EventsSearch } from './eventsSearch';

const cleanEventsSearch = (search: EventsSearch) => cleanSearch(search, eventsSearch.defaults);

// 15 March 2026, 10:00 in Paris (UTC+1).
const now = new Date('2026-03-15T09:00:00.000Z');

describe('eventsSearchSchema', () => {
  it('round-trips a full search unchanged', () => {
    const search: EventsSearch = {
      view: 'all',
      clientId: 1,
      placeId: 3,
      projectId: 7,
      alertId: 12,
      type: 'nodata',
      level: 'critical',
      status: ['new', 'seen'],
      cancelled: false,
      range: 'J-7',
      page: 3,
      pageSize: 100,
      sort: '-duration',
      search: 'compteur',
    };
    expect(eventsSearchSchema.parse(search)).toEqual(search);
    expect(eventsSearchSchema.parse(cleanEventsSearch(search))).toEqual(search);
  });

  it('drops malformed values one by one and keeps the rest', () => {
    const parsed = eventsSearchSchema.parse({
      view: 'everything',
      clientId: -2,
      placeId: 'abc',
      projectId: 4.5,
      alertId: '9',
      type: 'weird',
      category: 'other',
      level: 'fatal',
      status: ['new', 'bogus'],
      cancelled: 'maybe',
      range: 'J-8',
      start: 'not a date',
      end: '2026-03-01T00:00:00Z',
      page: 0,
      pageSize: 30,
      sort: '-password',
      search: 'pompe',
      unknown: 'x',
    });
    expect(parsed).toEqual({ alertId: 9, status: ['new'], end: '2026-03-01T00:00:00Z', search: 'pompe' });
  });

  it('accepts a single status, text booleans and numbers from the URL', () => {
    expect(eventsSearchSchema.parse({ status: 'fixed', cancelled: 'true', pageSize: '25', page: '2' })).toEqual({
      status: ['fixed'],
      cancelled: true,
      pageSize: 25,
      page: 2,
    });
    expect(eventsSearchSchema.parse({ range: 'all', category: 'tech' })).toEqual({ range: 'all', category: 'tech' });
  });
});

describe('the events defaults, filter and sort changes', () => {
  it('leaves defaults and empty values out', () => {
    expect(
      cleanEventsSearch({
        view: 'current',
        page: 1,
        pageSize: 50,
        status: [],
        search: '',
        sort: '-dateStart',
        projectId: undefined,
        level: 'info',
      }),
    ).toEqual({ level: 'info' });
    expect(cleanEventsSearch({ view: 'all', page: 2, pageSize: 25, sort: 'dateStart' })).toEqual({
      view: 'all',
      page: 2,
      pageSize: 25,
      sort: 'dateStart',
    });
  });

  it('goes back to page 1 on a filter or sort change', () => {
    const search: EventsSearch = { view: 'all', page: 4, level: 'error' };
    expect(eventsSearch.withFilter(search, { level: 'warning' })).toEqual({ view: 'all', level: 'warning' });
    expect(eventsSearch.withSort(search, { field: 'status', descending: false })).toEqual({
      view: 'all',
      level: 'error',
      sort: 'status',
    });
    expect(eventsSearch.withSort({ sort: 'status' }, null)).toEqual({});
  });

  it('keeps type and category from disagreeing', () => {
    expect(eventsSearch.withFilter({ category: 'tech' }, { type: 'high' })).toEqual({ type: 'high' });
    expect(eventsSearch.withFilter({ type: 'high' }, { category: 'spec' })).toEqual({ category: 'spec' });
  });

  it('tells the sort shown, the default being newest first', () => {
    expect(eventsSearch.sortOf({})).toEqual({ field: 'dateStart', descending: true });
    expect(eventsSearch.sortOf({ sort: 'level' })).toEqual({ field: 'level', descending: false });
  });
});

describe('eventListParamsFrom', () => {
  it('gives the current view: events in progress whatever the period, first page of 50', () => {
    expect(eventListParamsFrom({ range: 'J-7' }, now)).toEqual({ limit: 50, offset: 0, current: true });
  });

  it('gives the J-7 period, paging, sort and filters for the all view', () => {
    const params = eventListParamsFrom(
      {
        view: 'all',
        range: 'J-7',
        page: 3,
        pageSize: 25,
        sort: '-level',
        projectId: 7,
        status: ['new'],
        cancelled: false,
        search: 'pompe',
      },
      now,
    );
    expect(params).toEqual({
      limit: 25,
      offset: 50,
      ordering: '-level',
      projectId: 7,
      status: ['new'],
      cancelled: false,
      search: 'pompe',
      start: '2026-03-08T09:00:00.000Z',
      end: '2026-03-15T09:00:00.000Z',
    });
  });

  it('prefers explicit dates, defaults to two weeks, and sends no period for all time', () => {
    const explicit = eventListParamsFrom(
      { view: 'all', range: 'J-1', start: '2026-01-01T00:00', end: '2026-02-01T00:00' },
      now,
    );
    expect([explicit.start, explicit.end]).toEqual(['2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z']);
    const fallback = eventListParamsFrom({ view: 'all' }, now);
    expect([fallback.start, fallback.end]).toEqual(['2026-03-01T09:00:00.000Z', '2026-03-15T09:00:00.000Z']);
    const allTime = eventListParamsFrom({ view: 'all', range: 'all' }, now);
    expect(allTime.start).toBeUndefined();
    expect(allTime.end).toBeUndefined();
  });

  it('sends a category as its types, a type winning over it', () => {
    expect(eventListParamsFrom({ category: 'offline' }, now).type).toEqual(['offline', 'offline_single']);
    expect(eventListParamsFrom({ category: 'spec', type: 'low' }, now).type).toBe('low');
  });
});
