// @vitest-environment node
import { resolveShortcut } from '../../../lib/dateRanges';
import { preferredSamplingParams } from '../../../lib/sampling';
import { fitGraphSampling } from './graphSampling';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const from = (start: string, lengthMs: number) => {
  const begin = new Date(start);
  return { start: begin, end: new Date(begin.getTime() + lengthMs) };
};

describe('fitGraphSampling', () => {
  it('keeps a sampling that fits the period', () => {
    expect(
      fitGraphSampling(from('2026-11-10T00:00:00Z', 14 * 24 * HOUR), { sampling: 10, samplingUnit: 'minutes' }),
    ).toEqual({
      sampling: 10,
      samplingUnit: 'minutes',
      adjusted: false,
    });
  });

  it('changes a sampling that gives too many points to the finest usual one that fits, and says so', () => {
    // A year at 10 minutes is 52,560 points: 1 hour gives 8,760.
    expect(
      fitGraphSampling(from('2025-11-24T00:00:00Z', 365 * 24 * HOUR), { sampling: 10, samplingUnit: 'minutes' }),
    ).toEqual({
      sampling: 1,
      samplingUnit: 'hours',
      adjusted: true,
    });
    // Ten years at 1 hour: 87,600 points; 12 hours gives 7,300.
    expect(
      fitGraphSampling(from('2016-11-24T00:00:00Z', 3650 * 24 * HOUR), { sampling: 1, samplingUnit: 'hours' }),
    ).toMatchObject({
      sampling: 12,
      samplingUnit: 'hours',
      adjusted: true,
    });
  });

  it('chooses the finest usual sampling without a wanted one, without a notice', () => {
    expect(fitGraphSampling(from('2026-11-10T00:00:00Z', 30 * 24 * HOUR), null)).toEqual({
      sampling: 5,
      samplingUnit: 'minutes',
      adjusted: false,
    });
  });

  it('stays under 10,000 points: 9,999 fit; 10,000 and 10,001 do not', () => {
    const wanted = { sampling: 1, samplingUnit: 'minutes' } as const;
    expect(fitGraphSampling(from('2026-11-01T00:00:00Z', 9_999 * MINUTE), wanted).adjusted).toBe(false);
    expect(fitGraphSampling(from('2026-11-01T00:00:00Z', 10_000 * MINUTE), wanted)).toEqual({
      sampling: 5,
      samplingUnit: 'minutes',
      adjusted: true,
    });
    expect(fitGraphSampling(from('2026-11-01T00:00:00Z', 10_001 * MINUTE), wanted).adjusted).toBe(true);
    // The preferred sampling is sent only when it suits the period.
    expect(preferredSamplingParams(new Date(0), new Date(9_999 * MINUTE), wanted)).toEqual({
      preferredSampling: 1,
      preferredSamplingUnit: 'minutes',
    });
    expect(preferredSamplingParams(new Date(0), new Date(10_000 * MINUTE), wanted)).toEqual({});
  });

  it('counts the real length of a period across the Paris daylight-saving changes', () => {
    // J-7 ending on Monday 30 March 2026 10:00 in Paris: the clocks went forward on the 29th.
    const spring = resolveShortcut('J-7', new Date('2026-03-30T08:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe((7 * 24 - 1) * HOUR);
    // J-7 ending on Monday 26 October 2026 10:00 in Paris: the clocks went back on the 25th.
    const autumn = resolveShortcut('J-7', new Date('2026-10-26T09:00:00Z'));
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe((7 * 24 + 1) * HOUR);
    // 1 minute: 10,020 points over 167 hours, too many; 10,140 over 169.
    const minute = { sampling: 1, samplingUnit: 'minutes' } as const;
    expect(fitGraphSampling(spring, minute)).toMatchObject({ sampling: 5, samplingUnit: 'minutes', adjusted: true });
    expect(fitGraphSampling(autumn, minute)).toMatchObject({ sampling: 5, samplingUnit: 'minutes', adjusted: true });
    // 2 minutes: 5,010 and 5,070 points, both fit.
    expect(fitGraphSampling(spring, { sampling: 2, samplingUnit: 'minutes' }).adjusted).toBe(false);
    expect(fitGraphSampling(autumn, { sampling: 2, samplingUnit: 'minutes' }).adjusted).toBe(false);
  });
});
