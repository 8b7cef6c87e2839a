import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  formatDashDateTime,
  formatDate,
  formatDateTime,
  formatIsoDateTime,
  toInstant,
} from './dateFormat';

describe('date formats (spec 000 §9)', () => {
  const instant = '2026-07-14T08:05:09Z'; // summer: Paris is UTC+2

  it('renders the four formats in Europe/Paris by default', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Paris');
    expect(formatDateTime(instant)).toBe('14/07/2026 10:05');
    expect(formatIsoDateTime(instant)).toBe('2026-07-14 10:05:09');
    expect(formatDashDateTime(instant)).toBe('14-07-2026 10:05');
    expect(formatDate(instant)).toBe('14/07/2026');
  });

  it('accepts a Date, epoch milliseconds and an ISO string alike', () => {
    const date = new Date(instant);
    expect(formatDateTime(date)).toBe('14/07/2026 10:05');
    expect(formatDateTime(date.getTime())).toBe('14/07/2026 10:05');
    expect(formatDateTime('2026-07-14T10:05:09+02:00')).toBe('14/07/2026 10:05');
  });

  it('shows the UTC clock when asked for UTC', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('14/07/2026 08:05');
    expect(formatIsoDateTime('2026-01-15T23:30:00Z', 'UTC')).toBe('2026-01-15 23:30:00');
  });

  it('uses +1 h in winter and may change the calendar day', () => {
    expect(formatIsoDateTime('2026-01-15T23:30:00Z')).toBe('2026-01-16 00:30:00');
    expect(formatDate('2025-12-31T23:00:00Z')).toBe('01/01/2026');
    expect(formatDate('2025-12-31T22:59:59Z')).toBe('31/12/2025');
  });

  it('follows the spring-forward transition (2026-03-29, 02:00 → 03:00 in Paris)', () => {
    expect(formatIsoDateTime('2026-03-29T00:59:59Z')).toBe('2026-03-29 01:59:59');
    expect(formatIsoDateTime('2026-03-29T01:00:00Z')).toBe('2026-03-29 03:00:00');
  });

  it('follows the fall-back transition (2026-10-25, 03:00 → 02:00 in Paris)', () => {
    // The same wall-clock time occurs twice, one hour apart.
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25/10/2026 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25/10/2026 02:30');
    expect(formatDateTime('2026-10-25T02:30:00Z')).toBe('25/10/2026 03:30');
  });

  it('reads an ISO string without offset as wall-clock time in the zone', () => {
    expect(formatDateTime('2026-03-29T10:00')).toBe('29/03/2026 10:00');
    expect(formatDate('2026-03-29')).toBe('29/03/2026');
    expect(formatDateTime('2026-03-29T10:00', 'America/New_York')).toBe('29/03/2026 10:00');
    expect(toInstant('2026-07-14T10:00')?.toISOString()).toBe('2026-07-14T08:00:00.000Z');
  });

  it('gives "" for missing or invalid input and never throws', () => {
    for (const format of [formatDateTime, formatIsoDateTime, formatDashDateTime, formatDate]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('')).toBe('');
      expect(format('not a date')).toBe('');
      expect(format('2026-13-45')).toBe('');
      expect(format(new Date(Number.NaN))).toBe('');
      expect(format(Number.NaN)).toBe('');
      expect(format(instant, 'Not/AZone')).toBe('');
    }
  });
});
