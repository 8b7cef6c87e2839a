/**
 * The maintenance checks of spec 001 §9 as pure functions over time series: values below or above
 * the sensor range, modules not responding for at least one day, values at the bottom of the range,
 * counters that decrease or reset. Product-agnostic: a series is [epoch ms, value | null] points in
 * time order (null is a hole), a range is the sensor's measuring range. The mocked server runs them
 * over a project's variables (mocks/db/maintenanceRun.ts); the screens only read their findings.
 */

/** spec 001 §9: the checks a maintenance report lists. */
export const MAINTENANCE_CHECK_KINDS = [
  'below_sensor_range',
  'above_sensor_range',
  'module_not_responding',
  'bottom_range_value',
  'counter_decrease',
  'counter_reset',
] as const;
export type MaintenanceCheckKind = (typeof MAINTENANCE_CHECK_KINDS)[number];

export type CheckPoint = readonly [number, number | null];

/** A sensor's measuring range (a 4–20 mA transmitter's 4 and 20 mA), in the variable's unit. */
export interface SensorRange {
  min: number;
  max: number;
}

export interface CheckFinding {
  kind: MaintenanceCheckKind;
  /** epoch ms: the first point at fault (the start of a silence). */
  from: number;
  /** epoch ms: the last point at fault (the end of a silence: the next value, or the period's end). */
  to: number;
  /** The worst value (lowest below, highest above, the value after a drop); null for a silence. */
  value: number | null;
  /** How many points are at fault (1 for a silence or a drop). */
  occurrences: number;
}

export const DAY_MS = 86_400_000;

/**
 * A value this close to the range's minimum (share of the span) reads as "at the bottom": a
 * transmitter that lost its signal reads its 4 mA floor, give or take its resolution.
 */
export const BOTTOM_TOLERANCE = 0.005;
/** A value at the bottom once is a reading; this many in a row is a sensor stuck there. */
export const BOTTOM_MIN_POINTS = 3;
/** A counter falling to at most this share of its previous index was reset, not decreasing. */
export const RESET_RATIO = 0.05;

/**
 * Consecutive points matching `test`, as runs; a hole (null) or a point not matching ends a run.
 * `worst` picks the run's reported value.
 */
function runs(
  points: readonly CheckPoint[],
  kind: MaintenanceCheckKind,
  test: (value: number) => boolean,
  worst: (a: number, b: number) => number,
): CheckFinding[] {
  const found: CheckFinding[] = [];
  let current: CheckFinding | null = null;
  for (const [at, value] of points) {
    if (value !== null && test(value)) {
      if (current) {
        current.to = at;
        current.value = worst(current.value ?? value, value);
        current.occurrences += 1;
      } else {
        current = { kind, from: at, to: at, value, occurrences: 1 };
      }
    } else if (current) {
      found.push(current);
      current = null;
    }
  }
  if (current) found.push(current);
  return found;
}

/** Values strictly below the range's minimum, and strictly above its maximum: the bounds are valid readings. */
export function findOutOfRange(points: readonly CheckPoint[], range: SensorRange): CheckFinding[] {
  const below = runs(points, 'below_sensor_range', (value) => value < range.min, Math.min);
  const above = runs(points, 'above_sensor_range', (value) => value > range.max, Math.max);
  return [...below, ...above].sort((a, b) => a.from - b.from);
}

/**
 * Values stuck at the bottom of the range: at least BOTTOM_MIN_POINTS points in a row between the
 * minimum (included) and the minimum plus BOTTOM_TOLERANCE of the span. Below the minimum is the
 * out-of-range check's, not this one's.
 */
export function findBottomRange(
  points: readonly CheckPoint[],
  range: SensorRange,
  minPoints: number = BOTTOM_MIN_POINTS,
): CheckFinding[] {
  const ceiling = range.min + Math.max(0, range.max - range.min) * BOTTOM_TOLERANCE;
  return runs(points, 'bottom_range_value', (value) => value >= range.min && value <= ceiling, Math.min).filter(
    (run) => run.occurrences >= minPoints,
  );
}

export interface SilenceOptions {
  /** The period looked at, epoch ms: [start, end). */
  start: number;
  end: number;
  /** The series' step: a value at t covers [t, t + step). */
  stepMs: number;
  /** The shortest silence reported; one day by default (spec 001 §9 "at least one day"). */
  minMs?: number;
}

/**
 * Spans of the period without any value, of at least `minMs`: before the first value, between two
 * values (from the end of the first one's step to the next), after the last one. A series with no
 * value at all is silent over the whole period.
 */
export function findSilences(points: readonly CheckPoint[], options: SilenceOptions): CheckFinding[] {
  const minMs = options.minMs ?? DAY_MS;
  const found: CheckFinding[] = [];
  let silentSince = options.start;
  const close = (until: number) => {
    const to = Math.min(until, options.end);
    if (to - silentSince >= minMs) {
      found.push({ kind: 'module_not_responding', from: silentSince, to, value: null, occurrences: 1 });
    }
  };
  for (const [at, value] of points) {
    if (value === null || at < options.start - options.stepMs || at >= options.end) continue;
    close(at);
    silentSince = Math.max(silentSince, at + options.stepMs);
  }
  close(options.end);
  return found;
}

/**
 * Whether anything answered at each instant of several series (a module's variables): [t, 1] where
 * at least one series has a value at t, in time order. The module is silent where none has.
 */
export function presence(seriesList: readonly (readonly CheckPoint[])[]): CheckPoint[] {
  const instants = new Set<number>();
  for (const series of seriesList) for (const [at, value] of series) if (value !== null) instants.add(at);
  return [...instants].sort((a, b) => a - b).map((at): CheckPoint => [at, 1]);
}

/**
 * A counter's index going down between two consecutive values (holes skipped): a reset when it
 * falls to RESET_RATIO of its previous value or less (back to about zero), a decrease otherwise.
 * One finding per drop, from the last value before it to the first after.
 */
export function findCounterDrops(points: readonly CheckPoint[]): CheckFinding[] {
  const found: CheckFinding[] = [];
  let previous: readonly [number, number] | null = null;
  for (const [at, value] of points) {
    if (value === null) continue;
    if (previous && value < previous[1]) {
      const reset = previous[1] > 0 && value <= previous[1] * RESET_RATIO;
      found.push({
        kind: reset ? 'counter_reset' : 'counter_decrease',
        from: previous[0],
        to: at,
        value,
        occurrences: 1,
      });
    }
    previous = [at, value];
  }
  return found;
}

export interface CheckedSeries {
  points: readonly CheckPoint[];
  /** The sensor's range; none for a series without one (a computed value, a meter). */
  range?: SensorRange | null;
  /** An index (meter) that should only go up. */
  counter: boolean;
}

/** Every check that applies to one variable's series: the counter checks, or the range checks. */
export function checkSeries(series: CheckedSeries): CheckFinding[] {
  if (series.counter) return findCounterDrops(series.points);
  if (!series.range) return [];
  return [...findOutOfRange(series.points, series.range), ...findBottomRange(series.points, series.range)].sort(
    (a, b) => a.from - b.from,
  );
}
