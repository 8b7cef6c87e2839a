import {
  checkCustomDraft,
  dateRangeFromSearch,
  dateRangeSearchSchema,
  dateRangeToSearch,
  resolveDateRangeValue,
  sameDateRange,
  toLocalInputValue,
} from './dateRangeValue';

const NOW = new Date('2026-11-23T09:00:00Z'); // 10:00 in Paris

describe('dateRangeSearchSchema', () => {
  it('keeps valid params and drops malformed ones instead of failing', () => {
    expect(dateRangeSearchSchema.parse({ range: 'J-7' })).toEqual({ range: 'J-7' });
    expect(dateRangeSearchSchema.parse({ range: 'J-8', start: 12, end: '2026-11-20T10:00' })).toEqual({
      range: undefined,
      start: undefined,
      end: '2026-11-20T10:00',
    });
  });
});

describe('dateRangeFromSearch', () => {
  it('prefers a valid explicit period, then the shortcut, then the default (null)', () => {
    expect(dateRangeFromSearch({ range: 'M-1', start: '2026-11-01T00:00', end: '2026-11-02T00:00' })).toEqual({
      start: '2026-11-01T00:00',
      end: '2026-11-02T00:00',
    });
    expect(dateRangeFromSearch({ range: 'M-1', start: '2026-11-02T00:00', end: '2026-11-01T00:00' })).toEqual({
      shortcut: 'M-1',
    });
    expect(dateRangeFromSearch({ start: 'garbage', end: '2026-11-01T00:00' })).toBeNull();
    expect(dateRangeFromSearch({})).toBeNull();
  });
});

describe('dateRangeToSearch', () => {
  it('leaves the default out of the URL and clears the unused form', () => {
    expect(dateRangeToSearch(null)).toEqual({ range: undefined, start: undefined, end: undefined });
    expect(dateRangeToSearch({ shortcut: 'YTD' })).toEqual({ range: 'YTD', start: undefined, end: undefined });
    expect(dateRangeToSearch({ start: 'a', end: 'b' })).toEqual({ range: undefined, start: 'a', end: 'b' });
  });

  it('round-trips through the schema', () => {
    for (const value of [null, { shortcut: 'J-3' as const }, { start: '2026-11-01T08:00', end: '2026-11-03T18:30' }]) {
      expect(dateRangeFromSearch(dateRangeSearchSchema.parse(dateRangeToSearch(value)))).toEqual(value);
    }
  });
});

describe('resolveDateRangeValue', () => {
  it('resolves shortcuts, custom wall-clock periods in Paris and the two-week default', () => {
    expect(resolveDateRangeValue({ shortcut: 'J-7' }, NOW)).toEqual({
      start: new Date('2026-11-16T09:00:00Z'),
      end: NOW,
    });
    expect(resolveDateRangeValue({ start: '2026-07-01T10:00', end: '2026-07-02T10:00' }, NOW)).toEqual({
      start: new Date('2026-07-01T08:00:00Z'),
      end: new Date('2026-07-02T08:00:00Z'),
    });
    expect(resolveDateRangeValue(null, NOW)).toEqual({ start: new Date('2026-11-09T09:00:00Z'), end: NOW });
  });
});

describe('checkCustomDraft', () => {
  it('asks for both ends, then for start before end', () => {
    expect(checkCustomDraft('', '2026-11-02T00:00')).toEqual({ fromError: 'required', toError: undefined });
    expect(checkCustomDraft('2026-11-02T00:00', '2026-11-01T00:00')).toEqual({ toError: 'order' });
    expect(checkCustomDraft('2026-11-01T00:00', '2026-11-01T00:00')).toEqual({ toError: 'order' });
    expect(checkCustomDraft('2026-11-01T00:00', '2026-11-02T00:00')).toEqual({
      value: { start: '2026-11-01T00:00', end: '2026-11-02T00:00' },
    });
  });
});

describe('helpers', () => {
  it("writes datetime-local values on the zone's wall clock", () => {
    expect(toLocalInputValue(NOW)).toBe('2026-11-23T10:00');
    expect(toLocalInputValue(NOW, 'America/New_York')).toBe('2026-11-23T04:00');
  });

  it('compares values by content', () => {
    expect(sameDateRange({ shortcut: 'J-1' }, { shortcut: 'J-1' })).toBe(true);
    expect(sameDateRange({ start: 'a', end: 'b' }, { start: 'a', end: 'b' })).toBe(true);
    expect(sameDateRange({ start: 'a', end: 'b' }, { shortcut: 'J-1' })).toBe(false);
    expect(sameDateRange(null, null)).toBe(true);
    expect(sameDateRange(null, { shortcut: 'J-1' })).toBe(false);
  });
});
