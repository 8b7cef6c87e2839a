// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  checkSeries,
  findBottomRange,
  findCounterDrops,
  findOutOfRange,
  findSilences,
  presence,
  type CheckPoint,
} from './maintenanceChecks';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);
/** Hourly points from T0. */
const hourly = (values: readonly (number | null)[]): CheckPoint[] => values.map((value, i) => [T0 + i * HOUR, value]);
const range = { min: -20, max: 120 };

describe('findOutOfRange', () => {
  it('reports a run below the range with its lowest value and a run above with its highest', () => {
    const found = findOutOfRange(hourly([10, -25, -40, -22, 15, 130, 150, 20]), range);
    expect(found).toEqual([
      { kind: 'below_sensor_range', from: T0 + HOUR, to: T0 + 3 * HOUR, value: -40, occurrences: 3 },
      { kind: 'above_sensor_range', from: T0 + 5 * HOUR, to: T0 + 6 * HOUR, value: 150, occurrences: 2 },
    ]);
  });

  it('takes values exactly at the bounds as valid readings', () => {
    expect(findOutOfRange(hourly([-20, 120, -20, 120]), range)).toEqual([]);
  });

  it('splits a run at a hole and ignores holes', () => {
    const found = findOutOfRange(hourly([-30, null, -31, null, null]), range);
    expect(found.map((run) => [run.from, run.occurrences])).toEqual([
      [T0, 1],
      [T0 + 2 * HOUR, 1],
    ]);
  });
});

describe('findBottomRange', () => {
  it('reports values stuck at the minimum for three points or more', () => {
    const found = findBottomRange(hourly([5, -20, -20, -19.5, 6, -20, -20, 7]), range);
    // -19.5 is within 0.5 % of the 140 span above the minimum (-19.3).
    expect(found).toEqual([
      { kind: 'bottom_range_value', from: T0 + HOUR, to: T0 + 3 * HOUR, value: -20, occurrences: 3 },
    ]);
  });

  it('leaves values below the minimum to the out-of-range check', () => {
    expect(findBottomRange(hourly([-21, -21, -21, -21]), range)).toEqual([]);
  });

  it('does not take a value just above the tolerance for the bottom', () => {
    expect(findBottomRange(hourly([-19, -19, -19, -19]), range)).toEqual([]);
  });
});

describe('findSilences', () => {
  const step = HOUR;
  it('reports a silence of exactly one day', () => {
    // Values at 0 h and 25 h: nothing came from 1 h (end of the first value's step) to 25 h.
    const points: CheckPoint[] = [
      [T0, 1],
      [T0 + 25 * HOUR, 2],
    ];
    const found = findSilences(points, { start: T0, end: T0 + 26 * HOUR, stepMs: step });
    expect(found).toEqual([
      { kind: 'module_not_responding', from: T0 + HOUR, to: T0 + 25 * HOUR, value: null, occurrences: 1 },
    ]);
  });

  it('does not report a silence one step short of a day', () => {
    const points: CheckPoint[] = [
      [T0, 1],
      [T0 + 24 * HOUR, 2],
    ];
    expect(findSilences(points, { start: T0, end: T0 + 25 * HOUR, stepMs: step })).toEqual([]);
  });

  it('counts null points as silence, and the period edges too', () => {
    const values = [...Array<null>(30).fill(null), 5, 6, ...Array<null>(30).fill(null)];
    const found = findSilences(hourly(values), { start: T0, end: T0 + values.length * HOUR, stepMs: step });
    expect(found.map((silence) => [silence.from, silence.to])).toEqual([
      [T0, T0 + 30 * HOUR],
      [T0 + 32 * HOUR, T0 + 62 * HOUR],
    ]);
  });

  it('reports a series without any value as silent over the whole period', () => {
    const found = findSilences([], { start: T0, end: T0 + 2 * DAY_MS, stepMs: step });
    expect(found).toEqual([
      { kind: 'module_not_responding', from: T0, to: T0 + 2 * DAY_MS, value: null, occurrences: 1 },
    ]);
  });

  it('sees a module answering as long as one of its variables does', () => {
    const first = hourly([1, ...Array<null>(30).fill(null), 1]);
    const second = hourly([null, ...Array<number>(30).fill(3), null]);
    const both = presence([first, second]);
    expect(findSilences(both, { start: T0, end: T0 + 32 * HOUR, stepMs: step })).toEqual([]);
    expect(findSilences(presence([first]), { start: T0, end: T0 + 32 * HOUR, stepMs: step })).toHaveLength(1);
  });
});

describe('findCounterDrops', () => {
  it('tells a reset to zero from a small decrease', () => {
    const found = findCounterDrops(hourly([1000, 1010, 990, 995, 0, 4, 8]));
    expect(found).toEqual([
      { kind: 'counter_decrease', from: T0 + HOUR, to: T0 + 2 * HOUR, value: 990, occurrences: 1 },
      { kind: 'counter_reset', from: T0 + 3 * HOUR, to: T0 + 4 * HOUR, value: 0, occurrences: 1 },
    ]);
  });

  it('compares across holes, and takes a flat index as no drop', () => {
    const found = findCounterDrops(hourly([500, null, null, 400, 400, 400]));
    expect(found).toEqual([{ kind: 'counter_decrease', from: T0, to: T0 + 3 * HOUR, value: 400, occurrences: 1 }]);
  });

  it('takes a fall to a few percent of the index for a reset', () => {
    expect(findCounterDrops(hourly([10_000, 400]))[0]?.kind).toBe('counter_reset');
    expect(findCounterDrops(hourly([10_000, 600]))[0]?.kind).toBe('counter_decrease');
  });
});

describe('checkSeries', () => {
  it('runs the counter checks on a counter and never the range checks', () => {
    const points = hourly([100, 50, 60, 55]);
    expect(checkSeries({ points, counter: true, range }).map((finding) => finding.kind)).toEqual([
      'counter_decrease',
      'counter_decrease',
    ]);
  });

  it('runs the range checks on a series with a range, and nothing without one', () => {
    const points = hourly([-30, -20, -20, -20, 130]);
    expect(checkSeries({ points, counter: false, range }).map((finding) => finding.kind)).toEqual([
      'below_sensor_range',
      'bottom_range_value',
      'above_sensor_range',
    ]);
    expect(checkSeries({ points, counter: false })).toEqual([]);
  });
});
