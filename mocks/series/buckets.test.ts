// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Sampling } from '../../src/lib/sampling';
import { planBuckets } from './buckets';
import { ZoneClock } from '../../src/lib/zoneClock';

const HOUR = 3_600_000;
const paris = new ZoneClock('Europe/Paris');
const plan = (start: number, end: number, sampling: Sampling, limit = 10_000) =>
  Array.from(planBuckets(paris, start, end, sampling, limit).boundaries);

describe('planBuckets', () => {
  it('starts months at local midnight on the first, whatever the offset', () => {
    expect(plan(Date.UTC(2024, 1, 10), Date.UTC(2024, 4, 2), { sampling: 1, samplingUnit: 'months' })).toEqual([
      Date.UTC(2024, 0, 31, 23),
      Date.UTC(2024, 1, 29, 23),
      Date.UTC(2024, 2, 31, 22),
      Date.UTC(2024, 3, 30, 22),
      Date.UTC(2024, 4, 31, 22),
    ]);
    // Quarters from January; years on 1 January.
    expect(plan(Date.UTC(2024, 4, 1), Date.UTC(2024, 4, 2), { sampling: 3, samplingUnit: 'months' })).toEqual([
      Date.UTC(2024, 2, 31, 22),
      Date.UTC(2024, 5, 30, 22),
    ]);
    expect(plan(Date.UTC(2024, 4, 1), Date.UTC(2024, 4, 2), { sampling: 1, samplingUnit: 'years' })).toEqual([
      Date.UTC(2023, 11, 31, 23),
      Date.UTC(2024, 11, 31, 23),
    ]);
  });

  it('makes local days (23 hours on the spring change) and weeks from Monday', () => {
    const days = plan(Date.UTC(2024, 2, 30, 12), Date.UTC(2024, 3, 1, 12), { sampling: 1, samplingUnit: 'days' });
    expect(days).toEqual([
      Date.UTC(2024, 2, 29, 23),
      Date.UTC(2024, 2, 30, 23),
      Date.UTC(2024, 2, 31, 22),
      Date.UTC(2024, 3, 1, 22),
    ]);
    // Wednesday 6 March 2024 → the week of Monday 4 March, 00:00 in Paris.
    expect(plan(Date.UTC(2024, 2, 6), Date.UTC(2024, 2, 7), { sampling: 1, samplingUnit: 'weeks' })).toEqual([
      Date.UTC(2024, 2, 3, 23),
      Date.UTC(2024, 2, 10, 23),
    ]);
  });

  it('drops the skipped spring hour and lengthens the repeated autumn one', () => {
    const spring = plan(Date.UTC(2024, 2, 31, 0), Date.UTC(2024, 2, 31, 3), { sampling: 1, samplingUnit: 'hours' });
    expect(spring).toEqual([0, 1, 2, 3].map((hour) => Date.UTC(2024, 2, 31, hour)));
    const autumn = plan(Date.UTC(2024, 9, 26, 23), Date.UTC(2024, 9, 27, 3), { sampling: 2, samplingUnit: 'hours' });
    // 00:00, 02:00 (the first one, summer time) and 04:00 local.
    expect(autumn).toEqual([Date.UTC(2024, 9, 26, 22), Date.UTC(2024, 9, 27, 0), Date.UTC(2024, 9, 27, 3)]);
  });

  it('keeps steps that divide an hour on real time, so 10-minute buckets are the raw slots', () => {
    const start = Date.UTC(2024, 9, 27, 0, 55);
    const buckets = plan(start, start + HOUR, { sampling: 10, samplingUnit: 'minutes' });
    expect(buckets).toHaveLength(8);
    buckets.forEach((at, index) => expect(at).toBe(Date.UTC(2024, 9, 27, 0, 50) + index * 600_000));
  });

  it('raises the sampling until the buckets fit the limit', () => {
    const result = planBuckets(
      paris,
      Date.UTC(2024, 0, 1),
      Date.UTC(2024, 0, 8),
      { sampling: 1, samplingUnit: 'minutes' },
      100,
    );
    expect(result).toMatchObject({ sampling: 2, samplingUnit: 'hours' });
    expect(result.boundaries.length - 1).toBeLessThanOrEqual(100);
  });
});
