import {
  checkSeries,
  findSilences,
  presence,
  type CheckFinding,
  type CheckPoint,
  type SensorRange,
} from '../../../src/lib/maintenanceChecks';
import { MAX_POINTS_PER_SERIES } from '../../../src/lib/sampling';
import type { MaintenanceCheckRow } from '../../db/bexReports';
import type { MockDatabase } from '../../db/database';
import { sensorRangeOf } from '../../db/maintenanceFaults';
import type { VariableRow } from '../../db/variables';
import { SLOT_MS, SeriesGenerator } from '../../series/generator';
import { profileOf } from '../variables/dataSeries';

/*
 * The server's run of the maintenance checks (spec 001 §9) over a project's variables for a
 * report's period, with the same pure functions the product documents (src/lib/maintenanceChecks):
 * the range checks on the variables with a sensor range, the counter checks on the meters, and a
 * module (acquisition device) not responding when none of its variables has a value for a day.
 */

/**
 * The checks read one raw reading an hour (or fewer over a long period: at most 10,000 a series,
 * spec 000 §9): what a maintenance review is about lasts hours, not minutes, and a month of a
 * project's variables reads in a few milliseconds, so that listing reports stays quick.
 */
const HOUR_MS = 3_600_000;

function stepFor(startMs: number, endMs: number): number {
  const step = Math.max(HOUR_MS, Math.ceil((endMs - startMs) / MAX_POINTS_PER_SERIES / HOUR_MS) * HOUR_MS);
  return step;
}

/** The variable's raw readings at each step of the period (null where none came). */
function seriesOf(db: MockDatabase, variable: VariableRow, startMs: number, endMs: number): CheckPoint[] {
  const profile = profileOf(db, variable);
  if (!profile) return [];
  const generator = new SeriesGenerator(profile, startMs, endMs);
  const step = stepFor(startMs, endMs);
  const points: CheckPoint[] = [];
  for (let at = Math.ceil(startMs / step) * step; at < endMs; at += step) {
    if (at < generator.firstDataAt || at > generator.lastDataAt) continue;
    const value = generator.slotValue(Math.floor(at / SLOT_MS));
    points.push([at, Number.isNaN(value) ? null : Math.round(value * 1000) / 1000]);
  }
  return points;
}

function row(
  finding: CheckFinding,
  variable: VariableRow | null,
  deviceId: number | null,
  range: SensorRange | null,
  seriesVariableId: number | null,
): MaintenanceCheckRow {
  return {
    kind: finding.kind,
    variableId: variable?.id ?? null,
    acquisitionDeviceId: deviceId,
    occurrences: finding.occurrences,
    firstSeenAt: new Date(finding.from).toISOString(),
    lastSeenAt: new Date(finding.to).toISOString(),
    value: finding.value,
    range,
    seriesVariableId,
    comment: null,
  };
}

function variableFindings(
  db: MockDatabase,
  variable: VariableRow,
  startMs: number,
  endMs: number,
): MaintenanceCheckRow[] {
  const range = sensorRangeOf(db, variable);
  if (!variable.isCounter && !range) return [];
  const found = checkSeries({ points: seriesOf(db, variable, startMs, endMs), counter: variable.isCounter, range });
  return found.map((finding) => row(finding, variable, null, range, variable.id));
}

/**
 * A module is silent when none of its variables has a value: its variables are read one by one
 * until together they leave no silence of a day (the rest cannot make one), so that a module that
 * answers costs one or two reads.
 */
function moduleFindings(
  db: MockDatabase,
  deviceId: number,
  variables: readonly VariableRow[],
  startMs: number,
  endMs: number,
): MaintenanceCheckRow[] {
  const stepMs = stepFor(startMs, endMs);
  const read: CheckPoint[][] = [];
  let silences: CheckFinding[] = [];
  for (const variable of variables) {
    read.push(seriesOf(db, variable, startMs, endMs));
    silences = findSilences(presence(read), { start: startMs, end: endMs, stepMs });
    if (silences.length === 0) return [];
  }
  return silences.map((finding) => row(finding, null, deviceId, null, variables[0]?.id ?? null));
}

export function runMaintenanceChecks(
  db: MockDatabase,
  projectId: number,
  startMs: number,
  endMs: number,
): MaintenanceCheckRow[] {
  // Measured variables only (a formula has no sensor); those that never had data have no series.
  const variables = db.variables.filter(
    (variable) => variable.projectIds.includes(projectId) && variable.type === 'variable' && variable.firstDataDate,
  );
  const checks = variables.flatMap((variable) => variableFindings(db, variable, startMs, endMs));
  const devices = [...new Set(variables.map((variable) => variable.acquisitionDeviceId))];
  for (const deviceId of devices) {
    if (deviceId === null) continue;
    const own = variables.filter((variable) => variable.acquisitionDeviceId === deviceId);
    checks.push(...moduleFindings(db, deviceId, own, startMs, endMs));
  }
  return checks.sort((a, b) => a.firstSeenAt.localeCompare(b.firstSeenAt) || a.kind.localeCompare(b.kind));
}
