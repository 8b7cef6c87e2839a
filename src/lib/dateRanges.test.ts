import { describe, expect, it } from 'vitest';
import {
  DATE_SHORTCUTS,
  DEFAULT_RANGE_DAYS,
  defaultRange,
  isDateShortcut,
  resolveRange,
  resolveShortcut,
} from './dateRanges';

const iso = (date: Date) => date.toISOString();

describe('date shortcuts (spec 000 §9)', () => {
  it('lists the spec shortcuts and recognises them', () => {
    expect(DATE_SHORTCUTS).toEqual(['J-1', 'J-3', 'J-7', 'J-14', 'M-1', 'M-3', 'M-6', 'YTD', 'MTD', 'Current']);
    expect(isDateShortcut('M-3')).toBe(true);
    expect(isDateShortcut('J-2')).toBe(false);
    expect(isDateShortcut(undefined)).toBe(false);
    expect(DEFAULT_RANGE_DAYS).toBe(14);
  });

  // 15 July 2026, 14:30 in Paris (UTC+2).
  const summerNow = new Date('2026-07-15T12:30:00Z');

  it('ends every range at now', () => {
    for (const shortcut of DATE_SHORTCUTS) {
      expect(iso(resolveShortcut(shortcut, summerNow).end)).toBe(iso(summerNow));
    }
  });

  it('counts J-n in days and M-n in calendar months', () => {
    expect(iso(resolveShortcut('J-1', summerNow).start)).toBe('2026-07-14T12:30:00.000Z');
    expect(iso(resolveShortcut('J-14', summerNow).start)).toBe('2026-07-01T12:30:00.000Z');
    expect(iso(resolveShortcut('M-1', summerNow).start)).toBe('2026-06-15T12:30:00.000Z');
    expect(iso(resolveShortcut('M-6', summerNow).start)).toBe('2026-01-15T13:30:00.000Z'); // winter: UTC+1
  });

  it('starts YTD, MTD and Current at midnight in Paris', () => {
    expect(iso(resolveShortcut('YTD', summerNow).start)).toBe('2025-12-31T23:00:00.000Z');
    expect(iso(resolveShortcut('MTD', summerNow).start)).toBe('2026-06-30T22:00:00.000Z');
    expect(iso(resolveShortcut('Current', summerNow).start)).toBe('2026-07-14T22:00:00.000Z');
  });

  it('uses the zone passed in', () => {
    expect(iso(resolveShortcut('Current', summerNow, 'UTC').start)).toBe('2026-07-15T00:00:00.000Z');
    expect(iso(resolveShortcut('Current', summerNow, 'America/New_York').start)).toBe('2026-07-15T04:00:00.000Z');
  });

  it('keeps the wall-clock time across spring-forward (2026-03-29)', () => {
    const now = new Date('2026-04-01T08:00:00Z'); // 10:00 in Paris (UTC+2)
    const { start } = resolveShortcut('J-7', now);
    expect(iso(start)).toBe('2026-03-25T09:00:00.000Z'); // 10:00 in Paris (UTC+1)
    expect((now.getTime() - start.getTime()) / 3600_000).toBe(7 * 24 - 1);
  });

  it('keeps the wall-clock time across fall-back (2026-10-25)', () => {
    const now = new Date('2026-10-27T09:00:00Z'); // 10:00 in Paris (UTC+1)
    const { start } = resolveShortcut('J-3', now);
    expect(iso(start)).toBe('2026-10-24T08:00:00.000Z'); // 10:00 in Paris (UTC+2)
    expect((now.getTime() - start.getTime()) / 3600_000).toBe(3 * 24 + 1);
  });

  it('starts Current at local midnight on a DST day', () => {
    expect(iso(resolveShortcut('Current', new Date('2026-03-29T12:00:00Z')).start)).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(resolveShortcut('Current', new Date('2026-10-25T12:00:00Z')).start)).toBe('2026-10-24T22:00:00.000Z');
  });

  it('crosses the year boundary', () => {
    const newYear = new Date('2026-01-01T00:30:00Z'); // 01:30 on 1 January in Paris
    expect(iso(resolveShortcut('YTD', newYear).start)).toBe('2025-12-31T23:00:00.000Z');
    expect(iso(resolveShortcut('J-1', newYear).start)).toBe('2025-12-31T00:30:00.000Z');
    expect(iso(resolveShortcut('M-1', newYear).start)).toBe('2025-12-01T00:30:00.000Z');
    // Still 31 December in Paris at 22:30 UTC: YTD is the whole of 2025.
    expect(iso(resolveShortcut('YTD', new Date('2025-12-31T22:30:00Z')).start)).toBe('2024-12-31T23:00:00.000Z');
  });

  it('clamps M-n to the last day of a shorter month', () => {
    const now = new Date('2026-03-31T10:00:00Z'); // 12:00 in Paris (UTC+2)
    expect(iso(resolveShortcut('M-1', now).start)).toBe('2026-02-28T11:00:00.000Z'); // 12:00 (UTC+1)
  });
});

describe('defaultRange', () => {
  it('is the last two weeks', () => {
    const now = new Date('2026-07-15T12:30:00Z');
    const range = defaultRange(now);
    expect(iso(range.start)).toBe('2026-07-01T12:30:00.000Z');
    expect(iso(range.end)).toBe(iso(now));
  });
});

describe('resolveRange', () => {
  const now = new Date('2026-07-15T12:30:00Z');

  it('prefers a valid explicit range', () => {
    const range = resolveRange({ shortcut: 'J-1', start: '2026-05-01T00:00:00Z', end: '2026-05-02T00:00:00Z' }, now);
    expect(iso(range.start)).toBe('2026-05-01T00:00:00.000Z');
    expect(iso(range.end)).toBe('2026-05-02T00:00:00.000Z');
  });

  it('reads dates without offset in the zone', () => {
    const range = resolveRange({ start: '2026-05-01', end: '2026-05-02T12:00' }, now);
    expect(iso(range.start)).toBe('2026-04-30T22:00:00.000Z');
    expect(iso(range.end)).toBe('2026-05-02T10:00:00.000Z');
  });

  it('falls back to the shortcut when the explicit range is invalid', () => {
    const expected = resolveShortcut('M-1', now);
    expect(resolveRange({ shortcut: 'M-1', start: 'garbage', end: '2026-05-02' }, now)).toEqual(expected);
    expect(resolveRange({ shortcut: 'M-1', start: '2026-05-02', end: '2026-05-01' }, now)).toEqual(expected);
    expect(resolveRange({ shortcut: 'M-1', start: '2026-05-02', end: '2026-05-02' }, now)).toEqual(expected);
    expect(resolveRange({ shortcut: 'M-1', start: '2026-05-01' }, now)).toEqual(expected);
  });

  it('falls back to the default two weeks otherwise', () => {
    const expected = defaultRange(now);
    expect(resolveRange({}, now)).toEqual(expected);
    expect(resolveRange({ shortcut: 'J-99' }, now)).toEqual(expected);
    expect(resolveRange({ start: '2026-13-01', end: 'nope' }, now)).toEqual(expected);
    expect(resolveRange({ start: null, end: null, shortcut: null }, now)).toEqual(expected);
  });
});
