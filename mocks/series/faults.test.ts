// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileForVariable, sampleSeries, type SeriesProfile } from '../series';
import type { SeriesFaults } from './faults';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CYCLE = 14 * DAY;
// A cycle start well after the first data.
const START = Math.ceil(Date.UTC(2026, 5, 1) / CYCLE) * CYCLE;
const FIRST_DATA = Date.UTC(2024, 0, 1);

function profile(unitName: string, faults?: SeriesFaults, isCounter = false): SeriesProfile {
  return profileForVariable({ id: 42, unitName, firstDataAt: FIRST_DATA, isCounter, ...(faults ? { faults } : {}) });
}

const hourly = (p: SeriesProfile, start: number, end: number) =>
  sampleSeries(p, { start, end, sampling: 1, samplingUnit: 'hours', aggregation: 'average' }).points;

describe('series faults', () => {
  it('reads a stuck value over its span only, and nothing over a silent span', () => {
    const faults: SeriesFaults = {
      cycleMs: CYCLE,
      stuck: [{ offsetMs: 2 * DAY, durationMs: 3 * HOUR, value: -35 }],
      silent: [{ offsetMs: 5 * DAY, durationMs: 36 * HOUR }],
    };
    const points = hourly(profile('°C', faults), START, START + 7 * DAY);
    const at = (offset: number) => points.find(([time]) => time === START + offset)?.[1];
    expect([at(2 * DAY), at(2 * DAY + 2 * HOUR)]).toEqual([-35, -35]);
    expect(at(2 * DAY + 3 * HOUR)).not.toBe(-35);
    expect(at(5 * DAY)).toBeNull();
    expect(at(6 * DAY + 11 * HOUR)).toBeNull();
    expect(at(6 * DAY + 12 * HOUR)).not.toBeNull();
    // The same series without faults never reads so.
    expect(hourly(profile('°C'), START, START + 7 * DAY).some(([, value]) => value === -35 || value === null)).toBe(
      false,
    );
  });

  it('makes a meter’s index go down by a fixed amount, or back to zero, once a cycle', () => {
    const index = (faults: SeriesFaults) =>
      sampleSeries(profile('kWh', faults, true), {
        start: START + 3 * DAY - 2 * HOUR,
        end: START + 3 * DAY + 2 * HOUR,
        sampling: 1,
        samplingUnit: 'hours',
        aggregation: 'max',
      }).points.map(([, value]) => value ?? Number.NaN);
    const [before, , after] = index({ cycleMs: CYCLE, indexDrop: { offsetMs: 3 * DAY, drop: 500 } });
    expect(before! - after!).toBeGreaterThan(400);
    const [beforeReset, , afterReset] = index({ cycleMs: CYCLE, indexDrop: { offsetMs: 3 * DAY, drop: 'reset' } });
    expect(beforeReset).toBeGreaterThan(1000);
    expect(afterReset).toBeLessThan(beforeReset! * 0.05);
  });
});
