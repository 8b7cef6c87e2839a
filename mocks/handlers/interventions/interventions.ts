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
import { fail } from '../respond';

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
function readIntervention(db: MockDatabase, body: Body, defaultUserId: number): InterventionFields {
  const type = INTERVENTION_TYPES.find((candidate) => candidate === body.type) ?? fail(400, 'INVALID_JSON');
  const title = requiredName(body, 'title');
  const startDate = dateField(body, 'startDate') ?? fail(400, 'INVALID_PERIOD');
  const endDate = dateField(body, 'endDate');
  if (endDate && Date.parse(endDate) < Date.parse(startDate)) fail(400, 'INVALID_PERIOD');
  const status = interventionStatusById(idField(body, 'status')) ?? fail(400, 'INVALID_JSON');
  const projectId = requireProject(db, idField(body, 'project'));
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

export function interventionsHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<InterventionRow, InterventionFields>(context, {
    path: 'interventions',
    table: (db) => db.interventions,
    notFound: INTERVENTION_NOT_FOUND,
    permissions: { view: 'intervention_view', manage: 'intervention_manage' },
    view: (row, db) => toIntervention(db, row),
    where: (url) => {
      const keep = statusFilter(url);
      return (row) => keep(row.statusId);
    },
    filters: { projectId: byId((row) => row.projectId) },
    order: (rows) => newestFirst(rows, (row) => row.startDate),
    read: (body, { db, caller, current }) => readIntervention(db, body, current?.userId ?? caller.id),
    newRow: (fields, { id }) => {
      const now = new Date().toISOString();
      return { id, ...fields, createdAt: now, updatedAt: now };
    },
    merge: (row, fields) => Object.assign(row, fields, { updatedAt: new Date().toISOString() }),
  });
}
