import { mockNow } from '../../db/clock';
import { http, type HttpHandler } from 'msw';
import {
  frequencyOfInterval,
  nextSendDates,
  normalizeDays,
  recurrenceError,
} from '../../../src/entities/reports/recurrence';
import { contactRef } from '../../db/contacts';
import type { MockDatabase } from '../../db/database';
import { currentContact, dashboardRef, graphRefs } from '../../db/operationsRefs';
import type { ScheduledReportRow, ScheduledReportSendRow } from '../../db/reports';
import { projectRef } from '../../db/structureRefs';
import { apiUrl, type MockApiContext } from '../context';
import {
  idField,
  idQuery,
  idValue,
  matchesId,
  newestFirst,
  requiredName,
  requireProject,
  textField,
  type Body,
} from '../operationsInput';
import { byId, crudHandlers } from '../crudHandlers';
import { fail, paginate, requirePermission, route } from '../respond';
import type { MockUser } from '../../db/users';
import { seesProject } from '../scope';
import { dashboardOr404 } from '../explorer/graphRows';
import { recipientOf } from './recipients';

/*
 * Scheduled (automatic) reports and their sent history (spec 001 §7 "Scheduled reports"). They are
 * reports: personalized_report_view to read, personalized_report_manage to write. The recurrence
 * (spec 000 §3) is checked by src/entities/reports/recurrence.ts: INVALID_FREQUENCY otherwise.
 */

function toScheduledReport(db: MockDatabase, row: ScheduledReportRow, now = mockNow(db)) {
  const next = nextSendDates(row, new Date(row.anchorMonth), new Date(now), 1)[0];
  return {
    id: row.id,
    project: projectRef(db, row.projectId),
    frequency: frequencyOfInterval(row.interval),
    interval: row.interval,
    daysOfMonth: row.daysOfMonth,
    reportName: row.reportName,
    reportTitle: row.reportTitle,
    contact: currentContact(db, row.contact),
    dashboard: dashboardRef(db, row.dashboardId),
    graphs: graphRefs(db, row.graphIds),
    anchorMonth: row.anchorMonth,
    lastSentAt: row.lastSentAt,
    nextSendAt: next ? new Date(next.getTime() + 6 * 3_600_000).toISOString() : null,
    createdAt: row.createdAt,
  };
}

function toSend(db: MockDatabase, row: ScheduledReportSendRow) {
  return {
    id: row.id,
    scheduledReport: {
      id: row.scheduledReportId,
      reportName:
        db.scheduledReports.find((report) => report.id === row.scheduledReportId)?.reportName ?? row.reportName,
    },
    project: projectRef(db, row.projectId),
    contact: currentContact(db, row.contact),
    sentAt: row.sentAt,
    status: row.status,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    fileName: row.fileName,
  };
}

type ScheduledFields = Omit<ScheduledReportRow, 'id' | 'createdAt' | 'lastSentAt'>;

function currentMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

function readScheduledReport(
  db: MockDatabase,
  caller: MockUser,
  body: Body,
  current?: ScheduledReportRow,
): ScheduledFields {
  const projectId = requireProject(db, caller, idField(body, 'project'));
  const { interval, daysOfMonth, frequency } = body;
  if (recurrenceError(interval, daysOfMonth) !== null) fail(400, 'INVALID_FREQUENCY');
  // A frequency sent along must name the same interval.
  if (frequency !== undefined && frequency !== null && frequency !== frequencyOfInterval(interval))
    fail(400, 'INVALID_FREQUENCY');
  const reportName = requiredName(body, 'reportName');
  const contact = recipientOf(db, caller, idField(body, 'contact'), projectId);
  // The dashboard is optional; one that is named must exist.
  const dashboardId = idField(body, 'dashboard');
  if (dashboardId !== null) dashboardOr404(db, caller, dashboardId);
  // Graphs belong to the named dashboard; none names the whole dashboard.
  const graphValues: unknown[] = Array.isArray(body.graphs) ? body.graphs : [];
  const graphIds = graphValues.map((value) => {
    const id = idValue(value);
    const graph = db.graphs.find((row) => row.id === id && row.dashboardId === dashboardId);
    return graph?.id ?? fail(404, 'GRAPH_NOT_FOUND');
  });
  const anchorText = textField(body, 'anchorMonth');
  const anchorMonth =
    anchorText && /^\d{4}-\d{2}/.test(anchorText)
      ? `${anchorText.slice(0, 7)}-01`
      : (current?.anchorMonth ?? currentMonth());
  return {
    projectId,
    dashboardId,
    graphIds,
    interval: interval as ScheduledReportRow['interval'],
    daysOfMonth: normalizeDays(daysOfMonth as number[]),
    reportName,
    reportTitle: textField(body, 'reportTitle'),
    contact: contactRef(contact),
    anchorMonth,
  };
}

/** The catalogue's one report code (spec 000 §8), as for the other report families. */
const REPORT_NOT_FOUND = 'BEX_SUPPORT_REPORT_NOT_FOUND';

export function scheduledReportsHandlers(context: MockApiContext): HttpHandler[] {
  return [
    // Before scheduled-reports/:id, which would take "history" for an id.
    http.get(
      apiUrl(context, 'scheduled-reports/history'),
      route(context, ({ url, caller }) => {
        requirePermission(caller, 'personalized_report_view');
        const scheduledReportId = idQuery(url, 'scheduledReportId');
        const projectId = idQuery(url, 'projectId');
        const rows = context.db.scheduledReportSends.filter(
          (row) =>
            seesProject(context.db, caller, row.projectId) &&
            matchesId(row.scheduledReportId, scheduledReportId) &&
            matchesId(row.projectId, projectId),
        );
        return paginate(
          newestFirst(rows, (row) => row.sentAt),
          url,
          (row) => toSend(context.db, row),
        );
      }),
    ),
    // A delete keeps the sent history: it records what was sent.
    ...crudHandlers<ScheduledReportRow, ScheduledFields>(context, {
      path: 'scheduled-reports',
      table: (db) => db.scheduledReports,
      notFound: REPORT_NOT_FOUND,
      permissions: { view: 'personalized_report_view', manage: 'personalized_report_manage' },
      view: (row, db) => toScheduledReport(db, row),
      filters: { projectId: byId((row) => row.projectId) },
      order: (rows) => newestFirst(rows, (row) => row.createdAt),
      scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
      read: (body, { db, caller, current }) => readScheduledReport(db, caller, body, current),
      newRow: (fields, { id }) => ({ id, ...fields, createdAt: new Date().toISOString(), lastSentAt: null }),
    }),
  ];
}
