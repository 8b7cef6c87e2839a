import type { HttpHandler } from 'msw';
import { ENERGY_CODES } from '../../../src/entities/savings/energyUnits';
import { SAMPLING_UNITS } from '../../../src/lib/sampling';
import type { MockDatabase } from '../../db/database';
import type { AapeRow, PerimeterRow } from '../../db/savings';
import type { MockApiContext } from '../context';
import { byNumber, crudHandlers } from '../crudHandlers';
import { fail } from '../respond';
import { balanceHandlers } from './balances';
import {
  numberIn,
  oneOf,
  optionalDay,
  optionalId,
  optionalNumberIn,
  optionalString,
  requiredId,
  requiredName,
  type Body,
} from '../savingsBody';
import {
  AAPE_NOT_FOUND,
  aapeView,
  findAape,
  seesAape,
  MANAGE,
  PERIMETER_NOT_FOUND,
  perimetersOf,
  perimeterView,
  VIEW,
} from './views';
import type { MockUser } from '../../db/users';
import { projectInScope, seesProject, variableInScope } from '../scope';

/*
 * AAPE and perimeters (spec 001 §3, §7 "Projects and structure"); permissions and not-found
 * texts are explained in views.ts.
 */

const COMMITMENT_TYPES = ['ENERGY', 'FINANCIAL'] as const;
const COMMITMENT_MODALITIES = ['YEARLY', 'CONTRACT_PERIOD'] as const;
const PER_TYPES = ['CURRENT', 'CONTRACT'] as const;

/** The stored count the projects list shows (spec 001 §2 nombre_aape) follows the AAPE. */
function recountAapes(db: MockDatabase, projectId: number): void {
  const project = db.projects.find((row) => row.id === projectId);
  if (project) project.nombre_aape = db.aapes.filter((aape) => aape.projectId === projectId).length;
}

function aapeFields(db: MockDatabase, caller: MockUser, body: Body, existing: AapeRow | null): Omit<AapeRow, 'id'> {
  const name = requiredName(body);
  const projectId = projectInScope(db, caller, requiredId(body, 'projectId', 'PROJECT_NOT_FOUND'));
  const mainPerimeter = optionalId(body, 'mainPerimeter');
  // spec 001 §4: the main perimeter is one of the AAPE's own perimeters.
  if (mainPerimeter !== null && !db.perimeters.some((row) => row.id === mainPerimeter && row.aapeId === existing?.id)) {
    fail(404, PERIMETER_NOT_FOUND);
  }
  const numbers = db.aapes
    .filter((aape) => aape.projectId === projectId && aape.id !== existing?.id)
    .map((aape) => aape.number);
  return {
    number:
      optionalId(body, 'number') ?? (existing?.projectId === projectId ? existing.number : Math.max(0, ...numbers) + 1),
    name,
    projectId,
    mainPerimeter,
    commitment_type: oneOf(body, 'commitment_type', COMMITMENT_TYPES),
    commitment_modality: oneOf(body, 'commitment_modality', COMMITMENT_MODALITIES),
    per_type: oneOf(body, 'per_type', PER_TYPES),
    follow_up_end_date: optionalDay(body, 'follow_up_end_date'),
    exceptional_end_date: optionalDay(body, 'exceptional_end_date'),
    comments: optionalString(body, 'comments'),
    malus_percentage: optionalNumberIn(body, 'malus_percentage', 0, 100),
    bonus_percentage: optionalNumberIn(body, 'bonus_percentage', 0, 100),
  };
}

/** A measure is a variable of the AAPE's project (spec 001 §3). */
function measureId(db: MockDatabase, caller: MockUser, body: Body, key: string, projectId: number): number | null {
  const id = optionalId(body, key);
  if (id === null) return null;
  const variable =
    db.variables.find((row) => row.id === variableInScope(db, caller, id)) ?? fail(404, 'VARIABLE_NOT_FOUND');
  if (!variable.projectIds.includes(projectId)) fail(400, 'NOT_IN_PROJECT');
  return id;
}

function perimeterFields(
  db: MockDatabase,
  caller: MockUser,
  body: Body,
  existing: PerimeterRow | null,
): Omit<PerimeterRow, 'id'> {
  const aapeId = requiredId(body, 'aapeId');
  const aape = findAape(db, caller, aapeId);
  // Moving a perimeter would carry its balance lines into another AAPE's balances.
  if (existing && existing.aapeId !== aapeId) fail(400, 'INVALID_JSON');
  const numbers = perimetersOf(db, aapeId)
    .filter((row) => row.id !== existing?.id)
    .map((row) => row.number);
  const sampling = body.calculation_sampling;
  return {
    aapeId,
    number: optionalId(body, 'number') ?? existing?.number ?? Math.max(0, ...numbers) + 1,
    energy_code: oneOf(body, 'energy_code', ENERGY_CODES),
    savings_target: numberIn(body, 'savings_target', 0),
    reference_consumption: numberIn(body, 'reference_consumption', 0),
    calculation_sampling:
      sampling === undefined || sampling === null
        ? null
        : oneOf(body, 'calculation_sampling', SAMPLING_UNITS, 'INVALID_SAMPLING'),
    comments: optionalString(body, 'comments'),
    consumption_reference_measure_id: measureId(db, caller, body, 'consumption_reference_measure_id', aape.projectId),
    saving_measure_id: measureId(db, caller, body, 'saving_measure_id', aape.projectId),
    consumption_measure_id: measureId(db, caller, body, 'consumption_measure_id', aape.projectId),
    ncv_co2eq_emission_coefficient: numberIn(body, 'ncv_co2eq_emission_coefficient', 0),
    contract_energy_price: numberIn(body, 'contract_energy_price', 0),
  };
}

/** Deleting a perimeter removes it, its balance lines, and unsets it as main perimeter. */
function removePerimeter(db: MockDatabase, perimeter: PerimeterRow): void {
  db.perimeters = db.perimeters.filter((row) => row.id !== perimeter.id);
  db.balancePerimeters = db.balancePerimeters.filter((line) => line.perimeter_id !== perimeter.id);
  for (const aape of db.aapes) if (aape.mainPerimeter === perimeter.id) aape.mainPerimeter = null;
}

function aapeHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<AapeRow>(context, {
    path: 'aape',
    table: (db) => db.aapes,
    notFound: AAPE_NOT_FOUND,
    permissions: { view: VIEW, manage: MANAGE },
    view: (row, db) => aapeView(db, row),
    filters: { projectId: byNumber((row) => row.projectId) },
    order: (rows) => [...rows].sort((a, b) => a.projectId - b.projectId || a.number - b.number),
    scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
    read: (body, { db, caller, current }) => aapeFields(db, caller, body, current ?? null),
    afterCreate: (row, { db }) => recountAapes(db, row.projectId),
    merge: (row, fields, { db }) => {
      const previousProject = row.projectId;
      Object.assign(row, fields);
      recountAapes(db, previousProject);
      recountAapes(db, row.projectId);
    },
    afterDelete: (row, { db }) => {
      for (const perimeter of perimetersOf(db, row.id)) removePerimeter(db, perimeter);
      const balanceIds = new Set(
        db.balanceAapes.filter((balance) => balance.aape_id === row.id).map((balance) => balance.balance_aape_id),
      );
      db.balanceAapes = db.balanceAapes.filter((balance) => !balanceIds.has(balance.balance_aape_id));
      db.balancePerimeters = db.balancePerimeters.filter((line) => !balanceIds.has(line.balanceAapeId));
      recountAapes(db, row.projectId);
    },
  });
}

function perimeterHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<PerimeterRow>(context, {
    path: 'perimeter',
    table: (db) => db.perimeters,
    notFound: PERIMETER_NOT_FOUND,
    permissions: { view: VIEW, manage: MANAGE },
    view: (row, db) => perimeterView(db, row),
    filters: { aapeId: byNumber((row) => row.aapeId) },
    order: (rows) => [...rows].sort((a, b) => a.aapeId - b.aapeId || a.number - b.number),
    scope: (row, { db, caller }) => seesAape(db, caller, row.aapeId),
    read: (body, { db, caller, current }) => perimeterFields(db, caller, body, current ?? null),
    afterDelete: (row, { db }) => removePerimeter(db, row),
  });
}

// The savings calls of spec 001 §7: AAPE, perimeters, balances and bilans.
export function savingsHandlers(context: MockApiContext): HttpHandler[] {
  return [...aapeHandlers(context), ...perimeterHandlers(context), ...balanceHandlers(context)];
}
