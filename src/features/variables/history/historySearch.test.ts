import { parseSearchParams, stringifySearchParams } from '../../../lib/searchParams';
import { historyClock } from './historyQueries';
import { hasPeriod, historyListParams, historyPeriod, historySearch, historySearchSchema } from './historySearch';

// 24 November 2026, 15:30:20 in Paris (UTC+1).
const NOW = new Date('2026-11-24T14:30:20Z');

const parse = (query: string) => historySearchSchema.parse(parseSearchParams(query));

describe('historySearchSchema', () => {
  it('reads the filters of a copied URL and writes them back the same', () => {
    const query = '?variableId=12&operation=rename&range=J-7&page=2&pageSize=100';
    const search = parse(query);
    expect(search).toEqual({ variableId: 12, operation: 'rename', range: 'J-7', page: 2, pageSize: 100 });
    expect(stringifySearchParams(search)).toBe(query);
  });

  it('drops what a hand-edited link spoils instead of refusing the page', () => {
    expect(parse('?variableId=abc&operation=erase&range=J-8&start=never&page=0&pageSize=30')).toEqual({});
  });

  it('leaves the defaults out and goes back to page 1 on a filter change', () => {
    const next = historySearch.withFilter(parse('?page=3&pageSize=50&operation=create'), { operation: 'delete' });
    expect(next).toEqual({ operation: 'delete' });
    expect(historySearch.withFilter({ pageSize: 100, page: 2 }, { variableId: 7 })).toEqual({
      pageSize: 100,
      variableId: 7,
    });
  });
});

describe('the period', () => {
  it('is the whole history when none is set', () => {
    expect(historyPeriod({}, NOW)).toBeNull();
    expect(hasPeriod({})).toBe(false);
    // A half-given explicit period is no period (never the two-week default).
    expect(historyPeriod({ start: '2026-11-01T00:00' }, NOW)).toBeNull();
  });

  it('resolves a shortcut at the clock, in Europe/Paris', () => {
    expect(historyPeriod({ range: 'J-7' }, NOW)).toEqual({ start: new Date('2026-11-17T14:30:20Z'), end: NOW });
    // MTD: the 1st of the month, midnight in Paris.
    expect(historyPeriod({ range: 'MTD' }, NOW)?.start).toEqual(new Date('2026-10-31T23:00:00Z'));
    expect(hasPeriod({ range: 'M-1' })).toBe(true);
  });

  it('prefers a valid explicit period, read as Paris wall-clock time', () => {
    const period = historyPeriod({ range: 'J-7', start: '2026-07-01T00:00', end: '2026-08-01T00:00' }, NOW);
    expect(period).toEqual({ start: new Date('2026-06-30T22:00:00Z'), end: new Date('2026-07-31T22:00:00Z') });
  });

  it('ends a shortcut at the end of the current minute, so a change made seconds ago is in it', () => {
    expect(historyClock(NOW)).toEqual(new Date('2026-11-24T14:31:00Z'));
  });
});

describe('historyListParams', () => {
  it('sends the project, the page, the variable, the operation and the period', () => {
    expect(historyListParams(5, parse('?variableId=12&operation=update&range=J-1&page=3&pageSize=25'), NOW)).toEqual({
      projectId: 5,
      limit: 25,
      offset: 50,
      variableId: 12,
      operation: 'update',
      start: '2026-11-23T14:30:20.000Z',
      end: '2026-11-24T14:30:20.000Z',
    });
  });

  it('sends no period for the whole history', () => {
    expect(historyListParams(5, {}, NOW)).toEqual({ projectId: 5, limit: 50, offset: 0 });
  });
});
