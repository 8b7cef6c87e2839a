import type { VariableRow } from './db/variables';
import { mix32, signedUniform, uniform } from './series/noise';

/*
 * The data the mocked modelling fits (spec 001 §4 "Modelling"), shaped like what an M&V engineer
 * models: an energy use explained by the outside temperature (heating: colder, more), by a
 * production or a load rate (working days), by other uses. Each explanatory variable's series
 * follows its unit; the modelled variable is built from them with known weights plus 4 % noise,
 * so that a run finds them again with a good fit (the G14 verdict passes) and a variable that
 * weighs nothing shows a high p-value. Values depend on the instant, not on the request's start,
 * so that two periods agree where they overlap.
 */

export interface SeriesRef {
  variableId: number;
  aggregationId: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.2425;
/** Unit ids of the seed (mocks/db/variables.ts UNITS). */
const CELSIUS = 4;
const PRODUCTION_UNITS = [9, 10];
const LOAD_RATE = 8;
const USE_UNITS = [1, 2, 3, 5, 6, 11, 12];

type Driver = 'temperature' | 'production' | 'load' | 'use' | 'other';

function driverOf(variable: VariableRow | undefined): Driver {
  const unitId = variable?.unitId;
  if (unitId === CELSIUS) return 'temperature';
  if (unitId !== undefined && PRODUCTION_UNITS.includes(unitId)) return 'production';
  if (unitId === LOAD_RATE) return 'load';
  if (unitId !== undefined && USE_UNITS.includes(unitId)) return 'use';
  return 'other';
}

const seedOf = (ref: SeriesRef, salt: number) => mix32(mix32(ref.variableId * 31 + ref.aggregationId) ^ salt);

/** A weather-like deviation: a value per day, smoothed over three days. */
function weather(seed: number, day: number): number {
  return (signedUniform(seed, day - 1) + 2 * signedUniform(seed, day) + signedUniform(seed, day + 1)) / 4;
}

/** Mon–Fri; the demo's sites work on weekdays (UTC days are close enough to Paris days here). 1970-01-01 was a Thursday. */
const isWorkingDay = (time: number) => {
  const weekday = (Math.floor(time / DAY_MS) + 4) % 7;
  return weekday >= 1 && weekday <= 5;
};

/** 0 in mid-July, 1 in mid-January: how much heating the season asks for. */
const winterness = (time: number) => (1 + Math.cos((2 * Math.PI * (time / DAY_MS - 14)) / YEAR_DAYS)) / 2;

/** One explanatory variable's value at an instant, the step telling whether the day's hours show. */
function valueAt(driver: Driver, seed: number, time: number, stepMs: number): number {
  const day = Math.floor(time / DAY_MS);
  const hour = Math.floor(time / HOUR_MS);
  const subDaily = stepMs < DAY_MS;
  const hourOfDay = (time % DAY_MS) / HOUR_MS;
  const working = isWorkingDay(time) && (!subDaily || (hourOfDay >= 6 && hourOfDay < 22));
  const level = 20 + 480 * uniform(seed, 1);
  switch (driver) {
    case 'temperature': {
      // About 3 °C in January and 20 °C in July, a few degrees of weather, a daily swing below a day.
      const offset = 3 * (uniform(seed, 1) - 0.5);
      const swing = subDaily ? 4 * Math.sin((2 * Math.PI * (hourOfDay - 9)) / 24) : 0;
      return 20 + offset - 17 * winterness(time) + 4 * weather(seed, day) + swing + 0.5 * signedUniform(seed, hour);
    }
    case 'production':
      return level * (working ? 0.85 + 0.3 * uniform(seed, day + 7) : 0.05 + 0.1 * uniform(seed, day + 7));
    case 'load':
      return (working ? 70 : 25) + 10 * signedUniform(seed, hour);
    case 'use':
      return level * (1 + 0.3 * winterness(time)) * (working ? 1 : 0.6) * (1 + 0.05 * signedUniform(seed, hour));
    case 'other':
      return (
        level * (1 + 0.1 * Math.sin((2 * Math.PI * day) / 29 + 6 * uniform(seed, 2))) +
        0.05 * level * signedUniform(seed, hour)
      );
  }
}

/**
 * Where an explanatory variable's values sit and how far they swing, from its kind alone (not from
 * the period), so that the modelled values do not depend on the period asked for.
 */
function nominal(driver: Driver, seed: number): { center: number; spread: number } {
  const level = 20 + 480 * uniform(seed, 1);
  switch (driver) {
    case 'temperature':
      return { center: 11.5, spread: 6 };
    case 'production':
      return { center: 0.7 * level, spread: 0.45 * level };
    case 'load':
      return { center: 57, spread: 22 };
    case 'use':
      return { center: 1.1 * level, spread: 0.25 * level };
    case 'other':
      return { center: level, spread: 0.08 * level };
  }
}

const explanatorySeed = (ref: SeriesRef) => seedOf(ref, 0x5eed);

/** An explanatory variable's series at the given instants. */
export function explanatorySeries(
  ref: SeriesRef,
  variable: VariableRow | undefined,
  times: readonly number[],
  stepMs: number,
): Float64Array {
  const driver = driverOf(variable);
  const seed = explanatorySeed(ref);
  const values = new Float64Array(times.length);
  for (let i = 0; i < times.length; i += 1) values[i] = valueAt(driver, seed, times[i] ?? 0, stepMs);
  return values;
}

/**
 * How much of the modelled variable's level an explanatory variable swings it by, per nominal
 * spread: heating goes against the temperature, production, load and other uses with it, and a
 * fifth of the other variables weigh nothing.
 */
function weight(target: SeriesRef, ref: SeriesRef, driver: Driver): number {
  const seed = seedOf(ref, mix32(target.variableId * 7_919 + target.aggregationId));
  const size = 0.06 + 0.12 * uniform(seed, 1);
  if (driver === 'temperature') return -size;
  if (driver === 'production' || driver === 'load' || driver === 'use') return size;
  return uniform(seed, 2) < 0.2 ? 0 : Math.sign(signedUniform(seed, 3)) * size;
}

/** The modelled variable's "measured" values: its level, the weighted drivers, 4 % noise; never negative. */
export function modelledSeries(
  target: SeriesRef,
  refs: readonly SeriesRef[],
  variables: readonly VariableRow[],
  columns: readonly Float64Array[],
  times: readonly number[],
): Float64Array {
  const seed = seedOf(target, 0x7a29e7);
  const level = 50 + 950 * uniform(seed, 1);
  const drivers = refs.map((ref) => driverOf(variables.find((row) => row.id === ref.variableId)));
  const weights = refs.map((ref, j) => weight(target, ref, drivers[j] ?? 'other'));
  // The drivers swing at most 45 % of the level per spread, so that a use stays well above zero.
  const total = weights.reduce((sum, value) => sum + Math.abs(value), 0);
  const shrink = total > 0.45 ? 0.45 / total : 1;
  const slopes = refs.map((ref, j) => {
    const { center, spread } = nominal(drivers[j] ?? 'other', explanatorySeed(ref));
    return { center, slope: ((weights[j] ?? 0) * shrink * level) / spread };
  });
  const y = new Float64Array(times.length);
  for (let i = 0; i < times.length; i += 1) {
    const time = times[i] ?? 0;
    let value = level;
    for (let j = 0; j < slopes.length; j += 1) {
      const { center, slope } = slopes[j] ?? { center: 0, slope: 0 };
      value += slope * ((columns[j]?.[i] ?? center) - center);
    }
    // Near-Gaussian noise (three uniforms), 4 % of the level in standard deviation.
    const key = Math.floor(time / HOUR_MS);
    const noise = signedUniform(seed, key) + signedUniform(seed, key + 1e7) + signedUniform(seed, key + 2e7);
    y[i] = Math.max(0, value + 0.04 * level * noise);
  }
  return y;
}
