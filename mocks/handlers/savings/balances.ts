import { http, type HttpHandler } from 'msw';
import { isValidPeriod } from '../../../src/entities/savings/balanceMath';
import type { MockDatabase } from '../../db/database';
import type { BalanceAapeRow, BalancePerimeterRow } from '../../db/savings';
import { apiUrl, type MockApiContext } from '../context';
import { byNumber, crudHandlers } from '../crudHandlers';
import { fail, idParam, numberParam, paginate, requirePermission, route } from '../respond';
import { oneOf, optionalString, requiredDay, requiredId, type Body } from '../savingsBody';
import {
  balanceAapeView,
  balancePerimeterView,
  balanceYear,
  findAape,
  seesAape,
  MANAGE,
  PERIMETER_NOT_FOUND,
  projectBalances,
  VIEW,
} from './views';
import type { MockUser } from '../../db/users';
import { projectInScope, seesProject } from '../scope';

/*
 * Balances and bilans (spec 001 §3, §4, §7 "Balances"). Not-found answers are the raw texts of
 * spec 001 §8 ('Bilan not found', 'BalanceAape not found') and the same style for a balance line.
 */

export const BILAN_NOT_FOUND = 'Bilan not found';
export const BALANCE_AAPE_NOT_FOUND = 'BalanceAape not found';
export const BALANCE_PERIMETER_NOT_FOUND = 'BalancePerimeter not found';
export const BALANCE_PERIMETER_EXISTS = 'BalancePerimeter already exists';

const STATUSES = ['Active', 'Inactive'] as const;

function findBalance(db: MockDatabase, id: number): BalanceAapeRow {
  return db.balanceAapes.find((row) => row.balance_aape_id === id) ?? fail(404, BALANCE_AAPE_NOT_FOUND);
}

/** Whether the caller sees the balance's AAPE (and so its project). */
function seesBalance(db: MockDatabase, caller: MockUser, balanceAapeId: number): boolean {
  const balance = db.balanceAapes.find((row) => row.balance_aape_id === balanceAapeId);
  return balance !== undefined && seesAape(db, caller, balance.aape_id);
}

function balanceFields(db: MockDatabase, caller: MockUser, body: Body, existing: BalanceAapeRow | null) {
  const aapeId = requiredId(body, 'aape_id');
  findAape(db, caller, aapeId);
  if (existing && existing.aape_id !== aapeId) fail(400, 'INVALID_JSON');
  const start = requiredDay(body, 'balance_start_date');
  const end = requiredDay(body, 'balance_end_date');
  if (!isValidPeriod(start, end)) fail(400, 'INVALID_PERIOD');
  return {
    aape_id: aapeId,
    status: oneOf(body, 'status', STATUSES),
    balance_start_date: start,
    balance_end_date: end,
    // Writing the balance info recomputes it (spec 001 §3 "last calculation date").
    last_calculation_date: new Date().toISOString(),
  };
}

/** A line names a perimeter of the balance's AAPE, once per balance (spec 001 §5). */
function lineFields(db: MockDatabase, caller: MockUser, body: Body, existing: BalancePerimeterRow | null) {
  const balanceAapeId = requiredId(body, 'balanceAapeId');
  const balance = seesBalance(db, caller, balanceAapeId)
    ? findBalance(db, balanceAapeId)
    : fail(404, BALANCE_AAPE_NOT_FOUND);
  if (existing && existing.balanceAapeId !== balanceAapeId) fail(400, 'INVALID_JSON');
  const perimeterId = requiredId(body, 'perimeter_id');
  if (!db.perimeters.some((row) => row.id === perimeterId && row.aapeId === balance.aape_id))
    fail(404, PERIMETER_NOT_FOUND);
  const taken = db.balancePerimeters.some(
    (line) => line.balanceAapeId === balanceAapeId && line.perimeter_id === perimeterId && line !== existing,
  );
  if (taken) fail(409, BALANCE_PERIMETER_EXISTS);
  return { perimeter_id: perimeterId, balanceAapeId, comments: optionalString(body, 'comments') };
}

function removeBalances(db: MockDatabase, ids: ReadonlySet<number>): void {
  db.balanceAapes = db.balanceAapes.filter((balance) => !ids.has(balance.balance_aape_id));
  db.balancePerimeters = db.balancePerimeters.filter((line) => !ids.has(line.balanceAapeId));
}

function balanceActionHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<BalanceAapeRow, ReturnType<typeof balanceFields>>(context, {
    path: 'balance-action',
    table: (db) => db.balanceAapes,
    idOf: (row) => row.balance_aape_id,
    notFound: BALANCE_AAPE_NOT_FOUND,
    permissions: { view: VIEW, manage: MANAGE },
    view: (row, db) => balanceAapeView(db, row),
    filters: { aapeId: byNumber((row) => row.aape_id) },
    order: (rows) =>
      [...rows].sort(
        (a, b) => b.balance_start_date.localeCompare(a.balance_start_date) || a.balance_aape_id - b.balance_aape_id,
      ),
    scope: (row, { db, caller }) => seesAape(db, caller, row.aape_id),
    read: (body, { db, caller, current }) => balanceFields(db, caller, body, current ?? null),
    newRow: (fields, { id }) => ({ balance_aape_id: id, ...fields }),
    // spec 001 §4: deleting a balance removes its perimeters.
    afterDelete: (row, { db }) => removeBalances(db, new Set([row.balance_aape_id])),
  });
}

function balancePerimeterHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<BalancePerimeterRow, ReturnType<typeof lineFields>>(context, {
    path: 'balance-perimeter',
    table: (db) => db.balancePerimeters,
    idOf: (row) => row.balance_perimeter_id,
    notFound: BALANCE_PERIMETER_NOT_FOUND,
    permissions: { view: VIEW, manage: MANAGE },
    view: (row, db) => balancePerimeterView(db, row),
    filters: { balanceAapeId: byNumber((row) => row.balanceAapeId) },
    scope: (row, { db, caller }) => seesBalance(db, caller, row.balanceAapeId),
    read: (body, { db, caller, current }) => lineFields(db, caller, body, current ?? null),
    newRow: (fields, { id }) => ({ balance_perimeter_id: id, ...fields }),
  });
}

function projectBalanceHandlers(context: MockApiContext): HttpHandler[] {
  return [
    http.get(
      apiUrl(context, 'balance-by-project/:id'),
      route(context, ({ params, url, caller }) => {
        requirePermission(caller, VIEW);
        const { db } = context;
        const projectId = projectInScope(db, caller, idParam(params, 'id', 'PROJECT_NOT_FOUND'));
        return paginate(
          projectBalances(db, projectId).map(({ year: _year, ...balance }) => balance),
          url,
        );
      }),
    ),
    http.get(
      apiUrl(context, 'balance/project/:projectId'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, VIEW);
        const { db } = context;
        const projectId = projectInScope(db, caller, idParam(params, 'projectId', 'PROJECT_NOT_FOUND'));
        return { project_id: projectId, balanceAapes: projectBalances(db, projectId) };
      }),
    ),
    /**
     * spec 001 §4: deleting a bilan by project and year removes the matching balance AAPE and its
     * perimeters. Ours: every balance of the project starting that year, or only the AAPE's given
     * by aapeId. 'Bilan not found' when the project has no balance that year, 'BalanceAape not
     * found' when the bilan exists but the given AAPE has no balance in it.
     */
    http.delete(
      apiUrl(context, 'balance/project/:projectId'),
      route(context, ({ params, url, caller }) => {
        requirePermission(caller, MANAGE);
        const { db } = context;
        const projectId = idParam(params, 'projectId', BILAN_NOT_FOUND);
        // Another customer's project has no bilan for them.
        if (!seesProject(db, caller, projectId)) fail(404, BILAN_NOT_FOUND);
        const year = numberParam(url, 'year');
        const aapeId = numberParam(url, 'aapeId');
        const aapeIds = new Set(db.aapes.filter((aape) => aape.projectId === projectId).map((aape) => aape.id));
        const bilan = db.balanceAapes.filter(
          (balance) => aapeIds.has(balance.aape_id) && balanceYear(balance) === year,
        );
        if (bilan.length === 0) fail(404, BILAN_NOT_FOUND);
        const matching = aapeId === null ? bilan : bilan.filter((balance) => balance.aape_id === aapeId);
        if (matching.length === 0) fail(404, BALANCE_AAPE_NOT_FOUND);
        removeBalances(db, new Set(matching.map((balance) => balance.balance_aape_id)));
        return undefined;
      }),
    ),
  ];
}

export function balanceHandlers(context: MockApiContext): HttpHandler[] {
  return [...balanceActionHandlers(context), ...balancePerimeterHandlers(context), ...projectBalanceHandlers(context)];
}
