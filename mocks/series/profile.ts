/**
 * What a generated series looks like: its shape (from the variable's unit) and its scale (from the
 * variable's id, so that two variables with the same unit still differ).
 */
import type { SeriesFaults } from './faults';
import { NoisePurpose, seedFor, uniform } from './noise';

export type SeriesShape = 'power' | 'energy_counter' | 'temperature' | 'flow' | 'pressure' | 'production' | 'status';

export interface SeriesProfile {
  variableId: number;
  shape: SeriesShape;
  /**
   * The level the shape varies around. energy_counter: the consumption rate at full activity per
   * hour (kW for a kWh meter, m3/h for an m3 meter); the index is its integral.
   */
  base: number;
  /**
   * How far the shape swings. energy_counter: the seasonal part of the rate (more in winter), capped
   * at 0.25 × base so that the rate, and so the index, never goes down.
   */
  amplitude: number;
  /** IANA name; working hours and calendar buckets follow it. */
  timeZone: string;
  /** epoch ms; no value before. */
  firstDataAt: number;
  /** epoch ms; no value after; null = still live. */
  lastDataAt: number | null;
  /** The demo's faulty sensors, modules and meters (faults.ts); none for most variables. */
  faults?: SeriesFaults;
}

export interface VariableForSeries {
  id: number;
  unitName: string;
  timeZone?: string;
  firstDataAt?: number;
  lastDataAt?: number | null;
  isCounter?: boolean;
  faults?: SeriesFaults;
}

/** spec 000 §9: "Default timezone Europe/Paris". */
export const DEFAULT_SERIES_TIME_ZONE = 'Europe/Paris';
/** Variables without a first data date start somewhere in the two years from here. */
const DEFAULT_HISTORY_START = Date.UTC(2021, 0, 1);
const DAY_MS = 86_400_000;

type UnitKind = 'power' | 'energy' | 'volume' | 'temperature' | 'flow' | 'pressure' | 'production' | 'status';

interface UnitInfo {
  kind: UnitKind;
  /** Multiplier from the kilo-scale defaults below (MW → 0.001, W → 1000, mbar → 1000). */
  scale: number;
}

/** Unit names as typed by people: case, spaces and the superscript ³ vary. */
function normalizeUnit(unitName: string): string {
  return unitName.trim().toLowerCase().replace(/\s+/g, '').replace(/³/g, '3').replace(/^deg/, '°');
}

const UNITS: Record<string, UnitInfo> = {
  w: { kind: 'power', scale: 1000 },
  kw: { kind: 'power', scale: 1 },
  kva: { kind: 'power', scale: 1 },
  mw: { kind: 'power', scale: 0.001 },
  wh: { kind: 'energy', scale: 1000 },
  kwh: { kind: 'energy', scale: 1 },
  mwh: { kind: 'energy', scale: 0.001 },
  m3: { kind: 'volume', scale: 1 },
  nm3: { kind: 'volume', scale: 1 },
  '°c': { kind: 'temperature', scale: 1 },
  c: { kind: 'temperature', scale: 1 },
  'm3/h': { kind: 'flow', scale: 1 },
  'nm3/h': { kind: 'flow', scale: 1 },
  bar: { kind: 'pressure', scale: 1 },
  mbar: { kind: 'pressure', scale: 1000 },
  't/h': { kind: 'production', scale: 1 },
  '%': { kind: 'status', scale: 100 },
  '': { kind: 'status', scale: 1 },
};

function shapeFor(kind: UnitKind, isCounter: boolean | undefined): SeriesShape {
  switch (kind) {
    // Energy and volumes are meters unless the variable says otherwise; then they are read as a
    // consumption per period, which follows the same working hours as a power or a flow.
    case 'energy':
      return isCounter === false ? 'power' : 'energy_counter';
    case 'volume':
      return isCounter === false ? 'flow' : 'energy_counter';
    case 'power':
      return isCounter ? 'energy_counter' : 'power';
    default:
      return kind;
  }
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * A profile for a variable of the mocked API. Unknown units give a power-like load curve (or a
 * meter when isCounter is true) rather than an error: the demo must draw something for any unit.
 */
export function profileForVariable(input: VariableForSeries): SeriesProfile {
  const unit = UNITS[normalizeUnit(input.unitName)];
  const kind: UnitKind = unit?.kind ?? 'power';
  const scale = unit?.scale ?? 1;
  const shape = shapeFor(kind, input.isCounter);
  const seed = seedFor(input.id, NoisePurpose.profile);
  const r1 = uniform(seed, 1);
  const r2 = uniform(seed, 2);
  let base: number;
  let amplitude: number;
  switch (shape) {
    case 'power':
      base = (20 + 380 * r1) * scale;
      amplitude = base * (0.45 + 0.2 * r2);
      break;
    case 'energy_counter':
      base = (10 + 290 * r1) * scale;
      amplitude = base * (0.05 + 0.2 * r2);
      break;
    case 'temperature':
      base = 9 + 6 * r1;
      amplitude = 7 + 5 * r2;
      break;
    case 'flow':
      base = 5 + 75 * r1;
      amplitude = base * (0.4 + 0.3 * r2);
      break;
    case 'pressure':
      base = (3 + 5 * r1) * scale;
      amplitude = base * (0.05 + 0.1 * r2);
      break;
    case 'production':
      base = 2 + 28 * r1;
      amplitude = base;
      break;
    case 'status':
      // % → 0 to 100 in quarters; unitless → an on/off state (see generator.ts).
      base = 0;
      amplitude = scale;
      break;
  }
  return {
    variableId: input.id,
    shape,
    base: round(base, 3),
    amplitude: round(amplitude, 3),
    timeZone: input.timeZone ?? DEFAULT_SERIES_TIME_ZONE,
    firstDataAt: input.firstDataAt ?? DEFAULT_HISTORY_START + Math.floor(uniform(seed, 3) * 730) * DAY_MS,
    lastDataAt: input.lastDataAt ?? null,
    ...(input.faults ? { faults: input.faults } : {}),
  };
}
