import type { SensorRange } from '../../src/lib/maintenanceChecks';
import { profileForVariable } from '../series';
import type { SeriesFaults } from '../series/faults';
import { visibleProjectIds } from './downloads';
import type { SeedBase } from './seedBase';
import type { VariableRow } from './variables';

/*
 * The demo's faulty measuring chains, so that a maintenance report (spec 001 §9) finds each of its
 * checks on one seeded project: the first visible project that has them all (in the demo seed,
 * the first project). On it, every 14 days (mocks/series/faults.ts):
 * - a temperature sensor reads -35 °C for 8 hours (below its -20…120 °C range), then 150 °C for
 *   4 hours three days later (above it);
 * - a pressure sensor reads 0 bar, the bottom of its 0…16 bar range, for 12 hours;
 * - a meter's index goes down by 100 hours of consumption; another meter is reset to zero;
 * - a module (acquisition device) answers nothing for 36 hours: none of its variables has a value.
 * A 14-day cycle puts a whole occurrence of each in any period of a month (even February).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const FAULT_CYCLE_MS = 14 * DAY;

/** Sensor ranges of the demo's analog transmitters, by unit; other variables have none. */
const SENSOR_RANGES: Record<string, SensorRange> = {
  '°C': { min: -20, max: 120 },
  bar: { min: 0, max: 16 },
};

export function sensorRangeOf(base: SeedBase, variable: VariableRow): SensorRange | null {
  if (variable.isCounter) return null;
  const unit = base.units.find((row) => row.id === variable.unitId)?.name ?? '';
  return SENSOR_RANGES[unit] ?? null;
}

export interface FaultPlan {
  projectId: number | null;
  byVariable: Map<number, SeriesFaults>;
}

const plans = new WeakMap<SeedBase, FaultPlan>();

function planFor(base: SeedBase): FaultPlan {
  const byVariable = new Map<number, SeriesFaults>();
  const latest = Math.max(...base.variables.map((row) => (row.lastDataDate ? Date.parse(row.lastDataDate) : 0)));
  // Still reporting, and for more than a year: a report on any recent month finds the faults.
  const live = (row: VariableRow) =>
    row.type === 'variable' &&
    row.firstDataDate !== null &&
    Date.parse(row.firstDataDate) <= latest - 400 * DAY &&
    row.lastDataDate !== null &&
    Date.parse(row.lastDataDate) >= latest;
  const unitOf = (row: VariableRow) => base.units.find((unit) => unit.id === row.unitId)?.name;
  for (const projectId of visibleProjectIds(base)) {
    const variables = base.variables.filter((row) => row.projectIds.includes(projectId) && live(row));
    const temperature = variables.find((row) => unitOf(row) === '°C');
    const pressure = variables.find((row) => unitOf(row) === 'bar');
    const counters = variables.filter((row) => row.isCounter);
    const [decreasing, reset] = counters;
    const faulty = [temperature, pressure, decreasing, reset];
    // The silent module: one that holds none of the sensors above, so that their faults still show.
    const module = variables.find(
      (row) =>
        row.acquisitionDeviceId !== null && faulty.every((one) => one?.acquisitionDeviceId !== row.acquisitionDeviceId),
    )?.acquisitionDeviceId;
    if (!temperature || !pressure || !decreasing || !reset || module === undefined || module === null) continue;
    byVariable.set(temperature.id, {
      cycleMs: FAULT_CYCLE_MS,
      stuck: [
        { offsetMs: 2 * DAY + 6 * HOUR, durationMs: 8 * HOUR, value: -35 },
        { offsetMs: 5 * DAY + 10 * HOUR, durationMs: 4 * HOUR, value: 150 },
      ],
    });
    byVariable.set(pressure.id, {
      cycleMs: FAULT_CYCLE_MS,
      stuck: [{ offsetMs: 8 * DAY, durationMs: 12 * HOUR, value: 0 }],
    });
    // An index above 1000 hours of consumption (series/generator.ts): 100 hours less is a decrease, not a reset.
    const hourlyRate = profileForVariable({
      id: decreasing.id,
      unitName: unitOf(decreasing) ?? '',
      isCounter: true,
    }).base;
    byVariable.set(decreasing.id, {
      cycleMs: FAULT_CYCLE_MS,
      indexDrop: { offsetMs: 3 * DAY + 12 * HOUR, drop: Math.round(100 * hourlyRate) },
    });
    byVariable.set(reset.id, { cycleMs: FAULT_CYCLE_MS, indexDrop: { offsetMs: 10 * DAY, drop: 'reset' } });
    for (const row of base.variables.filter((one) => one.acquisitionDeviceId === module)) {
      byVariable.set(row.id, {
        cycleMs: FAULT_CYCLE_MS,
        silent: [{ offsetMs: 11 * DAY + 6 * HOUR, durationMs: 36 * HOUR }],
      });
    }
    return { projectId, byVariable };
  }
  return { projectId: null, byVariable };
}

/** The faults of a variable's series in the demo; undefined for a sound one. */
export function seriesFaultsOf(base: SeedBase, variableId: number): SeriesFaults | undefined {
  let plan = plans.get(base);
  if (!plan) {
    plan = planFor(base);
    plans.set(base, plan);
  }
  return plan.byVariable.get(variableId);
}

/** The project whose measuring chains have the demo's faults (null when the seed has none to offer). */
export function faultyProjectId(base: SeedBase): number | null {
  seriesFaultsOf(base, 0);
  return plans.get(base)?.projectId ?? null;
}
