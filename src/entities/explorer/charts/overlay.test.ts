// @vitest-environment node
import { comparedPeriod, meanOf, overlayShift, percentDifference, shiftPoints } from './overlay';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('comparedPeriod', () => {
  it('previous: the same length just before', () => {
    const period = { start: at('2026-11-17T09:00:00Z'), end: at('2026-11-24T09:00:00Z') };
    expect(comparedPeriod(period, 'previous')).toEqual({
      start: at('2026-11-10T09:00:00Z'),
      end: at('2026-11-17T09:00:00Z'),
    });
  });

  it('year: the same wall-clock dates a year before in Paris', () => {
    const period = { start: at('2026-11-17T09:00:00Z'), end: at('2026-11-24T09:00:00Z') };
    expect(comparedPeriod(period, 'year')).toEqual({
      start: at('2025-11-17T09:00:00Z'),
      end: at('2025-11-24T09:00:00Z'),
    });
  });

  it('year: 29 February 2028 compares with 28 February 2027', () => {
    // 29 February 2028 00:00 in Paris (UTC+1).
    const period = { start: at('2028-02-28T23:00:00Z'), end: at('2028-03-01T23:00:00Z') };
    const compared = comparedPeriod(period, 'year');
    expect(compared.start).toEqual(at('2027-02-27T23:00:00Z'));
    expect(compared.end).toEqual(at('2027-03-01T23:00:00Z'));
  });

  it('year: across the spring change the hours stay on the wall clock', () => {
    // 28 March 2027 10:00 → 29 March 2027 10:00 in Paris (the clocks go forward on the 28th at 02:00).
    const period = { start: at('2027-03-28T08:00:00Z'), end: at('2027-03-29T08:00:00Z') };
    const compared = comparedPeriod(period, 'year');
    // 28 March 2026 10:00 (UTC+1, before the 2026 change on the 29th) → 29 March 2026 10:00 (UTC+2).
    expect(compared).toEqual({ start: at('2026-03-28T09:00:00Z'), end: at('2026-03-29T08:00:00Z') });
    expect(compared.end.getTime() - compared.start.getTime()).toBe(23 * HOUR);
  });

  it('previous: across the autumn change keeps the real length', () => {
    // 25 October 2026 00:00 → 26 October 00:00 in Paris: 25 hours.
    const period = { start: at('2026-10-24T22:00:00Z'), end: at('2026-10-25T23:00:00Z') };
    const compared = comparedPeriod(period, 'previous');
    expect(compared.end.getTime() - compared.start.getTime()).toBe(25 * HOUR);
    expect(compared.end).toEqual(period.start);
  });
});

describe('overlayShift', () => {
  it('previous: moves the compared points by the period length onto the current axis', () => {
    const period = { start: at('2026-11-17T00:00:00Z'), end: at('2026-11-24T00:00:00Z') };
    const shift = overlayShift(period, 'previous');
    const compared = comparedPeriod(period, 'previous');
    expect(shift(compared.start.getTime())).toBe(period.start.getTime());
    expect(shiftPoints([[compared.start.getTime(), 5]], shift)).toEqual([[period.start.getTime(), 5]]);
  });

  it('year: 10:00 a year before lands on 10:00 now, across the autumn change', () => {
    const period = { start: at('2026-10-24T08:00:00Z'), end: at('2026-10-27T09:00:00Z') };
    const shift = overlayShift(period, 'year');
    // 24 October 2025 10:00 Paris (UTC+2) → 24 October 2026 10:00 (UTC+2).
    expect(shift(at('2025-10-24T08:00:00Z').getTime())).toBe(at('2026-10-24T08:00:00Z').getTime());
    // 27 October 2025 10:00 (UTC+1, after the 2025 change on the 26th) → 27 October 2026 10:00 (UTC+1).
    expect(shift(at('2025-10-27T09:00:00Z').getTime())).toBe(at('2026-10-27T09:00:00Z').getTime());
    // 25 October 2025 10:00 (UTC+2, the 2025 change is the 26th) → 25 October 2026 10:00 (UTC+1, changed at 03:00).
    expect(shift(at('2025-10-25T08:00:00Z').getTime())).toBe(at('2026-10-25T09:00:00Z').getTime());
  });

  it('year: keeps the minutes within the hour', () => {
    const period = { start: at('2026-11-17T00:00:00Z'), end: at('2026-11-24T00:00:00Z') };
    const shift = overlayShift(period, 'year');
    expect(shift(at('2025-11-18T10:25:00Z').getTime())).toBe(at('2026-11-18T10:25:00Z').getTime());
  });
});

describe('percentDifference', () => {
  it('compares the means of the non-null values, rounded to one decimal', () => {
    expect(
      meanOf([
        [0, 1],
        [1, null],
        [2, 3],
      ]),
    ).toBe(2);
    expect(percentDifference([[0, 104.2]], [[0, 100]])).toBe(4.2);
    expect(
      percentDifference(
        [
          [0, 2],
          [1, null],
        ],
        [[0, 3]],
      ),
    ).toBe(-33.3);
    expect(percentDifference([[0, 1.00004]], [[0, 1]])).toBe(0);
  });

  it('cannot tell ("—") when the compared mean is 0 or either side has no value', () => {
    expect(percentDifference([[0, 5]], [[0, 0]])).toBeNull();
    expect(percentDifference([[0, 5]], [[0, null]])).toBeNull();
    expect(percentDifference([[0, null]], [[0, 5]])).toBeNull();
    expect(percentDifference([[0, 5]], [])).toBeNull();
  });

  it('divides by the magnitude of a negative compared mean', () => {
    expect(percentDifference([[0, -5]], [[0, -10]])).toBe(50);
  });
});
