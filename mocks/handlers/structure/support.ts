import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ProjectEnergyRow } from '../../db/admin';
import { technicalFileExpired, type SupportFileRow } from '../../db/support';
import { PROJECT_CHOICES, SUPPORT_CHOICES } from '../../db/adminChoices';
import { numberField, textField, visibleProjectOr404, visibleProjects, type Body } from '../adminFields';
import { apiUrl, type MockApiContext } from '../context';
import { crudHandlers, type CrudArgs } from '../crudHandlers';
import { fail, idParam, numberParam, requirePermission, route } from '../respond';
import type { MockDatabase } from '../../db/database';

/** Where a technical file downloads from: the files live in the support team's storage, not the API. */
export const SUPPORT_FILES_ORIGIN = 'https://stockage.enersol.fr/bexsupport/';

/**
 * The storage link's signature, as a storage service signs the links it hands out: only the API,
 * which checks who may see the file's project, gives it. Derived from a secret of the database
 * (its seed instant, never answered), so that the links stay the same across reloads.
 */
function signature(db: MockDatabase, file: SupportFileRow): string {
  let hash = 0x811c9dc5;
  for (const char of `${db.seededAt}:${file.id}:${file.projectId}:${file.name}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function supportFileView(file: SupportFileRow, db: MockDatabase) {
  const { id, ...fields } = file;
  const path = `${SUPPORT_FILES_ORIGIN}${file.projectId}/${id}/${encodeURIComponent(file.name)}`;
  return { ...fields, fileId: id, url: `${path}?signature=${signature(db, file)}` };
}

/** What storage answers for a purged or unknown file (spec 001 §8: "Ce fichier n'est plus accessible"). */
const STORAGE_REFUSAL =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  csv: 'text/csv; charset=utf-8',
};

/**
 * The technical files' storage (SUPPORT_FILES_ORIGIN): the file itself, or the XML refusal of a
 * purged one. The name goes in filename* (RFC 5987): header values cannot carry "é" or "’".
 */
function storageHandler(context: MockApiContext): HttpHandler {
  return http.get(`${SUPPORT_FILES_ORIGIN}:projectId/:id/:name`, ({ params, request }) => {
    const file = context.db.supportFiles.find((row) => String(row.id) === params.id);
    const signed = new URL(request.url).searchParams.get('signature');
    // An unsigned or forged link: refused as a storage service refuses it, the file not told apart.
    if (!file || signed !== signature(context.db, file) || technicalFileExpired(file)) {
      return new HttpResponse(STORAGE_REFUSAL, { status: 404, headers: { 'Content-Type': 'application/xml' } });
    }
    const ascii = file.name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/"/g, '');
    return new HttpResponse(new TextEncoder().encode(`${file.name}\n`), {
      status: 200,
      headers: {
        'Content-Type': CONTENT_TYPES[file.type] ?? 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    });
  });
}

/**
 * GET files/{id}/download for a technical file (spec 001 §7): its storage link. Other ids fall
 * through to the self-service files' handler (mocks/handlers/transfers/downloads.ts).
 */
function technicalFileDownloadHandler(context: MockApiContext): HttpHandler {
  const answer = route(context, ({ params, caller }) => {
    requirePermission(caller, 'project_in_parameters_view');
    const file = context.db.supportFiles.find(
      (row) => row.id === idParam(params, 'id', 'BEX_SUPPORT_REPORT_NOT_FOUND'),
    );
    if (!file) return fail(404, 'BEX_SUPPORT_REPORT_NOT_FOUND');
    visibleProjectOr404(context.db, caller, file.projectId);
    file.lastReadDate = new Date().toISOString();
    context.changed();
    return { data: { url: supportFileView(file, context.db).url } };
  });
  return http.get(apiUrl(context, 'files/:id/download'), (info) => {
    const id = Number(info.params.id);
    if (!context.db.supportFiles.some((row) => row.id === id)) return undefined;
    return answer(info);
  });
}

const ENERGY_CODES = new Set((PROJECT_CHOICES.energyTypes ?? []).map((choice) => choice.code));

/** spec 001 §3 Project energy: energy type, current and contract PER (euro/MWh), emission factor. */
function energyFields(body: Body, energy: Omit<ProjectEnergyRow, 'id'>): Omit<ProjectEnergyRow, 'id'> {
  const energyType = textField(body, 'energyType', energy.energyType) ?? '';
  if (!ENERGY_CODES.has(energyType)) fail(400, 'INVALID_JSON');
  return {
    projectId: energy.projectId,
    energyType,
    currentPer: numberField(body, 'currentPer', energy.currentPer, { min: 0 }),
    contractPer: numberField(body, 'contractPer', energy.contractPer, { min: 0 }),
    emissionFactor: numberField(body, 'emissionFactor', energy.emissionFactor, { min: 0 }),
  };
}

/**
 * Rows of the caller's projects, or of the one in ?projectId= (404 PROJECT_NOT_FOUND when the
 * caller does not see it).
 */
function ofVisibleProjects(url: URL, { db, caller }: CrudArgs): (row: { projectId: number }) => boolean {
  const projectId = numberParam(url, 'projectId');
  if (projectId !== null) visibleProjectOr404(db, caller, projectId);
  const projects = new Set(visibleProjects(db, caller).map((project) => project.id));
  return (row) => projects.has(row.projectId) && (projectId === null || row.projectId === projectId);
}

// Project energies and the support (BEX) record of spec 001 §7 "Projects and structure".
export function supportHandlers(context: MockApiContext): HttpHandler[] {
  const url = (path: string) => apiUrl(context, path);
  return [
    ...crudHandlers<ProjectEnergyRow>(context, {
      path: 'project-energy',
      calls: ['list', 'create', 'update', 'delete'],
      table: (db) => db.projectEnergies,
      notFound: 'PROJECT_ENERGY_NOT_FOUND',
      permissions: { manage: 'project_manage' },
      where: ofVisibleProjects,
      read: (body, { db, caller, current }) => {
        if (current) return energyFields(body, current);
        const projectId = typeof body.projectId === 'number' ? body.projectId : fail(404, 'PROJECT_NOT_FOUND');
        visibleProjectOr404(db, caller, projectId);
        return energyFields(body, { projectId, energyType: '', currentPer: 0, contractPer: 0, emissionFactor: 0 });
      },
    }),

    technicalFileDownloadHandler(context),
    storageHandler(context),
    // Support record (spec 001 §7): specific paths before bexsupport/:id.
    http.get(
      url('bexsupport/choices'),
      route(context, ({ caller }) => {
        requirePermission(caller, 'project_in_parameters_view');
        return { data: SUPPORT_CHOICES };
      }),
    ),
    ...crudHandlers<SupportFileRow>(context, {
      path: 'bexsupport/files',
      calls: ['list'],
      table: (db) => db.supportFiles,
      notFound: 'BEX_SUPPORT_REPORT_NOT_FOUND',
      permissions: { view: 'project_in_parameters_view' },
      where: ofVisibleProjects,
      order: (rows) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      view: (file, db) => supportFileView(file, db),
    }),
    // The id is the project's (spec 001 §3 "Support record: per project_id").
    http.get(
      url('bexsupport/:id'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'project_in_parameters_view');
        const project = visibleProjectOr404(context.db, caller, idParam(params, 'id', 'PROJECT_NOT_FOUND'));
        return (
          context.db.supportRecords.find((record) => record.project_id === project.id) ??
          fail(404, 'BEX_SUPPORT_REPORT_NOT_FOUND')
        );
      }),
    ),
  ];
}
