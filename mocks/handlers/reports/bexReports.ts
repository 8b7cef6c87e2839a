import { MAINTENANCE_CHECK_KINDS } from '../../../src/lib/maintenanceChecks';
import { http, type HttpHandler } from 'msw';
import {
  CHECK_COMMENTS,
  cpeSummary,
  type BexReportRow,
  type BexReportStatus,
  type BexReportType,
  type MaintenanceCheckRow,
} from '../../db/bexReports';
import { cpeSummaryFromSavings } from '../../db/cpeSummary';
import type { MockDatabase } from '../../db/database';
import { userSummary } from '../../db/operationsRefs';
import { createRandom } from '../../db/random';
import { unitName } from '../variables/variableViews';
import { runMaintenanceChecks } from './maintenanceRun';
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
import { seesProject } from '../scope';

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

/** The variable whose series shows a finding, with what a chart of it needs. */
function seriesView(db: MockDatabase, variableId: number | null | undefined) {
  const variable = db.variables.find((one) => one.id === variableId);
  if (!variable) return null;
  return {
    variable: { id: variable.id, name: variable.name },
    aggregationId: variable.aggregationId,
    unit: unitName(db, variable.unitId),
  };
}

/**
 * A seeded maintenance report runs its checks over the data when first read (a run reads a month
 * of every variable of the project: too long for the seed). A report already reviewed carries the
 * operator's notes.
 */
function ensureChecksRun(db: MockDatabase, row: BexReportRow): void {
  if (row.type !== 'maintenance' || row.checksRun) return;
  const checks = runMaintenanceChecks(db, row.projectId, Date.parse(row.startDate), Date.parse(row.endDate));
  row.checks =
    row.status === 'draft' ? checks : checks.map((check) => ({ ...check, comment: CHECK_COMMENTS[check.kind] }));
  row.checksRun = true;
}

function toBexReport(db: MockDatabase, row: BexReportRow) {
  ensureChecksRun(db, row);
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
      value: check.value ?? null,
      range: check.range ?? null,
      series: seriesView(db, check.seriesVariableId ?? check.variableId),
      comment: check.comment,
    })),
    // A CPE report's figures come from the project's energy-savings data when it has some.
    summary:
      row.type === 'cpe'
        ? (cpeSummaryFromSavings(db, row.projectId, row.startDate, row.endDate) ?? row.summary)
        : row.summary,
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
  const projectId = requireProject(db, caller, idField(body, 'project'));
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

/**
 * Checks sent back with a report (the user's comments on them) keep what the server found: a sent
 * check that matches a stored one (same kind, variable or module, start) only changes its comment.
 */
function withStoredFindings(
  sent: MaintenanceCheckRow[],
  stored: readonly MaintenanceCheckRow[],
): MaintenanceCheckRow[] {
  return sent.map((check) => {
    const same = stored.find(
      (one) =>
        one.kind === check.kind &&
        one.variableId === check.variableId &&
        one.acquisitionDeviceId === check.acquisitionDeviceId &&
        Date.parse(one.firstSeenAt) === Date.parse(check.firstSeenAt),
    );
    return same ? { ...same, comment: check.comment } : check;
  });
}

/**
 * The server's part: the maintenance checks run over the period's data (spec 001 §9) when none were
 * sent and the project or period is new; the CPE summary always.
 */
function complete(
  db: MockDatabase,
  id: number,
  fields: BexFields,
  previous?: BexReportRow,
): Pick<BexReportRow, 'checks' | 'checksRun' | 'summary'> {
  const random = createRandom(id * 7_919 + Date.parse(fields.startDate) / 86_400_000);
  const startMs = Date.parse(fields.startDate);
  const endMs = Date.parse(fields.endDate);
  if (fields.type === 'cpe')
    return { checks: [], checksRun: true, summary: cpeSummary(random, db, fields.projectId, startMs, endMs) };
  if (previous) ensureChecksRun(db, previous);
  const samePeriod =
    previous &&
    previous.projectId === fields.projectId &&
    previous.startDate === fields.startDate &&
    previous.endDate === fields.endDate;
  if (samePeriod) {
    const checks = fields.checks ? withStoredFindings(fields.checks, previous.checks) : previous.checks;
    return { checks, checksRun: true, summary: null };
  }
  return {
    checks: fields.checks ?? runMaintenanceChecks(db, fields.projectId, startMs, endMs),
    checksRun: true,
    summary: null,
  };
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
        const status = url.searchParams.get('status');
        const rows = context.db.bexReports.filter(
          (row) =>
            seesProject(context.db, caller, row.projectId) &&
            readable.includes(row.type) &&
            matchesId(row.projectId, projectId) &&
            (!status || row.status === status),
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
      scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
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
