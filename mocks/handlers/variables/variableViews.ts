import type { MockDatabase } from '../../db/database';
import type { VariableOperationName } from '../../db/formulas';
import { placeRef, projectRef } from '../../db/structureRefs';
import type { MockUser } from '../../db/users';
import type { SamplingUnitName, VariableRow } from '../../db/variables';
import { fail, nextId } from '../respond';
import { seesPlace } from '../scope';

/**
 * Variables as the API answers them (spec 000 §3): ids in rows, nested refs built per answer so
 * that a rename of a unit, site or project shows everywhere. Shared by the variables, formula,
 * explorer and data handlers.
 */

/** External users see their own client only, as in the structure handlers (spec 001 §6). */
export function canSeePlace(db: MockDatabase, caller: MockUser, placeId: number | null): boolean {
  return seesPlace(db, caller, placeId);
}

/** The variable, or 404 VARIABLE_NOT_FOUND (also for another client's variable). */
export function variableOr404(db: MockDatabase, caller: MockUser, id: number | null): VariableRow {
  const variable = id === null ? undefined : db.variables.find((row) => row.id === id);
  if (!variable || !canSeePlace(db, caller, variable.placeId)) fail(404, 'VARIABLE_NOT_FOUND');
  return variable;
}

export function unitName(db: MockDatabase, unitId: number): string {
  return db.units.find((unit) => unit.id === unitId)?.name ?? '';
}

export function aggregationRef(db: MockDatabase, aggregationId: number) {
  const aggregation = db.aggregations.find((row) => row.id === aggregationId) ?? db.aggregations[0];
  return { id: aggregation?.id ?? 1, name: aggregation?.name ?? 'average' };
}

export function variableView(db: MockDatabase, row: VariableRow) {
  const device =
    row.acquisitionDeviceId === null
      ? undefined
      : db.acquisitionDevices.find((item) => item.id === row.acquisitionDeviceId);
  return {
    id: row.id,
    name: row.name,
    sourceTechnicalName: row.sourceTechnicalName,
    unit: { id: row.unitId, name: unitName(db, row.unitId) },
    aggregation: aggregationRef(db, row.aggregationId),
    acquisitionDevice: device ? { id: device.id, name: device.name } : null,
    place: placeRef(db, row.placeId),
    projects: row.projectIds.map((projectId) => projectRef(db, projectId)),
    sampling: row.sampling,
    samplingUnit: row.samplingUnit,
    type: row.type,
    firstDataDate: row.firstDataDate,
    lastDataDate: row.lastDataDate,
    color: row.color,
    representation: row.representation,
    valueClasses: row.valueClasses,
    symbol: row.symbol,
    preferredAggregation: row.preferredAggregationId === null ? null : aggregationRef(db, row.preferredAggregationId),
    isCounter: row.isCounter,
  };
}

export const SAMPLING_UNIT_NAMES: readonly SamplingUnitName[] = [
  'seconds',
  'minutes',
  'hours',
  'days',
  'weeks',
  'months',
  'years',
];

export function isSamplingUnitName(value: unknown): value is SamplingUnitName {
  return typeof value === 'string' && (SAMPLING_UNIT_NAMES as readonly string[]).includes(value);
}

/** A positive whole sampling step and a known unit, or 400 INVALID_SAMPLING. */
export function samplingOr400(
  sampling: unknown,
  samplingUnit: unknown,
): { sampling: number; samplingUnit: SamplingUnitName } {
  if (
    typeof sampling !== 'number' ||
    !Number.isInteger(sampling) ||
    sampling <= 0 ||
    !isSamplingUnitName(samplingUnit)
  ) {
    fail(400, 'INVALID_SAMPLING');
  }
  return { sampling, samplingUnit };
}

/** A non-empty name, or 400 INVALID_NAME. */
export function nameOr400(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') fail(400, 'INVALID_NAME');
  return value.trim();
}

export function unitIdOr404(db: MockDatabase, value: unknown): number {
  if (!db.units.some((unit) => unit.id === value)) fail(404, 'UNIT_NOT_FOUND');
  return value as number;
}

export function aggregationIdOr404(db: MockDatabase, value: unknown): number {
  if (!db.aggregations.some((aggregation) => aggregation.id === value)) fail(404, 'AGGREGATION_NOT_FOUND');
  return value as number;
}

/**
 * Projects a variable may be attached to: they must exist (404 PROJECT_NOT_FOUND) and sit on the
 * variable's site (400 TOO_MANY_PLACES_FOR_VARIABLE: a variable belongs to one site).
 */
export function projectIdsOr4xx(db: MockDatabase, value: unknown, placeId: number): number[] {
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'number')) fail(400, 'INVALID_JSON');
  const ids = [...new Set(value as number[])];
  for (const id of ids) {
    const project = db.projects.find((row) => row.id === id) ?? fail(404, 'PROJECT_NOT_FOUND');
    if (project.placeId !== placeId) fail(400, 'TOO_MANY_PLACES_FOR_VARIABLE');
  }
  return ids;
}

/** spec 000 §8 DUPLICATE_VARIABLE: two variables of one site never share a name. */
export function requireUniqueName(db: MockDatabase, placeId: number, name: string, exceptId: number | null): void {
  const taken = db.variables.some(
    (row) =>
      row.placeId === placeId &&
      row.id !== exceptId &&
      row.name.toLocaleLowerCase('fr') === name.toLocaleLowerCase('fr'),
  );
  if (taken) fail(409, 'DUPLICATE_VARIABLE');
}

/** Appends a change-history row (spec 000 §3 Variable history row). */
export function recordOperation(
  db: MockDatabase,
  variable: VariableRow,
  operation: VariableOperationName,
  oldName: string | null,
  newName: string | null,
): void {
  db.variableOperations.unshift({
    id: nextId(db.variableOperations),
    variable_id: variable.id,
    change_at: new Date().toISOString(),
    operation,
    old_name: oldName,
    new_name: newName,
    placeId: variable.placeId,
    projectIds: [...variable.projectIds],
  });
}
