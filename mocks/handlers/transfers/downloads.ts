import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDatabase } from '../../db/database';
import {
  fileNameOf,
  newToken,
  type DownloadConfigRow,
  type DownloadRow,
  type DownloadVariable,
  type SamplingUnitName,
} from '../../db/downloads';
import { apiUrl, type MockApiContext } from '../context';
import { fileContent } from './fileContent';
import {
  idField,
  idQuery,
  idValue,
  matchesId,
  newestFirst,
  periodFields,
  requiredName,
  requireProject,
  type Body,
} from '../operationsInput';
import {
  fail,
  findOr404,
  idParam,
  matchesText,
  nextId,
  paginate,
  readJson,
  removeById,
  requirePermission,
  route,
} from '../respond';

/*
 * Self-service export (spec 001 §7 "Imports and downloads"): self_service_view to read,
 * self_service_manage to write. A download request and its file are one row (same id): POST
 * download-requests answers the request `pending`, then the file is made ready later and the live
 * connection says `download_request { id }` (spec 000 §7). GET files/{id}/download answers
 * `{ data: { url } }`, a signed file-content URL the browser follows (no bearer token).
 * Codes: DOWNLOAD_REQUEST_NOT_FOUND (requests and files), DOWNLOAD_CONFIG_NOT_FOUND, FILE_NOT_READY
 * (409), INVALID_NAME (empty title), INVALID_JSON (no variable), VARIABLE_NOT_FOUND,
 * INVALID_AGGREGATION, INVALID_SAMPLING, INVALID_PERIOD, PROJECT_NOT_FOUND.
 */

export const DOWNLOAD_PREPARATION_MS = 3_000;
const REQUEST_NOT_FOUND = 'DOWNLOAD_REQUEST_NOT_FOUND';
const CONFIG_NOT_FOUND = 'DOWNLOAD_CONFIG_NOT_FOUND';
const SAMPLING_UNITS: readonly SamplingUnitName[] = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years'];

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

function readVariables(db: MockDatabase, value: unknown, allowEmpty: boolean): DownloadVariable[] {
  if (!Array.isArray(value) || (!allowEmpty && value.length === 0)) fail(400, 'INVALID_JSON');
  return value.map((item: unknown) => {
    const line = (typeof item === 'object' && item !== null ? item : {}) as Body;
    const variableId = idValue(line.variableId);
    if (variableId === null || !db.variables.some((variable) => variable.id === variableId))
      fail(404, 'VARIABLE_NOT_FOUND');
    const aggregationId = idValue(line.aggregationId);
    if (aggregationId === null || !db.aggregations.some((aggregation) => aggregation.id === aggregationId))
      fail(400, 'INVALID_AGGREGATION');
    return { variableId, aggregationId };
  });
}

/** Both or neither: a positive whole step and a known unit (spec 000 §9). */
function readSampling(body: Body): { sampling: number | null; samplingUnit: SamplingUnitName | null } {
  const { sampling, samplingUnit } = body;
  if ((sampling === undefined || sampling === null) && (samplingUnit === undefined || samplingUnit === null))
    return { sampling: null, samplingUnit: null };
  if (typeof sampling !== 'number' || !Number.isInteger(sampling) || sampling <= 0) fail(400, 'INVALID_SAMPLING');
  const unit = SAMPLING_UNITS.find((candidate) => candidate === samplingUnit) ?? fail(400, 'INVALID_SAMPLING');
  return { sampling, samplingUnit: unit };
}

function readConfig(db: MockDatabase, body: Body) {
  return {
    projectId: requireProject(db, idField(body, 'projectId')),
    title: requiredName(body, 'title'),
    variables: readVariables(db, body.variables, true),
    ...readSampling(body),
  };
}

/** Prepares the file, then says it is ready (spec 001 §8 'Téléchargement prêt'). */
function prepare(context: MockApiContext, id: number): void {
  context.later(() => {
    const row = context.db.downloads.find((candidate) => candidate.id === id);
    if (row?.status !== 'pending') return;
    row.status = 'ready';
    row.readyAt = new Date().toISOString();
    row.size = fileContent(context.db, row).byteLength;
    context.changed();
    context.live.broadcast({ type: 'download_request', id: row.id, title: row.title });
  }, DOWNLOAD_PREPARATION_MS);
}

function downloadRequestHandlers(context: MockApiContext): HttpHandler[] {
  return [
    http.get(
      apiUrl(context, 'download-requests'),
      route(context, ({ url, caller }) => {
        requirePermission(caller, 'self_service_view');
        const projectId = idQuery(url, 'projectId');
        const rows = context.db.downloads.filter((row) => matchesId(row.projectId, projectId));
        const page = paginate(
          newestFirst(rows, (row) => row.createdAt),
          url,
        );
        return { ...page, data: page.data.map(toRequest) };
      }),
    ),
    http.post(
      apiUrl(context, 'download-requests'),
      route(context, async ({ request, caller }) => {
        requirePermission(caller, 'self_service_manage');
        const db = context.db;
        const body = await readJson(request);
        const title = requiredName(body, 'title');
        const projectId = idField(body, 'projectId') === null ? null : requireProject(db, idField(body, 'projectId'));
        const variables = readVariables(db, body.variables, false);
        const { start, end } = periodFields(body, 'start', 'end');
        const createdAt = new Date().toISOString();
        const row: DownloadRow = {
          id: nextId(db.downloads),
          source: 'self_service',
          title,
          projectId,
          userId: caller.id,
          variables,
          start,
          end,
          ...readSampling(body),
          status: 'pending',
          createdAt,
          readyAt: null,
          fileName: fileNameOf(title, createdAt, 'csv'),
          size: null,
          lastDownloadAt: null,
          token: newToken(),
        };
        db.downloads.unshift(row);
        prepare(context, row.id);
        return toRequest(row);
      }),
    ),
    http.get(
      apiUrl(context, 'download-requests/:id'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'self_service_view');
        return toRequest(findOr404(context.db.downloads, idParam(params, 'id', REQUEST_NOT_FOUND), REQUEST_NOT_FOUND));
      }),
    ),
  ];
}

function downloadConfigHandlers(context: MockApiContext): HttpHandler[] {
  const find = (params: Parameters<typeof idParam>[0]) =>
    findOr404(context.db.downloadConfigs, idParam(params, 'id', CONFIG_NOT_FOUND), CONFIG_NOT_FOUND);
  return [
    http.get(
      apiUrl(context, 'download-configs'),
      route(context, ({ url, caller }) => {
        requirePermission(caller, 'self_service_view');
        const projectId = idQuery(url, 'projectId');
        const title = url.searchParams.get('title');
        const rows = context.db.downloadConfigs.filter(
          (row) => matchesId(row.projectId, projectId) && matchesText(row.title, title),
        );
        const page = paginate(
          newestFirst(rows, (row) => row.updatedAt),
          url,
        );
        return { ...page, data: page.data.map(toConfig) };
      }),
    ),
    http.post(
      apiUrl(context, 'download-configs'),
      route(context, async ({ request, caller }) => {
        requirePermission(caller, 'self_service_manage');
        const fields = readConfig(context.db, await readJson(request));
        const now = new Date().toISOString();
        const row: DownloadConfigRow = {
          id: nextId(context.db.downloadConfigs),
          ...fields,
          createdAt: now,
          updatedAt: now,
          userId: caller.id,
        };
        context.db.downloadConfigs.push(row);
        return toConfig(row);
      }),
    ),
    http.get(
      apiUrl(context, 'download-configs/:id'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'self_service_view');
        return toConfig(find(params));
      }),
    ),
    http.put(
      apiUrl(context, 'download-configs/:id'),
      route(context, async ({ request, params, caller }) => {
        requirePermission(caller, 'self_service_manage');
        const row = find(params);
        Object.assign(row, readConfig(context.db, await readJson(request)), { updatedAt: new Date().toISOString() });
        return toConfig(row);
      }),
    ),
    http.delete(
      apiUrl(context, 'download-configs/:id'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'self_service_manage');
        removeById(context.db.downloadConfigs, idParam(params, 'id', CONFIG_NOT_FOUND), CONFIG_NOT_FOUND);
        context.changed();
        return undefined;
      }),
    ),
  ];
}

function fileHandlers(context: MockApiContext): HttpHandler[] {
  const find = (params: Parameters<typeof idParam>[0]) =>
    findOr404(context.db.downloads, idParam(params, 'id', REQUEST_NOT_FOUND), REQUEST_NOT_FOUND);
  return [
    http.get(
      apiUrl(context, 'files'),
      route(context, ({ url, caller }) => {
        requirePermission(caller, 'self_service_view');
        const projectId = idQuery(url, 'projectId');
        const rows = context.db.downloads.filter((row) => matchesId(row.projectId, projectId));
        const page = paginate(
          newestFirst(rows, (row) => row.createdAt),
          url,
        );
        return { ...page, data: page.data.map(toFile) };
      }),
    ),
    http.get(
      apiUrl(context, 'files/:id/download'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'self_service_view');
        const row = find(params);
        if (row.status !== 'ready') fail(409, 'FILE_NOT_READY');
        row.lastDownloadAt = new Date().toISOString();
        context.changed();
        return { data: { url: apiUrl(context, `file-content/${row.id}?token=${row.token}`) } };
      }),
    ),
    http.get(
      apiUrl(context, 'files/:id'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'self_service_view');
        return toFile(find(params));
      }),
    ),
    http.delete(
      apiUrl(context, 'files/:id'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'self_service_manage');
        removeById(context.db.downloads, idParam(params, 'id', REQUEST_NOT_FOUND), REQUEST_NOT_FOUND);
        context.changed();
        return undefined;
      }),
    ),
    // The signed link itself: what a storage service answers, an XML error when it refuses.
    http.get(apiUrl(context, 'file-content/:id'), ({ request, params }) => {
      const id = typeof params.id === 'string' ? Number(params.id) : Number.NaN;
      const row = context.db.downloads.find((candidate) => candidate.id === id);
      const token = new URL(request.url).searchParams.get('token');
      if (!row || row.status !== 'ready' || token !== row.token) {
        const xml =
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';
        return new HttpResponse(xml, { status: 404, headers: { 'Content-Type': 'application/xml' } });
      }
      const pdf = row.fileName.endsWith('.pdf');
      return new HttpResponse(fileContent(context.db, row), {
        status: 200,
        headers: {
          'Content-Type': pdf ? 'application/pdf' : 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${row.fileName}"`,
        },
      });
    }),
  ];
}

export function downloadsHandlers(context: MockApiContext): HttpHandler[] {
  return [...downloadRequestHandlers(context), ...downloadConfigHandlers(context), ...fileHandlers(context)];
}
