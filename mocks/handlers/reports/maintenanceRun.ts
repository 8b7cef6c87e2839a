import {
  checkSeries,
  findSilences,
  presence,
  type CheckFinding,
  type CheckPoint,
  type SensorRange,
} from '../../../src/lib/maintenanceChecks';
import { chooseSampling, samplingToSeconds } from '../../../src/lib/sampling';
import type { MaintenanceCheckRow } from '../../db/bexReports';
import type { MockDatabase } from '../../db/database';
import { sensorRangeOf } from '../../db/maintenanceFaults';
import type { VariableRow } from '../../db/variables';
import { sampleSeries, type SeriesAggregation } from '../../series';
import { profileOf } from '../variables/dataSeries';

/*
 * The server's run of the maintenance checks (spec 001 §9) over a project's variables for a
 * report's period, with the same pure functions the product documents (src/lib/maintenanceChecks):
 * the range checks on the variables with a sensor range, the counter checks on the meters, and a
 * module (acquisition device) not responding when none of its variables has a value for a day.
 */

/** The finest step the generator has (10 minutes), or a coarser one that keeps 10,000 points. */
function stepFor(startMs: number, endMs: number) {
  return chooseSampling(new Date(startMs), new Date(endMs), { sampling: 10, samplingUnit: 'minutes' });
}

function seriesOf(
  db: MockDatabase,
  variable: VariableRow,
  startMs: number,
  endMs: number,
  aggregation: SeriesAggregation,
): CheckPoint[] {
  const profile = profileOf(db, variable);
  if (!profile) return [];
  const step = stepFor(startMs, endMs);
  return sampleSeries(profile, { start: startMs, end: endMs, ...step, aggregation }).points;
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
  // A meter is checked on its index (the step's highest); a sensor on its lowest and highest
  // readings of each step, so that a coarse step keeps the extremes.
  const low = seriesOf(db, variable, startMs, endMs, variable.isCounter ? 'max' : 'min');
  const found = variable.isCounter
    ? checkSeries({ points: low, counter: true })
    : [
        ...checkSeries({ points: low, counter: false, range }).filter((one) => one.kind !== 'above_sensor_range'),
        ...checkSeries({ points: seriesOf(db, variable, startMs, endMs, 'max'), counter: false, range }).filter(
          (one) => one.kind === 'above_sensor_range',
        ),
      ];
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
  const step = stepFor(startMs, endMs);
  const stepMs = samplingToSeconds(step.sampling, step.samplingUnit) * 1000;
  const read: CheckPoint[][] = [];
  let silences: CheckFinding[] = [];
  for (const variable of variables) {
    read.push(seriesOf(db, variable, startMs, endMs, 'max'));
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
