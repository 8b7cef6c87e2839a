// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileForVariable, rawValueAt, sampleSeries, type SeriesPoint, type SeriesProfile } from '../series';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const profile = (id: number, unitName: string): SeriesProfile =>
  profileForVariable({ id, unitName, firstDataAt: Date.UTC(2020, 0, 1) });
const values = (points: SeriesPoint[]) => points.map(([, value]) => value);

describe('profileForVariable', () => {
  it.each([
    ['kW', undefined, 'power'],
    ['MW', undefined, 'power'],
    ['kWh', undefined, 'energy_counter'],
    ['MWh', true, 'energy_counter'],
    ['m³', undefined, 'energy_counter'],
    ['kWh', false, 'power'],
    ['°C', undefined, 'temperature'],
    ['m3/h', undefined, 'flow'],
    ['bar', undefined, 'pressure'],
    ['t/h', undefined, 'production'],
    ['%', undefined, 'status'],
    ['', undefined, 'status'],
  ] as const)('%s (counter: %s) is a %s series', (unitName, isCounter, shape) => {
    expect(profileForVariable({ id: 3, unitName, isCounter }).shape).toBe(shape);
  });

  it('derives the scale from the id, defaults to Paris and a live series', () => {
    const first = profileForVariable({ id: 1, unitName: 'kW' });
    const second = profileForVariable({ id: 2, unitName: 'kW' });
    expect(first.base).not.toBe(second.base);
    expect(profileForVariable({ id: 1, unitName: 'kW' })).toEqual(first);
    expect(first).toMatchObject({ timeZone: 'Europe/Paris', lastDataAt: null });
  });
});

describe('shapes', () => {
  it('works harder on weekday working hours than on Sunday night (power)', () => {
    for (const id of [61, 62, 63, 64]) {
      const series = profile(id, 'kW');
      for (let week = 0; week < 8; week += 1) {
        // Tuesday 10:00 and Sunday 03:00 in Paris (winter time: UTC + 1).
        const tuesday = Date.UTC(2024, 0, 9, 9) + week * 7 * DAY;
        const sunday = Date.UTC(2024, 0, 14, 2) + week * 7 * DAY;
        const at = (from: number) =>
          sampleSeries(series, {
            start: from,
            end: from + HOUR,
            sampling: 1,
            samplingUnit: 'hours',
            aggregation: 'average',
          }).points[0]?.[1];
        const working = at(tuesday);
        const night = at(sunday);
        if (working == null || night == null) continue;
        expect(working).toBeGreaterThan(night * 1.5);
      }
    }
  });

  it('follows working hours in the site time zone', () => {
    const paris = profile(65, 'kW');
    const newYork = { ...paris, timeZone: 'America/New_York' };
    // 14:00 UTC on a Wednesday: working hours in Paris, 09:00 in New York; 03:00 UTC: night in both.
    const value = (series: SeriesProfile, at: number) =>
      rawValueAt(series, at) ?? rawValueAt(series, at + HOUR) ?? Number.NaN;
    expect(value(paris, Date.UTC(2024, 1, 7, 14))).toBeGreaterThan(value(paris, Date.UTC(2024, 1, 7, 3)) * 1.5);
    expect(value(newYork, Date.UTC(2024, 1, 7, 16))).toBeGreaterThan(value(newYork, Date.UTC(2024, 1, 7, 3)) * 1.5);
    expect(value(newYork, Date.UTC(2024, 1, 7, 9))).toBeLessThan(value(paris, Date.UTC(2024, 1, 7, 9)));
  });

  it('is colder in January than in July, and colder at dawn than mid-afternoon', () => {
    const series = profile(66, '°C');
    const months = sampleSeries(series, {
      start: Date.UTC(2024, 0, 1),
      end: Date.UTC(2025, 0, 1),
      sampling: 1,
      samplingUnit: 'months',
      aggregation: 'average',
    });
    const [january, july] = [values(months.points)[0] ?? Number.NaN, values(months.points)[6] ?? Number.NaN];
    expect(july - january).toBeGreaterThan(8);
    const day = sampleSeries(series, {
      start: Date.UTC(2024, 3, 1),
      end: Date.UTC(2024, 4, 1),
      sampling: 3,
      samplingUnit: 'hours',
      aggregation: 'average',
    });
    const byHour = (hour: number) =>
      day.points.filter(([at]) => new Date(at).getUTCHours() === hour).map(([, value]) => value ?? 0);
    const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
    expect(mean(byHour(13))).toBeGreaterThan(mean(byHour(1)) + 2);
  });
});
