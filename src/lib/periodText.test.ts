// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodDays } from './periodText';

describe('periodDays', () => {
  it('ends a period at midnight on the day before, in the site’s zone', () => {
    // 01/08 00:00 to 01/11 00:00 in Paris (summer time, then winter time).
    expect(periodDays('2026-07-31T22:00:00.000Z', '2026-10-31T23:00:00.000Z')).toEqual({
      start: '01/08/2026',
      end: '31/10/2026',
    });
    expect(periodDays('2026-07-31T22:00:00.000Z', '2026-10-31T23:00:00.000Z', 'America/Montreal')).toEqual({
      start: '31/07/2026',
      end: '31/10/2026',
    });
  });

  it('keeps an end after midnight on its own day: the hours after midnight are in the period', () => {
    expect(periodDays('2025-02-01T00:00:00.000Z', '2025-05-01T00:00:00.000Z')).toEqual({
      start: '01/02/2025',
      end: '01/05/2025',
    });
  });

  it('keeps a period up to a time of the day on that day', () => {
    expect(periodDays('2026-11-18T10:00:00.000Z', '2026-11-25T10:00:00.000Z')).toEqual({
      start: '18/11/2026',
      end: '25/11/2026',
    });
    expect(periodDays('2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z').end).toBe('01/03/2026');
  });
});
