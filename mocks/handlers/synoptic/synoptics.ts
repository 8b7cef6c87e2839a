import { http, type HttpHandler } from 'msw';
import { dataUrlBytes, SYNOPTIC_IMAGE_MAX_BYTES } from '../../../src/entities/synoptic/synopticImage';
import type { MockDatabase } from '../../db/database';
import type { SynopticPointRow, SynopticRow } from '../../db/synoptic';
import { apiUrl, type MockApiContext } from '../context';
import { byNumber, crudHandlers } from '../crudHandlers';
import { fail, idParam, nextId, paginate, readJson, requirePermission, route } from '../respond';
import { optionalId, optionalString, requiredName, type Body } from '../savingsBody';
import { synopticValues } from './synopticValues';
import type { MockUser } from '../../db/users';
import { projectInScope, seesProject, variableInScope } from '../scope';

/*
 * Synoptics (spec 001 §2, §5, §7: "project/synoptic, synoptic, order ... methods and payloads
 * are not shown"; ours are in src/entities/synoptic/api.ts). synoptic_view reads,
 * synoptic_manage writes and orders (spec 001 §6). An image that is not one, or over 5 MB
 * (spec 001 §5, §9), is 400 INVALID_JSON: the catalogue has no image code, and the body is what
 * is wrong. The catalogue has no synoptic not-found code: a raw text, as in the savings area.
 */

const VIEW = 'synoptic_view';
const MANAGE = 'synoptic_manage';
export const SYNOPTIC_NOT_FOUND = 'Synoptic not found';

/** The project's synoptics in their order. */
function ofProject(db: MockDatabase, projectId: number): SynopticRow[] {
  return db.synoptics.filter((row) => row.projectId === projectId).sort((a, b) => a.order - b.order || a.id - b.id);
}

/** Orders stay 0..n-1 after a delete or a move to another project. */
function renumber(db: MockDatabase, projectId: number): void {
  ofProject(db, projectId).forEach((row, index) => (row.order = index));
}

function imageFields(body: Body): { imageUrl: string; imageSize: number } {
  const imageUrl = body.imageUrl;
  if (typeof imageUrl !== 'string' || !/^(data:image\/|blob:|https?:\/\/)/.test(imageUrl)) fail(400, 'INVALID_JSON');
  const claimed = typeof body.imageSize === 'number' && body.imageSize >= 0 ? Math.round(body.imageSize) : 0;
  // The server trusts the bytes it got, not the size it was told.
  const imageSize = Math.max(claimed, dataUrlBytes(imageUrl) ?? 0);
  if (imageSize > SYNOPTIC_IMAGE_MAX_BYTES) fail(400, 'INVALID_JSON');
  return { imageUrl, imageSize };
}

function pointFields(
  db: MockDatabase,
  caller: MockUser,
  body: Body,
  projectId: number,
  existing: SynopticRow | null,
): SynopticPointRow[] {
  if (!Array.isArray(body.points)) fail(400, 'INVALID_JSON');
  let fresh = nextId(db.synoptics.flatMap((row) => row.points));
  const keep = new Set(existing?.points.map((point) => point.id) ?? []);
  return (body.points as unknown[]).map((value) => {
    if (typeof value !== 'object' || value === null) return fail(400, 'INVALID_JSON');
    const point = value as Body;
    const variableId = optionalId(point, 'variableId') ?? fail(400, 'INVALID_JSON');
    const variable =
      db.variables.find((row) => row.id === variableInScope(db, caller, variableId)) ?? fail(404, 'VARIABLE_NOT_FOUND');
    if (!variable.projectIds.includes(projectId)) fail(400, 'NOT_IN_PROJECT');
    const { x, y } = point;
    if (typeof x !== 'number' || typeof y !== 'number' || x < 0 || x > 1 || y < 0 || y > 1) fail(400, 'INVALID_JSON');
    // A point keeps its id when it was already on this synoptic; new ones (null id) get one.
    const id = typeof point.id === 'number' && keep.has(point.id) ? point.id : fresh++;
    return { id, variableId, x, y, label: optionalString(point, 'label') };
  });
}

function synopticFields(db: MockDatabase, caller: MockUser, body: Body, existing: SynopticRow | null) {
  const name = requiredName(body);
  const projectId = projectInScope(db, caller, body.projectId);
  return {
    projectId,
    name,
    ...imageFields(body),
    points: pointFields(db, caller, body, projectId, existing),
    updatedAt: new Date().toISOString(),
  };
}

function view(db: MockDatabase, row: SynopticRow) {
  return {
    ...row,
    points: row.points.map((point) => {
      const variable = db.variables.find((candidate) => candidate.id === point.variableId);
      return {
        ...point,
        variableName: variable?.name ?? null,
        unit: db.units.find((unit) => unit.id === variable?.unitId)?.name ?? null,
      };
    }),
  };
}

const listOf = (db: MockDatabase, rows: SynopticRow[], url: URL) => paginate(rows, url, (row) => view(db, row));

// The synoptic calls (spec 001 §7). synoptic/order comes before synoptic/:id.
export function synopticHandlers(context: MockApiContext): HttpHandler[] {
  return [
    http.get(
      apiUrl(context, 'synoptic/:id/values'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, VIEW);
        const { db } = context;
        const id = idParam(params, 'id', SYNOPTIC_NOT_FOUND);
        const synoptic =
          db.synoptics.find((row) => row.id === id && seesProject(db, caller, row.projectId)) ??
          fail(404, SYNOPTIC_NOT_FOUND);
        return synopticValues(db, synoptic);
      }),
    ),
    http.get(
      apiUrl(context, 'project/synoptic/:projectId'),
      route(context, ({ params, url, caller }) => {
        requirePermission(caller, VIEW);
        const { db } = context;
        const projectId = projectInScope(db, caller, idParam(params, 'projectId', 'PROJECT_NOT_FOUND'));
        return listOf(db, ofProject(db, projectId), url);
      }),
    ),
    http.put(
      apiUrl(context, 'synoptic/order'),
      route(context, async ({ request, url, caller }) => {
        requirePermission(caller, MANAGE);
        const body = await readJson(request);
        const { db } = context;
        const projectId = projectInScope(db, caller, body.projectId);
        const current = ofProject(db, projectId);
        const ids = Array.isArray(body.ids) ? (body.ids as unknown[]) : fail(400, 'INVALID_JSON');
        // The new order names every synoptic of the project exactly once.
        const sameSet =
          ids.length === current.length && current.every((row) => ids.filter((id) => id === row.id).length === 1);
        if (!sameSet) fail(400, 'INVALID_JSON');
        for (const row of current) row.order = ids.indexOf(row.id);
        return listOf(db, ofProject(db, projectId), url);
      }),
    ),
    ...crudHandlers<SynopticRow, ReturnType<typeof synopticFields>>(context, {
      path: 'synoptic',
      table: (db) => db.synoptics,
      notFound: SYNOPTIC_NOT_FOUND,
      permissions: { view: VIEW, manage: MANAGE },
      view: (row, db) => view(db, row),
      filters: { projectId: byNumber((row) => row.projectId) },
      order: (rows) => [...rows].sort((a, b) => a.projectId - b.projectId || a.order - b.order || a.id - b.id),
      scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
      read: (body, { db, caller, current }) => synopticFields(db, caller, body, current ?? null),
      // A new synoptic goes last in its project.
      newRow: (fields, { db, id }) => ({ id, order: ofProject(db, fields.projectId).length, ...fields }),
      merge: (row, fields, { db }) => {
        const previousProject = row.projectId;
        // Moved to another project: it goes last there.
        if (fields.projectId !== previousProject) row.order = ofProject(db, fields.projectId).length;
        Object.assign(row, fields);
        if (fields.projectId !== previousProject) renumber(db, previousProject);
      },
      afterDelete: (row, { db }) => renumber(db, row.projectId),
    }),
  ];
}
