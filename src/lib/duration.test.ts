import { describe, expect, it } from 'vitest';
import { durationBetween, formatDuration } from './duration';

const DAY = 86400;
const HOUR = 3600;
const MINUTE = 60;

describe('formatDuration (spec 000 §9)', () => {
  const twoDaysEtc = 2 * DAY + 3 * HOUR + 15 * MINUTE + 4;

  it('uses d, h, min in English and J, h, min in French', () => {
    expect(formatDuration(twoDaysEtc, { locale: 'en' })).toBe('2d 3h 15min');
    expect(formatDuration(twoDaysEtc, { locale: 'fr' })).toBe('2J 3h 15min');
  });

  it('defaults to French', () => {
    expect(formatDuration(twoDaysEtc)).toBe('2J 3h 15min');
  });

  it('adds seconds on demand', () => {
    expect(formatDuration(twoDaysEtc, { locale: 'en', withSeconds: true })).toBe('2d 3h 15min 4s');
    expect(formatDuration(twoDaysEtc, { locale: 'fr', withSeconds: true })).toBe('2J 3h 15min 4s');
  });

  it('omits leading zero units but keeps the inner and trailing ones', () => {
    expect(formatDuration(3 * HOUR + 5 * MINUTE, { locale: 'en' })).toBe('3h 5min');
    expect(formatDuration(DAY + 5 * MINUTE, { locale: 'en' })).toBe('1d 0h 5min');
    expect(formatDuration(DAY, { locale: 'en' })).toBe('1d 0h 0min');
    expect(formatDuration(HOUR, { locale: 'en', withSeconds: true })).toBe('1h 0min 0s');
    expect(formatDuration(42 * MINUTE, { locale: 'en' })).toBe('42min');
    expect(formatDuration(42, { locale: 'en', withSeconds: true })).toBe('42s');
  });

  it('shows zero as 0min, or 0s with seconds', () => {
    expect(formatDuration(0)).toBe('0min');
    expect(formatDuration(0, { withSeconds: true })).toBe('0s');
  });

  it('rounds partial units down', () => {
    expect(formatDuration(59, { locale: 'en' })).toBe('0min');
    expect(formatDuration(119.9, { locale: 'en' })).toBe('1min');
    expect(formatDuration(4.7, { locale: 'en', withSeconds: true })).toBe('4s');
  });

  it('keeps a minus sign for negative durations', () => {
    expect(formatDuration(-(HOUR + MINUTE), { locale: 'en' })).toBe('-1h 1min');
    expect(formatDuration(-30, { locale: 'en' })).toBe('0min');
  });

  it('gives "" when there is no duration', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('durationBetween', () => {
  it('returns the seconds between two instants', () => {
    expect(durationBetween('2026-03-01T10:00:00Z', '2026-03-01T11:30:00Z')).toBe(5400);
    expect(durationBetween(new Date('2026-03-01T10:00:00Z'), Date.parse('2026-03-01T10:00:01.500Z'))).toBe(1.5);
  });

  it('counts real elapsed time across a DST change', () => {
    // Paris skips 02:00 → 03:00 on 2026-03-29: midnight to noon is 11 hours.
    expect(durationBetween('2026-03-29T00:00:00+01:00', '2026-03-29T12:00:00+02:00')).toBe(11 * HOUR);
  });

  it('returns null when an end is missing or invalid', () => {
    expect(durationBetween('2026-03-01T10:00:00Z', null)).toBeNull();
    expect(durationBetween(undefined, '2026-03-01T10:00:00Z')).toBeNull();
    expect(durationBetween('2026-03-01T10:00:00Z', 'garbage')).toBeNull();
  });

  it('is negative when the end comes first', () => {
    expect(durationBetween('2026-03-01T11:00:00Z', '2026-03-01T10:00:00Z')).toBe(-HOUR);
  });
});
