import { MAINTENANCE_CHECK_KINDS } from '../../../src/entities/reports/maintenanceChecks';
import { http, type HttpHandler } from 'msw';
import {
  cpeSummary,
  maintenanceChecks,
  type BexReportRow,
  type BexReportStatus,
  type BexReportType,
  type MaintenanceCheckRow,
} from '../../db/bexReports';
import type { MockDatabase } from '../../db/database';
import { userSummary } from '../../db/operationsRefs';
import { createRandom } from '../../db/random';
import { projectRef } from '../../db/structureRefs';
import type { MockUser } from '../../db/users';
import { apiUrl, type MockApiContext } from '../context';
import {
  dateField,
  idField,
  idQuery,
  idValue,
  matchesId,
  newestFirst,
  periodFields,
  requiredName,
  requireProject,
  textField,
  type Body,
} from '../operationsInput';
import { crudHandlers } from '../crudHandlers';
import { fail, hasPermission, paginate, requirePermission, route } from '../respond';

/*
 * Maintenance and CPE reports (spec 001 §7 "a second report family"): bex-reports with
 * type=maintenance|cpe. Each type has its permission (spec 001 §6): maintenance_report and
 * cpe_report, view to read, manage to write. Unknown ids: BEX_SUPPORT_REPORT_NOT_FOUND.
 */

const NOT_FOUND = 'BEX_SUPPORT_REPORT_NOT_FOUND';
const TYPES: readonly BexReportType[] = ['maintenance', 'cpe'];
const STATUSES: readonly BexReportStatus[] = ['draft', 'validated', 'sent'];

const permissionOf = (type: BexReportType, access: 'view' | 'manage') =>
  `${type === 'maintenance' ? 'maintenance_report' : 'cpe_report'}_${access}`;

function named(rows: readonly { id: number; name: string }[], id: number | null) {
  if (id === null) return null;
  return { id, name: rows.find((row) => row.id === id)?.name ?? '' };
}

function toBexReport(db: MockDatabase, row: BexReportRow) {
  return {
    id: row.id,
    type: row.type,
    project: projectRef(db, row.projectId),
    name: row.name,
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    comments: row.comments,
    checks: row.checks.map((check) => ({
      kind: check.kind,
      variable: named(db.variables, check.variableId),
      acquisitionDevice: named(db.acquisitionDevices, check.acquisitionDeviceId),
      occurrences: check.occurrences,
      firstSeenAt: check.firstSeenAt,
      lastSeenAt: check.lastSeenAt,
      comment: check.comment,
    })),
    summary: row.summary,
    author: userSummary(db, row.authorId),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function readType(value: unknown): BexReportType {
  return TYPES.find((type) => type === value) ?? fail(400, 'INVALID_JSON');
}

function readCheck(db: MockDatabase, value: unknown): MaintenanceCheckRow {
  if (typeof value !== 'object' || value === null) return fail(400, 'INVALID_JSON');
  const check = value as Body;
  const kind = MAINTENANCE_CHECK_KINDS.find((candidate) => candidate === check.kind) ?? fail(400, 'INVALID_JSON');
  const variableId = idValue(check.variableId);
  if (variableId !== null && !db.variables.some((variable) => variable.id === variableId))
    fail(404, 'VARIABLE_NOT_FOUND');
  const occurrences =
    typeof check.occurrences === 'number' && check.occurrences >= 0
      ? Math.round(check.occurrences)
      : fail(400, 'INVALID_JSON');
  const firstSeenAt = dateField(check, 'firstSeenAt') ?? fail(400, 'INVALID_PERIOD');
  const lastSeenAt = dateField(check, 'lastSeenAt') ?? firstSeenAt;
  return {
    kind,
    variableId,
    acquisitionDeviceId: idValue(check.acquisitionDeviceId),
    occurrences,
    firstSeenAt,
    lastSeenAt,
    comment: textField(check, 'comment'),
  };
}

type BexFields = Pick<
  BexReportRow,
  'type' | 'projectId' | 'name' | 'title' | 'startDate' | 'endDate' | 'status' | 'comments'
> & { checks: MaintenanceCheckRow[] | null };

function readBexReport(db: MockDatabase, body: Body, caller: MockUser, current?: BexReportRow): BexFields {
  const type = readType(body.type ?? current?.type);
  requirePermission(caller, permissionOf(type, 'manage'));
  const projectId = requireProject(db, idField(body, 'project'));
  const name = requiredName(body, 'name');
  const { start, end } = periodFields(body, 'startDate', 'endDate');
  const status =
    body.status === undefined
      ? (current?.status ?? 'draft')
      : (STATUSES.find((value) => value === body.status) ?? fail(400, 'INVALID_JSON'));
  const checks =
    body.checks === undefined
      ? null
      : Array.isArray(body.checks)
        ? body.checks.map((check) => readCheck(db, check))
        : fail(400, 'INVALID_JSON');
  return {
    type,
    projectId,
    name,
    title: textField(body, 'title'),
    startDate: start,
    endDate: end,
    status,
    comments: textField(body, 'comments'),
    checks,
  };
}

/** The server's part: checks run over the period when none were sent, the CPE summary always. */
function complete(
  db: MockDatabase,
  id: number,
  fields: BexFields,
  previous?: BexReportRow,
): Pick<BexReportRow, 'checks' | 'summary'> {
  const random = createRandom(id * 7_919 + Date.parse(fields.startDate) / 86_400_000);
  const startMs = Date.parse(fields.startDate);
  const endMs = Date.parse(fields.endDate);
  if (fields.type === 'cpe') return { checks: [], summary: cpeSummary(random, db, fields.projectId, startMs, endMs) };
  const samePeriod =
    previous &&
    previous.projectId === fields.projectId &&
    previous.startDate === fields.startDate &&
    previous.endDate === fields.endDate;
  const checks =
    fields.checks ?? (samePeriod ? previous.checks : maintenanceChecks(random, db, fields.projectId, startMs, endMs));
  return { checks, summary: null };
}

export function bexReportsHandlers(context: MockApiContext): HttpHandler[] {
  return [
    // Bespoke: without a type, the list holds the families the caller may read.
    http.get(
      apiUrl(context, 'bex-reports'),
      route(context, ({ url, caller }) => {
        const typeText = url.searchParams.get('type');
        const wanted = typeText ? [readType(typeText)] : TYPES;
        const readable = wanted.filter((type) => hasPermission(caller, permissionOf(type, 'view')));
        if (readable.length === 0) fail(403, 'PERMISSION_DENIED');
        const projectId = idQuery(url, 'projectId');
        const rows = context.db.bexReports.filter(
          (row) => readable.includes(row.type) && matchesId(row.projectId, projectId),
        );
        return paginate(
          newestFirst(rows, (row) => row.createdAt),
          url,
          (row) => toBexReport(context.db, row),
        );
      }),
    ),
    // Each type has its permissions: checked on the body's type (writes) or the stored row's.
    ...crudHandlers<BexReportRow, BexFields>(context, {
      path: 'bex-reports',
      calls: ['create', 'get', 'update', 'delete'],
      table: (db) => db.bexReports,
      notFound: NOT_FOUND,
      view: (row, db) => toBexReport(db, row),
      checkRow: (row, { caller, call }) =>
        requirePermission(caller, permissionOf(row.type, call === 'get' ? 'view' : 'manage')),
      read: (body, { db, caller, current }) => readBexReport(db, body, caller, current),
      newRow: (fields, { db, id, caller }) => {
        const now = new Date().toISOString();
        return { id, ...fields, ...complete(db, id, fields), authorId: caller.id, createdAt: now, updatedAt: now };
      },
      merge: (row, fields, { db }) =>
        Object.assign(row, fields, complete(db, row.id, fields, row), { updatedAt: new Date().toISOString() }),
    }),
  ];
}
