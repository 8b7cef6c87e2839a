// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_POINTS_PER_SERIES } from '../src/lib/sampling';
import {
  RAW_RESOLUTION_MS,
  profileForVariable,
  rawValueAt,
  sampleSeries,
  seriesBand,
  type SeriesAggregation,
  type SeriesPoint,
  type SeriesProfile,
} from './series';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SINCE_2020 = Date.UTC(2020, 0, 1);
const profile = (id: number, unitName: string, extra: Partial<SeriesProfile> = {}): SeriesProfile => ({
  ...profileForVariable({ id, unitName, firstDataAt: SINCE_2020 }),
  ...extra,
});
const values = (points: SeriesPoint[]) => points.map(([, value]) => value);

/** Raw slot values through 10-minute buckets (exactly the slots), in chunks under the point limit. */
function rawSlots(series: SeriesProfile, start: number, end: number): Array<number | null> {
  const all: Array<number | null> = [];
  for (let from = start; from < end; from += 60 * DAY) {
    const to = Math.min(end, from + 60 * DAY);
    const { points } = sampleSeries(series, {
      start: from,
      end: to,
      sampling: 10,
      samplingUnit: 'minutes',
      aggregation: 'average',
    });
    all.push(...values(points));
  }
  return all;
}

describe('determinism', () => {
  const power = profile(11, 'kW');
  const query = {
    start: Date.UTC(2024, 2, 1),
    end: Date.UTC(2024, 3, 1),
    sampling: 1,
    samplingUnit: 'hours',
    aggregation: 'average',
  } as const;

  it('answers the same question the same way', () => {
    expect(sampleSeries(power, query)).toEqual(sampleSeries(power, query));
  });

  it('gives a bucket the same value whatever the window and whatever was asked before', () => {
    const shifted = sampleSeries(power, {
      ...query,
      start: query.start + 10 * DAY + 3 * HOUR,
      end: query.end + 20 * DAY,
    });
    const original = new Map(sampleSeries(power, query).points);
    const common = shifted.points.filter(([at]) => original.has(at));
    expect(common.length).toBeGreaterThan(400);
    for (const [at, value] of common) expect(value).toBe(original.get(at));
    // Raw values asked in reverse order match the 10-minute buckets.
    const start = Date.UTC(2024, 5, 1);
    const slots = rawSlots(power, start, start + DAY);
    for (let k = slots.length - 1; k >= 0; k -= 1)
      expect(rawValueAt(power, start + k * RAW_RESOLUTION_MS)).toBe(slots[k]);
  });
});

describe('meters', () => {
  // Both changes of offset of 2024 in Paris fall inside.
  const meter = profile(21, 'kWh');
  const start = Date.UTC(2024, 2, 20);
  const end = Date.UTC(2024, 10, 10);

  it('never goes down from one raw slot to the next', () => {
    let previous = Number.NEGATIVE_INFINITY;
    let seen = 0;
    for (const value of rawSlots(meter, start, end)) {
      if (value === null) continue;
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
      seen += 1;
    }
    expect(seen).toBeGreaterThan(30_000);
  });

  it.each([
    [1, 'minutes'],
    [10, 'minutes'],
    [1, 'hours'],
    [1, 'days'],
    [1, 'weeks'],
    [1, 'months'],
  ] as const)('gives a consumption >= 0 per bucket at %s %s', (sampling, samplingUnit) => {
    const { points } = sampleSeries(meter, { start, end, sampling, samplingUnit, aggregation: 'counter' });
    expect(points.length).toBeGreaterThan(0);
    for (const value of values(points)) if (value !== null) expect(value).toBeGreaterThanOrEqual(0);
  });

  it('keeps its index when the time zone table grows for a far-away query', () => {
    // A time zone no other test uses, so that its table is fresh here.
    const lisbon = { ...meter, timeZone: 'Europe/Lisbon' };
    const at = Date.UTC(2024, 6, 1, 12);
    const before = rawValueAt(lisbon, at) ?? rawValueAt(lisbon, at + 2 * HOUR);
    sampleSeries(lisbon, {
      start: Date.UTC(2090, 0, 1),
      end: Date.UTC(2090, 1, 1),
      sampling: 1,
      samplingUnit: 'days',
      aggregation: 'counter',
    });
    expect(rawValueAt(lisbon, at) ?? rawValueAt(lisbon, at + 2 * HOUR)).toBe(before);
  });

  it('adds up: the hours of a day consume what the day does', () => {
    const day = { start: Date.UTC(2024, 3, 9, 22), end: Date.UTC(2024, 3, 10, 22) };
    const hours = sampleSeries(meter, { ...day, sampling: 1, samplingUnit: 'hours', aggregation: 'counter' });
    const whole = sampleSeries(meter, { ...day, sampling: 1, samplingUnit: 'days', aggregation: 'counter' });
    expect(whole.points).toHaveLength(1);
    const total = values(hours.points).reduce<number>((sum, value) => sum + (value ?? 0), 0);
    expect(total).toBeCloseTo(whole.points[0]?.[1] ?? Number.NaN, 1);
  });
});

describe('aggregation', () => {
  const start = Date.UTC(2024, 0, 1);
  const end = Date.UTC(2024, 6, 1);
  const run = (
    series: SeriesProfile,
    aggregation: SeriesAggregation,
    sampling: number,
    samplingUnit: 'hours' | 'days' | 'months',
  ) => sampleSeries(series, { start, end, sampling, samplingUnit, aggregation }).points;

  it.each([
    ['kW', 1, 'hours'],
    ['°C', 1, 'days'],
    ['bar', 6, 'hours'],
    ['m3/h', 1, 'months'],
    ['kWh', 1, 'days'],
  ] as const)('keeps min <= average <= max in every %s bucket (%s %s)', (unitName, sampling, samplingUnit) => {
    const series = profile(31, unitName);
    const [min, average, max] = (['min', 'average', 'max'] as const).map((aggregation) =>
      run(series, aggregation, sampling, samplingUnit),
    );
    expect(average?.length).toBeGreaterThan(0);
    average?.forEach(([at, value], index) => {
      expect(min?.[index]?.[0]).toBe(at);
      if (value === null) return;
      expect(min?.[index]?.[1]).toBeLessThanOrEqual(value);
      expect(max?.[index]?.[1]).toBeGreaterThanOrEqual(value);
    });
  });

  it('makes a sum the average times the raw slots holding a value', () => {
    const series = profile(32, 'kW');
    const average = run(series, 'average', 1, 'hours');
    const sum = run(series, 'sum', 1, 'hours');
    average.forEach(([at, value], index) => {
      let slots = 0;
      for (let k = 0; k < 6; k += 1) if (rawValueAt(series, at + k * RAW_RESOLUTION_MS) !== null) slots += 1;
      if (value === null) return expect(sum[index]?.[1]).toBeNull();
      expect(sum[index]?.[1]).toBeCloseTo(value * slots, 1);
    });
  });

  it('repeats the raw value below the raw resolution', () => {
    const series = profile(33, 'kW');
    const from = Date.UTC(2024, 4, 2, 8);
    const { points } = sampleSeries(series, {
      start: from,
      end: from + HOUR,
      sampling: 1,
      samplingUnit: 'minutes',
      aggregation: 'average',
    });
    expect(points).toHaveLength(60);
    for (const [at, value] of points) expect(value).toBe(rawValueAt(series, at));
  });
});

describe('gaps', () => {
  const year = { start: Date.UTC(2024, 0, 1), end: Date.UTC(2025, 0, 1) };

  it('leaves a few hours without data', () => {
    const slots = rawSlots(profile(41, 'kW'), year.start, year.end);
    const missing = slots.filter((value) => value === null).length;
    expect(missing).toBeGreaterThan(0);
    expect(missing / slots.length).toBeLessThan(0.1);
  });

  it('takes some variables offline for days, and an hour without data is a null point', () => {
    // The longest run of missing raw slots, for each of 20 variables.
    const longestRuns = Array.from({ length: 20 }, (_, index) => {
      let longest = 0;
      let run = 0;
      for (const value of rawSlots(profile(100 + index, 'kW'), year.start, year.end)) {
        run = value === null ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
      return longest;
    });
    expect(longestRuns.filter((slots) => slots >= 144).length).toBeGreaterThan(2);
    expect(longestRuns.filter((slots) => slots < 144).length).toBeGreaterThan(2);

    const series = profile(100, 'kW');
    const hours = sampleSeries(series, {
      ...year,
      end: year.start + 300 * DAY,
      sampling: 1,
      samplingUnit: 'hours',
      aggregation: 'max',
    });
    const empty = hours.points.filter(([at]) => {
      for (let k = 0; k < 6; k += 1) if (rawValueAt(series, at + k * RAW_RESOLUTION_MS) !== null) return false;
      return true;
    });
    expect(empty.length).toBeGreaterThan(0);
    for (const [, value] of empty) expect(value).toBeNull();
  });

  it('has nothing before the first data or after the last', () => {
    const firstDataAt = Date.UTC(2024, 4, 10, 13, 25);
    const lastDataAt = Date.UTC(2024, 4, 20, 7);
    const series = { ...profile(42, 'kWh'), firstDataAt, lastDataAt };
    expect(rawValueAt(series, firstDataAt - 1)).toBeNull();
    expect(rawValueAt(series, lastDataAt + RAW_RESOLUTION_MS)).toBeNull();
    for (const samplingUnit of ['minutes', 'hours', 'days'] as const) {
      const { points } = sampleSeries(series, {
        start: Date.UTC(2024, 4, 1),
        end: Date.UTC(2024, 5, 1),
        sampling: 1,
        samplingUnit,
        aggregation: 'counter',
      });
      const step = points.length > 1 ? (points[1]?.[0] ?? 0) - (points[0]?.[0] ?? 0) : 0;
      expect(points[0]?.[0]).toBeGreaterThan(firstDataAt - step);
      expect(points.at(-1)?.[0]).toBeLessThanOrEqual(lastDataAt);
    }
  });
});

describe('point limit', () => {
  const kw = profile(51, 'kW');
  const year = { start: Date.UTC(2024, 0, 1), end: Date.UTC(2025, 0, 1), aggregation: 'average' } as const;

  it('raises the sampling to the smallest usual step that fits, and says so', () => {
    const result = sampleSeries(kw, { ...year, sampling: 1, samplingUnit: 'minutes' });
    expect(result).toMatchObject({ sampling: 1, samplingUnit: 'hours' });
    expect(result.points.length).toBeLessThanOrEqual(MAX_POINTS_PER_SERIES);
    expect(result.points.length).toBeGreaterThan(8700);
  });

  it('keeps a sampling that fits and honours a smaller limit', () => {
    expect(sampleSeries(kw, { ...year, sampling: 2, samplingUnit: 'hours' })).toMatchObject({
      sampling: 2,
      samplingUnit: 'hours',
    });
    const dashboard = sampleSeries(kw, { ...year, sampling: 10, samplingUnit: 'minutes', limit: 1000 });
    expect(dashboard).toMatchObject({ sampling: 12, samplingUnit: 'hours' });
    expect(dashboard.points.length).toBeLessThanOrEqual(1000);
    const tiny = sampleSeries(kw, { ...year, sampling: 1, samplingUnit: 'days', limit: 3 });
    expect(tiny.points.length).toBeLessThanOrEqual(3);
    expect(tiny.samplingUnit).toBe('years');
  });

  it('never returns more than the limit for periods that straddle bucket edges', () => {
    // 10,000 hours starting at half past: 10,001 aligned hourly buckets would be needed.
    const start = Date.UTC(2023, 0, 2, 0, 30);
    const result = sampleSeries(kw, {
      start,
      end: start + 10_000 * HOUR,
      sampling: 1,
      samplingUnit: 'hours',
      aggregation: 'sum',
    });
    expect(result.points.length).toBeLessThanOrEqual(MAX_POINTS_PER_SERIES);
    expect(result).toMatchObject({ sampling: 2, samplingUnit: 'hours' });
  });
});

describe('seriesBand', () => {
  it('is the lowest daily minimum and the highest daily maximum, as two samplings give them', () => {
    const now = Date.UTC(2026, 10, 20, 10);
    for (const series of [profile(11, '°C'), profile(12, 'kW'), profile(13, '%')]) {
      const year = { start: now - 365 * DAY, end: now, sampling: 1, samplingUnit: 'days' } as const;
      const mins = values(sampleSeries(series, { ...year, aggregation: 'min' }).points).filter((v) => v !== null);
      const maxs = values(sampleSeries(series, { ...year, aggregation: 'max' }).points).filter((v) => v !== null);
      expect(seriesBand(series, year)).toEqual({ low: Math.min(...mins), high: Math.max(...maxs) });
    }
  });

  it('has no band before the first data', () => {
    const series = profile(14, 'kW', { firstDataAt: Date.UTC(2026, 0, 1) });
    expect(
      seriesBand(series, { start: Date.UTC(2025, 0, 1), end: Date.UTC(2025, 5, 1), sampling: 1, samplingUnit: 'days' }),
    ).toBeNull();
  });
});
