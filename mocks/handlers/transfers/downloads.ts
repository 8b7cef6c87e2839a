import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDatabase } from '../../db/database';
import { fileNameOf, newToken, type DownloadConfigRow, type DownloadRow } from '../../db/downloads';
import { apiUrl, liveAudience, type MockApiContext } from '../context';
import { requestLanguage } from '../../serverTexts';
import { faultRuleMatches } from '../../faultRules';
import { contentTypeOf, fileContent, formatOfFile } from './fileContent';
import { readConfig, readRequest } from './downloadBodies';
import { newestFirst } from '../operationsInput';
import { byId, byText, crudHandlers } from '../crudHandlers';
import { fail, findOr404, idParam, requirePermission, route } from '../respond';
import type { MockUser } from '../../db/users';
import { seesPlace, seesProject } from '../scope';

/*
 * Self-service export (spec 001 §7 "Imports and downloads"): self_service_view to read,
 * self_service_manage to write. A download request and its file are one row (same id): POST
 * download-requests answers the request `pending`, then the file is made ready later and the live
 * connection says `download_request { id }` (spec 000 §7). GET files/{id}/download answers
 * `{ data: { url } }`, a signed file-content URL the browser follows (no bearer token).
 * Codes: DOWNLOAD_REQUEST_NOT_FOUND (requests and files), DOWNLOAD_CONFIG_NOT_FOUND, FILE_NOT_READY
 * (409), INVALID_NAME (empty title), INVALID_JSON (no variable), VARIABLE_NOT_FOUND,
 * INVALID_AGGREGATION, INVALID_SAMPLING, INVALID_PERIOD, PROJECT_NOT_FOUND.
 * A request's `format` (csv, the default, or xlsx) gives its file's kind (fileContent.ts).
 *
 * QA hooks (README "Fault injection (QA)"), for what no request of the app carries:
 * - while a rule matches `GET files/download-url`, GET files/{id}/download answers a link that is
 *   not http(s): `ftp://…` for `code:ftp`, `javascript:…` otherwise, which the app must refuse;
 * - while a rule matches `POST download-requests/preparation`, a file's preparation fails.
 */

export const DOWNLOAD_PREPARATION_MS = 3_000;
const REQUEST_NOT_FOUND = 'DOWNLOAD_REQUEST_NOT_FOUND';
const CONFIG_NOT_FOUND = 'DOWNLOAD_CONFIG_NOT_FOUND';
export const DOWNLOAD_URL_FAULT_PATH = 'files/download-url';
export const DOWNLOAD_PREPARATION_FAULT_PATH = 'download-requests/preparation';

const toRequest = (row: DownloadRow) => ({
  id: row.id,
  title: row.title,
  projectId: row.projectId,
  start: row.start,
  end: row.end,
  status: row.status,
  createdAt: row.createdAt,
  readyAt: row.readyAt,
  variables: row.variables,
  sampling: row.sampling,
  samplingUnit: row.samplingUnit,
  format: formatOfFile(row.fileName),
});

const toFile = (row: DownloadRow) => ({
  id: row.id,
  downloadRequestId: row.id,
  name: row.fileName,
  status: row.status,
  size: row.size,
  createdAt: row.createdAt,
  lastDownloadAt: row.lastDownloadAt,
  projectId: row.projectId,
});

const toConfig = (row: DownloadConfigRow) => ({
  id: row.id,
  projectId: row.projectId,
  title: row.title,
  variableCount: row.variables.length,
  variables: row.variables,
  sampling: row.sampling,
  samplingUnit: row.samplingUnit,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

function faultMatches(context: MockApiContext, method: string, path: string) {
  return (context.faultRules?.() ?? []).find((rule) => faultRuleMatches(rule, method, path));
}

/** Prepares the file, then says it is ready (spec 001 §8 'Téléchargement prêt'). */
async function prepareNow(context: MockApiContext, id: number): Promise<void> {
  const pending = () => context.db.downloads.find((candidate) => candidate.id === id && candidate.status === 'pending');
  const row = pending();
  if (!row) return;
  if (faultMatches(context, 'POST', DOWNLOAD_PREPARATION_FAULT_PATH)) {
    row.status = 'failed';
    context.changed();
    return;
  }
  const bytes = await fileContent(context.db, row);
  // Deleted (or the demo reset) while the file was being written: nothing to announce.
  if (pending() !== row) return;
  row.status = 'ready';
  row.readyAt = new Date().toISOString();
  row.size = bytes.byteLength;
  context.changed();
  // The message starts the download in the browser: only the one who asked for the file gets it.
  context.live.broadcast(
    { type: 'download_request', id: row.id, title: row.title },
    liveAudience(context, (user) => user.id === row.userId),
  );
}

function prepare(context: MockApiContext, id: number): void {
  context.later(() => void prepareNow(context, id), DOWNLOAD_PREPARATION_MS);
}

/** The signed link to a ready file, or the non-http(s) one QA asked for. */
function downloadLink(context: MockApiContext, row: DownloadRow): string {
  const rule = faultMatches(context, 'GET', DOWNLOAD_URL_FAULT_PATH);
  if (rule)
    return rule.code === 'ftp' ? `ftp://files.example.org/${row.fileName}` : 'javascript:alert(document.domain)';
  return apiUrl(context, `file-content/${row.id}?token=${row.token}`);
}

const VIEW = 'self_service_view';
const MANAGE = 'self_service_manage';

/**
 * A download is the caller's to see when its project is (scope.ts); one without a project, when
 * every variable it exports is. A customer's own request is theirs whatever it names.
 */
function seesDownload(
  db: MockDatabase,
  caller: MockUser,
  row: Pick<DownloadRow, 'projectId' | 'variables' | 'userId'>,
): boolean {
  if (!caller.isExternal) return true;
  if (row.projectId !== null) return seesProject(db, caller, row.projectId);
  return (
    row.userId === caller.id ||
    row.variables.every(({ variableId }) =>
      seesPlace(db, caller, db.variables.find((variable) => variable.id === variableId)?.placeId),
    )
  );
}

function downloadRequestHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<DownloadRow, ReturnType<typeof readRequest>>(context, {
    path: 'download-requests',
    calls: ['list', 'create', 'get'],
    table: (db) => db.downloads,
    notFound: REQUEST_NOT_FOUND,
    permissions: { view: VIEW, manage: MANAGE },
    view: toRequest,
    filters: { projectId: byId((row) => row.projectId) },
    order: (rows) => newestFirst(rows, (row) => row.createdAt),
    scope: (row, { db, caller }) => seesDownload(db, caller, row),
    read: (body, { db, caller }) => readRequest(db, caller, body),
    newRow: ({ format, ...fields }, { id, caller, request }) => {
      const createdAt = new Date().toISOString();
      return {
        id,
        source: 'self_service',
        userId: caller.id,
        ...fields,
        status: 'pending',
        createdAt,
        readyAt: null,
        fileName: fileNameOf(fields.title, createdAt, format),
        locale: requestLanguage(request),
        size: null,
        lastDownloadAt: null,
        token: newToken(),
      };
    },
    addFirst: true,
    afterCreate: (row) => prepare(context, row.id),
  });
}

function downloadConfigHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<DownloadConfigRow, ReturnType<typeof readConfig>>(context, {
    path: 'download-configs',
    table: (db) => db.downloadConfigs,
    notFound: CONFIG_NOT_FOUND,
    permissions: { view: VIEW, manage: MANAGE },
    view: toConfig,
    filters: { projectId: byId((row) => row.projectId), title: byText((row) => row.title) },
    order: (rows) => newestFirst(rows, (row) => row.updatedAt),
    scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
    read: (body, { db, caller }) => readConfig(db, caller, body),
    newRow: (fields, { id, caller }) => {
      const now = new Date().toISOString();
      return { id, ...fields, createdAt: now, updatedAt: now, userId: caller.id };
    },
    merge: (row, fields) => Object.assign(row, fields, { updatedAt: new Date().toISOString() }),
  });
}

/** A file is its download request's row, seen from the files list. */
function fileHandlers(context: MockApiContext): HttpHandler[] {
  return [
    // Bespoke: a GET that records the download and answers a signed link.
    http.get(
      apiUrl(context, 'files/:id/download'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, VIEW);
        const row = findOr404(context.db.downloads, idParam(params, 'id', REQUEST_NOT_FOUND), REQUEST_NOT_FOUND);
        if (!seesDownload(context.db, caller, row)) fail(404, REQUEST_NOT_FOUND);
        if (row.status !== 'ready') fail(409, 'FILE_NOT_READY');
        row.lastDownloadAt = new Date().toISOString();
        context.changed();
        return { data: { url: downloadLink(context, row) } };
      }),
    ),
    ...crudHandlers<DownloadRow, never>(context, {
      path: 'files',
      calls: ['list', 'get', 'delete'],
      table: (db) => db.downloads,
      notFound: REQUEST_NOT_FOUND,
      permissions: { view: VIEW, manage: MANAGE },
      view: toFile,
      scope: (row, { db, caller }) => seesDownload(db, caller, row),
      filters: { projectId: byId((row) => row.projectId) },
      order: (rows) => newestFirst(rows, (row) => row.createdAt),
    }),
    // The signed link itself: what a storage service answers, an XML error when it refuses.
    http.get(apiUrl(context, 'file-content/:id'), async ({ request, params }) => {
      const id = typeof params.id === 'string' ? Number(params.id) : Number.NaN;
      const row = context.db.downloads.find((candidate) => candidate.id === id);
      const token = new URL(request.url).searchParams.get('token');
      if (!row || row.status !== 'ready' || token !== row.token) {
        const xml =
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';
        return new HttpResponse(xml, { status: 404, headers: { 'Content-Type': 'application/xml' } });
      }
      return new HttpResponse(await fileContent(context.db, row), {
        status: 200,
        headers: {
          'Content-Type': contentTypeOf(row.fileName),
          'Content-Disposition': `attachment; filename="${row.fileName}"`,
        },
      });
    }),
  ];
}

export function downloadsHandlers(context: MockApiContext): HttpHandler[] {
  return [...downloadRequestHandlers(context), ...downloadConfigHandlers(context), ...fileHandlers(context)];
}
