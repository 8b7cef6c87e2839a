import { describe, expect, it } from 'vitest';
import { aggregateImported, overlayImported, type ImportedOverlay } from './importedValues';

const HOUR = 3_600_000;
const start = Date.parse('2026-03-02T00:00:00Z');

describe('imported values over a generated series', () => {
  const overlay: ImportedOverlay = {
    timeZone: 'Europe/Paris',
    points: [
      [start + HOUR, 10],
      [start + HOUR + 15 * 60_000, 20],
      [start + 3 * HOUR, 5],
      [start + 30 * HOUR, 99],
    ],
  };

  it('replaces the buckets holding imported values, keeps the others, adds missing ones', () => {
    const generated: [number, number | null][] = [
      [start, 1],
      [start + HOUR, 2],
      [start + 2 * HOUR, 3],
    ];
    const period = { start, end: start + 4 * HOUR };
    expect(
      overlayImported(generated, overlay, period, { sampling: 1, samplingUnit: 'hours' }, 'average', 10_000),
    ).toEqual([
      [start, 1],
      [start + HOUR, 15],
      [start + 2 * HOUR, 3],
      [start + 3 * HOUR, 5],
    ]);
    expect(
      overlayImported(generated, overlay, period, { sampling: 1, samplingUnit: 'hours' }, 'max', 10_000)[1],
    ).toEqual([start + HOUR, 20]);
  });

  it('aligns day buckets on the site’s midnight', () => {
    const points = overlayImported(
      [],
      overlay,
      { start: start - HOUR, end: start + 47 * HOUR },
      { sampling: 1, samplingUnit: 'days' },
      'sum',
      10_000,
    );
    // Paris midnight is 23:00 UTC in March.
    expect(points).toEqual([
      [start - HOUR, 35],
      [start + 23 * HOUR, 99],
    ]);
  });

  it('aggregates readings: a counter is the change over the bucket', () => {
    expect(aggregateImported([100, 104.5, 110], 'counter')).toBe(10);
    expect(aggregateImported([1, 2], 'sum')).toBe(3);
    expect(aggregateImported([], 'average')).toBeNull();
  });
});
