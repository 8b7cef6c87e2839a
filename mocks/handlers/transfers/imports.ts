import { http, HttpResponse, type HttpHandler } from 'msw';
import type { NotificationKind } from '../../../src/api/liveMessages';
import {
  importTransitionError,
  isAcceptedImportFile,
  isImportInProgress,
  isImportStatus,
  isTerminalImportStatus,
  type ImportStatus,
} from '../../../src/entities/transfers/importWorkflow';
import type { MockDatabase } from '../../db/database';
import { newToken } from '../../db/downloads';
import type { ImportRow } from '../../db/imports';
import { writeImportedValues } from '../../db/manualValues';
import { userSummary } from '../../db/operationsRefs';
import { clientRef, placeRef } from '../../db/structureRefs';
import { apiUrl, liveAudience, type MockApiContext } from '../context';
import { byId, crudHandlers } from '../crudHandlers';
import { idField, newestFirst } from '../operationsInput';
import { downloadsHandlers } from './downloads';
import { validateImportFile } from './importValidation';
import { importServerMessage } from '../../../src/entities/transfers/importFile/serverMessages';
import { errorResponse, fail, findOr404, idParam, MockApiError, readJson, requirePermission, route } from '../respond';
import type { MockUser } from '../../db/users';
import { seesPlace } from '../scope';

/*
 * Manual data imports (spec 001 §4, §7 "Imports and downloads"): variable_import_view to read,
 * variable_import_manage to write. The flow:
 *   POST imports { name, placeId } → waiting_for_upload, with an uploadUrl (pre-signed-like: a
 *   token in the query, no bearer); PUT the raw file there → validating; the file is checked with
 *   the browser preview's parser (importValidation.ts) and, later, the validation ends in
 *   invalid_file (unreadable, or no valid line), awaiting_confirmation (some value would replace an
 *   existing one) or valid_file (all values new); PUT imports/{id} { status: confirmed } → later
 *   imported: the values are written into the manual variables' series (mocks/db/manualValues.ts).
 *   Each step is pushed on the live connection; `messages` are codes the client translates
 *   (importFile/serverMessages.ts).
 * QA hook: a file named with "echec" or "fail" ends in import_failed after confirmation, nothing
 * written.
 * Codes: INVALID_NAME for a file that is not csv, xls or xlsx (spec 001 §5: no closer catalogue
 * code), PLACE_NOT_FOUND, DUPLICATE_IMPORT (same name on the same site, still in progress),
 * IMPORT_NOT_FOUND, IMPORT_WORKFLOW_ERROR and IMPORT_NOT_AWAITING_CONFIRMATION (importWorkflow.ts).
 */

export const IMPORT_VALIDATION_MS = 2_000;
export const IMPORT_RUN_MS = 3_000;

const RESULT_KIND: Partial<Record<ImportStatus, NotificationKind>> = {
  valid_file: 'success',
  awaiting_confirmation: 'warning',
  invalid_file: 'error',
  imported: 'success',
  import_failed: 'error',
};

function uploadUrl(context: MockApiContext, row: ImportRow): string {
  return apiUrl(context, `uploads/${row.id}?token=${row.uploadToken}`);
}

function toImport(context: MockApiContext, db: MockDatabase, row: ImportRow) {
  const place = placeRef(db, row.placeId);
  return {
    id: row.id,
    client: clientRef(db, place.client.id),
    place,
    name: row.name,
    status: row.status,
    createdAt: row.createdAt,
    lastStatusUpdate: row.lastStatusUpdate,
    uploadUrl: row.status === 'waiting_for_upload' ? uploadUrl(context, row) : null,
    createdBy: userSummary(db, row.createdById),
    messages: row.messages,
    rowCount: row.rowCount,
  };
}

/** Moves an import on and tells the live connection (spec 000 §7 manual data upload / validation). */
function setStatus(
  context: MockApiContext,
  row: ImportRow,
  status: ImportStatus,
  messages: string[] = row.messages,
): void {
  row.status = status;
  row.lastStatusUpdate = new Date().toISOString();
  row.messages = messages;
  // Values wait for the confirmation only: a final status drops them.
  if (isTerminalImportStatus(status)) delete row.pendingValues;
  // Those who see the import's site follow its status; a customer never hears of another's imports.
  const audience = liveAudience(context, (user) => seesPlace(context.db, user, row.placeId));
  context.live.broadcast({ type: 'manual_data_upload', importId: row.id, status }, audience);
  const kind = RESULT_KIND[status];
  // The message is the status code: the client translates import.status.<code> (liveMessages.ts).
  if (kind)
    context.live.broadcast(
      { type: 'manual_data_file_validation', importId: row.id, status: kind, message: status },
      audience,
    );
  context.changed();
}

/** Background work reads the database anew: a demo reset may have replaced it meanwhile. */
function laterOn(
  context: MockApiContext,
  id: number,
  from: ImportStatus,
  work: (row: ImportRow) => void,
  delayMs: number,
): void {
  context.later(() => {
    const row = context.db.imports.find((candidate) => candidate.id === id);
    if (row?.status === from) work(row);
  }, delayMs);
}

/** The confirmed import writes its values, unless the QA hook in its name makes it fail. */
function runImport(context: MockApiContext, row: ImportRow): void {
  const lower = row.name.toLowerCase();
  if (lower.includes('echec') || lower.includes('fail')) {
    setStatus(context, row, 'import_failed', [...row.messages, importServerMessage({ fact: 'importFailed' })]);
    return;
  }
  const written = writeImportedValues(context.db, row.pendingValues ?? []);
  setStatus(context, row, 'imported', [importServerMessage({ fact: 'imported', count: written })]);
}

function readFileName(value: unknown): string {
  return typeof value === 'string' && isAcceptedImportFile(value) ? value.trim() : fail(400, 'INVALID_NAME');
}

/** PUT of the raw file to the upload URL: no bearer token, the URL's token instead (spec 001 §4). */
function uploadHandler(context: MockApiContext): HttpHandler {
  return http.put(apiUrl(context, 'uploads/:importId'), async ({ request, params }) => {
    try {
      const row = findOr404(context.db.imports, idParam(params, 'importId', 'IMPORT_NOT_FOUND'), 'IMPORT_NOT_FOUND');
      if (new URL(request.url).searchParams.get('token') !== row.uploadToken) fail(403, 'PERMISSION_DENIED');
      if (row.status !== 'waiting_for_upload') fail(409, 'IMPORT_WORKFLOW_ERROR');
      const content = await request.arrayBuffer();
      const validation = await validateImportFile(context.db, row, content);
      row.rowCount = validation.rowCount;
      row.pendingValues = validation.values;
      setStatus(context, row, 'validating', []);
      laterOn(
        context,
        row.id,
        'validating',
        (current) => setStatus(context, current, validation.outcome, validation.messages),
        IMPORT_VALIDATION_MS,
      );
      return new HttpResponse(null, { status: 200 });
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error.status, ...error.codes);
      throw error;
    }
  });
}

/** POST imports: the file's name and site, one import of a name per site at a time. */
function readNewImport(
  db: MockDatabase,
  caller: MockUser,
  body: Record<string, unknown>,
): Pick<ImportRow, 'name' | 'placeId'> {
  const name = readFileName(body.name);
  const placeId = idField(body, 'placeId') ?? idField(body, 'place');
  if (placeId === null || !db.places.some((place) => place.id === placeId) || !seesPlace(db, caller, placeId))
    fail(404, 'PLACE_NOT_FOUND');
  const same = (row: ImportRow) => row.placeId === placeId && row.name.toLowerCase() === name.toLowerCase();
  if (db.imports.some((row) => same(row) && isImportInProgress(row.status))) fail(409, 'DUPLICATE_IMPORT');
  return { name, placeId };
}

export function importsHandlers(context: MockApiContext): HttpHandler[] {
  const find = (params: Parameters<typeof idParam>[0], caller: MockUser) => {
    const row = findOr404(context.db.imports, idParam(params, 'id', 'IMPORT_NOT_FOUND'), 'IMPORT_NOT_FOUND');
    return seesPlace(context.db, caller, row.placeId) ? row : fail(404, 'IMPORT_NOT_FOUND');
  };
  return [
    ...crudHandlers<ImportRow, Pick<ImportRow, 'name' | 'placeId'>>(context, {
      path: 'imports',
      calls: ['list', 'create', 'delete'],
      table: (db) => db.imports,
      notFound: 'IMPORT_NOT_FOUND',
      permissions: { view: 'variable_import_view', manage: 'variable_import_manage' },
      view: (row, db) => toImport(context, db, row),
      filters: {
        placeId: byId((row) => row.placeId),
        clientId: (value, db) =>
          byId((row: ImportRow) => db.places.find((place) => place.id === row.placeId)?.clientId)(value, db),
        status: (value) => (row) => row.status === value,
      },
      order: (rows) => newestFirst(rows, (row) => row.createdAt),
      scope: (row, { db, caller }) => seesPlace(db, caller, row.placeId),
      read: (body, { db, caller }) => readNewImport(db, caller, body),
      newRow: (fields, { id, caller }) => {
        const now = new Date().toISOString();
        return {
          id,
          ...fields,
          status: 'waiting_for_upload',
          createdAt: now,
          lastStatusUpdate: now,
          createdById: caller.id,
          uploadToken: newToken(),
          messages: [],
          rowCount: null,
        };
      },
      addFirst: true,
      beforeDelete: (row) => {
        // The server is at work on these: deleting would race it.
        if (row.status === 'validating' || row.status === 'confirmed') fail(409, 'IMPORT_WORKFLOW_ERROR');
      },
    }),
    // Bespoke: the status follows the import workflow, and some steps start background work.
    http.put(
      apiUrl(context, 'imports/:id'),
      route(context, async ({ request, params, caller }) => {
        requirePermission(caller, 'variable_import_manage');
        const row = find(params, caller);
        const body = await readJson(request);
        if (!isImportStatus(body.status)) fail(400, 'INVALID_JSON');
        const status = body.status;
        const name = body.name === undefined ? row.name : readFileName(body.name);
        const refusal = importTransitionError(row.status, status);
        if (refusal) fail(409, refusal);
        row.name = name;
        if (status !== row.status) setStatus(context, row, status);
        if (status === 'confirmed')
          laterOn(context, row.id, 'confirmed', (current) => runImport(context, current), IMPORT_RUN_MS);
        return toImport(context, context.db, row);
      }),
    ),
    uploadHandler(context),
    ...downloadsHandlers(context),
  ];
}
