import type { HttpHandler } from 'msw';
import type { MockDatabase } from '../../db/database';
import { newToken } from '../../db/downloads';
import { dashboardRef, graphRefs, userSummary } from '../../db/operationsRefs';
import { reportDownloadRow, type ReportRow } from '../../db/reports';
import { projectRef } from '../../db/structureRefs';
import { liveAudience, type MockApiContext } from '../context';
import {
  idField,
  idValue,
  newestFirst,
  periodFields,
  requiredName,
  requireProject,
  textField,
  type Body,
} from '../operationsInput';
import { faultRuleMatches } from '../../faultRules';
import { bexReportsHandlers } from './bexReports';
import { reportDocumentHandler } from './reportDocument';
import { cpeProgramsHandlers } from './cpePrograms';
import { customReportsHandlers } from './customReports';
import { scheduledReportsHandlers } from './scheduledReports';
import { byId, crudHandlers } from '../crudHandlers';
import { fail, nextId } from '../respond';
import type { MockUser } from '../../db/users';
import { seesProject } from '../scope';
import { dashboardOr404 } from '../explorer/graphRows';

/*
 * On-demand reports (spec 001 §7 "Reports (on demand)"), plus the maintenance/CPE and scheduled
 * report handlers of the sibling files. Reads need personalized_report_view, writes
 * personalized_report_manage.
 *
 * The catalogue (spec 000 §8) has one report code, BEX_SUPPORT_REPORT_NOT_FOUND: every report
 * family answers it for an unknown id. A missing or unknown project, dashboard or graph answers
 * PROJECT_NOT_FOUND, DASHBOARD_NOT_FOUND or GRAPH_NOT_FOUND (spec 001 §5: all three are required);
 * a graph of another dashboard is GRAPH_NOT_FOUND too.
 */

export const REPORT_NOT_FOUND = 'BEX_SUPPORT_REPORT_NOT_FOUND';
/** Simulated generation time (spec 001 §4: generation is asynchronous). */
export const REPORT_GENERATION_MS = 4_000;
/**
 * QA's switch for a failed generation (README "Fault injection (QA)"): while a fault rule matches
 * `POST reports/generation` (any kind, e.g. `POST reports/generation=status:500`), every generation
 * that ends fails: the report turns `failed`, its download request too, and no live message is
 * sent. A PUT of the report (its "Try again") generates it anew.
 */
export const REPORT_GENERATION_FAULT_PATH = 'reports/generation';

function generationFails(context: MockApiContext): boolean {
  return (context.faultRules?.() ?? []).some((rule) => faultRuleMatches(rule, 'POST', REPORT_GENERATION_FAULT_PATH));
}

function toReport(db: MockDatabase, row: ReportRow) {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    project: projectRef(db, row.projectId),
    dashboard: dashboardRef(db, row.dashboardId),
    graphs: graphRefs(db, row.graphIds),
    status: row.status,
    downloadRequestId: row.downloadRequestId,
    createdAt: row.createdAt,
    createdBy: userSummary(db, row.createdById),
  };
}

type ReportFields = Pick<
  ReportRow,
  'projectId' | 'dashboardId' | 'graphIds' | 'name' | 'title' | 'description' | 'startDate' | 'endDate'
>;

function readReport(db: MockDatabase, caller: MockUser, body: Body): ReportFields {
  const dashboard = dashboardOr404(db, caller, idField(body, 'dashboard'));
  const projectId = requireProject(db, caller, idField(body, 'project'));
  const graphValues: unknown[] = Array.isArray(body.graphs) ? body.graphs : [];
  if (graphValues.length === 0) fail(404, 'GRAPH_NOT_FOUND');
  const graphIds = graphValues.map((value) => {
    const id = idValue(value);
    // The report shows graphs of its dashboard.
    const graph = db.graphs.find((row) => row.id === id && row.dashboardId === dashboard.id);
    return graph?.id ?? fail(404, 'GRAPH_NOT_FOUND');
  });
  const name = requiredName(body, 'name');
  const { start, end } = periodFields(body, 'startDate', 'endDate');
  return {
    projectId,
    dashboardId: dashboard.id,
    graphIds,
    name,
    title: textField(body, 'title'),
    description: typeof body.description === 'string' ? body.description : null,
    startDate: start,
    endDate: end,
  };
}

/**
 * Queues the document of a report: a pending download request now, then (later) the file ready
 * and the live `download_request` message naming it (spec 000 §7, spec 001 §4 and §8 'Téléchargement prêt').
 */
function generate(context: MockApiContext, report: ReportRow): void {
  const db = context.db;
  const downloadId = nextId(db.downloads);
  db.downloads.unshift(reportDownloadRow(report, downloadId, 'pending', newToken(), null));
  report.status = 'pending';
  report.downloadRequestId = downloadId;
  finishLater(context, report.id, downloadId);
}

/** The generations queued for a database (a reset demo starts another), by download request. */
const queued = new WeakMap<MockDatabase, Set<number>>();

function finishLater(context: MockApiContext, reportId: number, downloadId: number): void {
  const ids = queued.get(context.db) ?? new Set<number>();
  queued.set(context.db, ids);
  ids.add(downloadId);
  context.later(() => {
    ids.delete(downloadId);
    finish(context, reportId, downloadId, true);
  }, REPORT_GENERATION_MS);
}

/** The document is made (or its making fails, when QA asks): the report and its download say so. */
function finish(context: MockApiContext, reportId: number, downloadId: number, announce: boolean): void {
  const current = context.db;
  const row = current.reports.find(
    (candidate) => candidate.id === reportId && candidate.downloadRequestId === downloadId,
  );
  const download = current.downloads.find((candidate) => candidate.id === downloadId);
  if (!row || !download || download.status !== 'pending') return;
  if (generationFails(context)) {
    row.status = 'failed';
    download.status = 'failed';
    context.changed();
    return;
  }
  row.status = 'ready';
  download.status = 'ready';
  download.readyAt = new Date().toISOString();
  download.size = 180 * 1_024 + row.graphIds.length * 64 * 1_024;
  context.changed();
  // The message starts the download in the browser: only the one who asked for the report gets it.
  if (announce)
    context.live.broadcast(
      { type: 'download_request', id: downloadId, title: download.title },
      liveAudience(context, (user) => user.id === download.userId),
    );
}

/**
 * A generation left pending where no job of this tab runs it (the demo's seed, a tab closed while
 * it ran) is over by the time the reports are read again, as a server's queue would have finished
 * it: never "being generated" for good. Its live message went out while no one listened, so none
 * is sent now (it would download a file the user did not just ask for).
 */
function catchUpGenerations(context: MockApiContext, reports: readonly ReportRow[]): void {
  const ids = queued.get(context.db);
  const now = Date.now();
  for (const report of reports) {
    const downloadId = report.downloadRequestId;
    if (report.status !== 'pending' || downloadId === null || ids?.has(downloadId)) continue;
    if (now - Date.parse(report.createdAt) < REPORT_GENERATION_MS) continue;
    finish(context, report.id, downloadId, false);
  }
}

const CONTENT_FIELDS = ['projectId', 'startDate', 'endDate'] as const;

function needsRegeneration(before: ReportRow, after: ReportFields): boolean {
  if (CONTENT_FIELDS.some((field) => before[field] !== after[field])) return true;
  if (before.dashboardId !== after.dashboardId) return true;
  return before.graphIds.join(',') !== after.graphIds.join(',');
}

function onDemandHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<ReportRow, ReportFields>(context, {
    path: 'reports',
    table: (db) => db.reports,
    visible: ({ db }) => {
      catchUpGenerations(context, db.reports);
      return db.reports;
    },
    notFound: REPORT_NOT_FOUND,
    permissions: { view: 'personalized_report_view', manage: 'personalized_report_manage' },
    view: (row, db) => toReport(db, row),
    filters: { projectId: byId((row) => row.projectId) },
    order: (rows) => newestFirst(rows, (row) => row.createdAt),
    scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
    read: (body, { db, caller }) => readReport(db, caller, body),
    newRow: (fields, { id, caller }) => ({
      id,
      ...fields,
      status: 'pending',
      downloadRequestId: null,
      createdAt: new Date().toISOString(),
      createdById: caller.id,
    }),
    afterCreate: (row) => generate(context, row),
    merge: (row, fields) => {
      const regenerate = needsRegeneration(row, fields);
      Object.assign(row, fields);
      // A new period or other graphs make a new document; a renamed report keeps its file.
      if (regenerate || row.status === 'failed') generate(context, row);
    },
  });
}

/** Every report call of spec 001 §7: on demand, maintenance and CPE (and CPE programs), scheduled and their history. */
export function reportsHandlers(context: MockApiContext): HttpHandler[] {
  return [
    // Before the downloads' handlers: a ready report's link answers its PDF.
    reportDocumentHandler(context),
    ...onDemandHandlers(context),
    ...bexReportsHandlers(context),
    ...cpeProgramsHandlers(context),
    ...scheduledReportsHandlers(context),
    ...customReportsHandlers(context),
  ];
}
