// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodDays } from './periodText';

describe('periodDays', () => {
  it('ends a period on its last day included, in Paris time', () => {
    expect(periodDays('2026-07-31T22:00:00.000Z', '2026-10-31T23:00:00.000Z')).toEqual({
      start: '01/08/2026',
      end: '31/10/2026',
    });
  });

  it('reads an end at midnight UTC (02:00 in Paris in summer) as the day before', () => {
    expect(periodDays('2025-02-01T00:00:00.000Z', '2025-05-01T00:00:00.000Z')).toEqual({
      start: '01/02/2025',
      end: '30/04/2025',
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
