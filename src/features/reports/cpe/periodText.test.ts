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

  it('keeps a period shorter than a day on its own day', () => {
    expect(periodDays('2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z')).toEqual({
      start: '01/03/2026',
      end: '01/03/2026',
    });
  });
});
