import type { HttpHandler } from 'msw';
import {
  COMPLETED_INTERVENTION_STATUS_ID,
  INTERVENTION_TYPES,
  interventionStatusById,
  interventionStatusByName,
} from '../../../src/entities/interventions/interventionStatus';
import type { MockDatabase } from '../../db/database';
import type { HardwareLineRow, InterventionRow } from '../../db/interventions';
import { userSummary } from '../../db/operationsRefs';
import { projectRef } from '../../db/structureRefs';
import type { MockApiContext } from '../context';
import { dateField, idField, newestFirst, requiredName, requireProject, type Body } from '../operationsInput';
import { byId, crudHandlers } from '../crudHandlers';
import { fail, matchesText, numberParam, orderRows } from '../respond';
import type { MockUser } from '../../db/users';
import { seesProject } from '../scope';

/*
 * Intervention tickets (spec 001 §7 "Interventions"): intervention_view to read,
 * intervention_manage to write.
 *
 * The list answers the current tickets (every status but completed) unless a status is asked for:
 * the fetch-all's second GET adds interventionStatus = the completed status id (spec 001 §7), which
 * only makes two lists if the first leaves the completed ones out.
 *
 * Codes: the catalogue (spec 000 §8) has no intervention code; an unknown id answers
 * INTERVENTION_NOT_FOUND (404). A hardware line without a type ('Ce champ est obligatoire', spec
 * 001 §5), an unknown type or status answer 400 INVALID_JSON, the closest catalogue code.
 */

export const INTERVENTION_NOT_FOUND = 'INTERVENTION_NOT_FOUND';

function toIntervention(db: MockDatabase, row: InterventionRow) {
  const status = interventionStatusById(row.statusId);
  return {
    id: row.id,
    type: row.type,
    user: userSummary(db, row.userId),
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    duration: row.duration,
    status: { id: row.statusId, name: status?.name ?? 'open' },
    project: projectRef(db, row.projectId),
    hardware: row.hardware,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function readHardware(value: unknown): HardwareLineRow[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return fail(400, 'INVALID_JSON');
  return value.map((line: unknown) => {
    const { type, quantity } = (typeof line === 'object' && line !== null ? line : {}) as Body;
    if (typeof type !== 'string' || type.trim() === '') fail(400, 'INVALID_JSON');
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) fail(400, 'INVALID_JSON');
    return { type: type.trim(), quantity };
  });
}

type InterventionFields = Omit<InterventionRow, 'id' | 'createdAt' | 'updatedAt'>;

/** `defaultUserId`: the caller for a new ticket, the ticket's user for an edit without one. */
function readIntervention(db: MockDatabase, caller: MockUser, body: Body, defaultUserId: number): InterventionFields {
  const type = INTERVENTION_TYPES.find((candidate) => candidate === body.type) ?? fail(400, 'INVALID_JSON');
  const title = requiredName(body, 'title');
  const startDate = dateField(body, 'startDate') ?? fail(400, 'INVALID_PERIOD');
  const endDate = dateField(body, 'endDate');
  if (endDate && Date.parse(endDate) < Date.parse(startDate)) fail(400, 'INVALID_PERIOD');
  const status = interventionStatusById(idField(body, 'status')) ?? fail(400, 'INVALID_JSON');
  const projectId = requireProject(db, caller, idField(body, 'project'));
  const userId = idField(body, 'user') ?? defaultUserId;
  if (!db.users.some((user) => user.id === userId)) fail(404, 'USER_NOT_FOUND');
  const { duration } = body;
  if (duration !== undefined && duration !== null && (typeof duration !== 'number' || duration < 0))
    fail(400, 'INVALID_JSON');
  return {
    projectId,
    type,
    userId,
    title,
    description: typeof body.description === 'string' ? body.description : null,
    startDate,
    endDate,
    duration: typeof duration === 'number' ? Math.round(duration) : null,
    statusId: status.id,
    hardware: readHardware(body.hardware),
  };
}

/** The status filter: interventionStatus (an id) or status (a name); neither → the current tickets. */
function statusFilter(url: URL): (statusId: number) => boolean {
  const idText = url.searchParams.get('interventionStatus');
  const name = url.searchParams.get('status');
  if (idText) {
    const status = interventionStatusById(Number(idText)) ?? fail(400, 'INVALID_JSON');
    return (statusId) => statusId === status.id;
  }
  if (name) {
    const status = interventionStatusByName(name) ?? fail(400, 'INVALID_JSON');
    return (statusId) => statusId === status.id;
  }
  return (statusId) => statusId !== COMPLETED_INTERVENTION_STATUS_ID;
}

/**
 * The list's other filters (the interventions screen keeps them in its URL): the structure (client,
 * site; the project is a plain filter), the type, a text in the title or description, and the
 * period the ticket started in (`start`, `end`; an end before the start is INVALID_PERIOD).
 */
function listFilter(db: MockDatabase, url: URL): (row: InterventionRow) => boolean {
  const clientId = numberParam(url, 'clientId');
  const placeId = numberParam(url, 'placeId');
  const type = url.searchParams.get('type');
  const search = url.searchParams.get('search');
  const startText = url.searchParams.get('start');
  const endText = url.searchParams.get('end');
  const start = startText ? Date.parse(startText) : null;
  const end = endText ? Date.parse(endText) : null;
  if (Number.isNaN(start) || Number.isNaN(end) || (start !== null && end !== null && start > end))
    fail(400, 'INVALID_PERIOD');
  const placeOf = (projectId: number) => db.projects.find((project) => project.id === projectId)?.placeId;
  return (row) => {
    const placeIdOfRow = placeOf(row.projectId);
    if (placeId !== null && placeIdOfRow !== placeId) return false;
    if (clientId !== null && db.places.find((place) => place.id === placeIdOfRow)?.clientId !== clientId) return false;
    if (type && row.type !== type) return false;
    if (search && !matchesText(row.title, search) && !matchesText(row.description, search)) return false;
    const started = Date.parse(row.startDate);
    if (start !== null && started < start) return false;
    if (end !== null && started > end) return false;
    return true;
  };
}

/** The list's server sort (`ordering`, src/api/listPage.ts) on its columns; newest first without one. */
function orderInterventions(db: MockDatabase, rows: readonly InterventionRow[], url: URL): InterventionRow[] {
  return orderRows(
    newestFirst(rows, (row) => row.startDate),
    url,
    {
      startDate: (row) => row.startDate,
      project: (row) => projectRef(db, row.projectId).name,
      type: (row) => row.type,
      user: (row) => userSummary(db, row.userId).name,
      title: (row) => row.title,
      status: (row) => row.statusId,
      duration: (row) => row.duration,
    },
  );
}

export function interventionsHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<InterventionRow, InterventionFields>(context, {
    path: 'interventions',
    table: (db) => db.interventions,
    notFound: INTERVENTION_NOT_FOUND,
    permissions: { view: 'intervention_view', manage: 'intervention_manage' },
    view: (row, db) => toIntervention(db, row),
    where: (url, { db }) => {
      const keep = statusFilter(url);
      const matches = listFilter(db, url);
      return (row) => keep(row.statusId) && matches(row);
    },
    filters: { projectId: byId((row) => row.projectId) },
    order: (rows, url) => orderInterventions(context.db, rows, url),
    scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
    read: (body, { db, caller, current }) => readIntervention(db, caller, body, current?.userId ?? caller.id),
    newRow: (fields, { id }) => {
      const now = new Date().toISOString();
      return { id, ...fields, createdAt: now, updatedAt: now };
    },
    merge: (row, fields) => Object.assign(row, fields, { updatedAt: new Date().toISOString() }),
  });
}
