import { http, type HttpHandler } from 'msw';
import {
  frequencyOfInterval,
  nextSendDates,
  normalizeDays,
  recurrenceError,
} from '../../../src/entities/reports/recurrence';
import { mockNow } from '../../db/clock';
import { contactRef } from '../../db/contacts';
import type { CpeProgramRow, CpeSendRow } from '../../db/cpePrograms';
import type { MockDatabase } from '../../db/database';
import { currentContact } from '../../db/operationsRefs';
import { projectRef } from '../../db/structureRefs';
import { apiUrl, type MockApiContext } from '../context';
import { byId, crudHandlers } from '../crudHandlers';
import {
  dateField,
  idQuery,
  idValue,
  idField,
  matchesId,
  newestFirst,
  requiredName,
  requireProject,
  textField,
  type Body,
} from '../operationsInput';
import { fail, orderRows, paginate, requirePermission, route } from '../respond';
import type { MockUser } from '../../db/users';
import { seesProject } from '../scope';
import { recipientOf } from './recipients';

/*
 * CPE report programs and their sending history (spec 001 §2 cperapports addprogram,
 * editprogram, reporhistory; built like the scheduled reports of spec 001 §7). cpe_report_view to
 * read, cpe_report_manage to write (spec 001 §6). The recurrence (spec 000 §3) is checked by
 * src/entities/reports/recurrence.ts: INVALID_FREQUENCY otherwise.
 */

const NOT_FOUND = 'BEX_SUPPORT_REPORT_NOT_FOUND';
const PERMISSIONS = { view: 'cpe_report_view', manage: 'cpe_report_manage' } as const;
/** Programs send in the morning, Paris time (06:00 UTC). */
const SEND_HOUR_MS = 6 * 3_600_000;

function toProgram(db: MockDatabase, row: CpeProgramRow) {
  const next = nextSendDates(row, new Date(row.anchorMonth), new Date(mockNow(db)), 1)[0];
  return {
    id: row.id,
    project: projectRef(db, row.projectId),
    name: row.name,
    frequency: frequencyOfInterval(row.interval),
    interval: row.interval,
    daysOfMonth: row.daysOfMonth,
    contacts: row.contacts.map((contact) => currentContact(db, contact)),
    anchorMonth: row.anchorMonth,
    comments: row.comments,
    lastSentAt: row.lastSentAt,
    nextSendAt: next ? new Date(next.getTime() + SEND_HOUR_MS).toISOString() : null,
    createdAt: row.createdAt,
  };
}

function toSend(db: MockDatabase, row: CpeSendRow) {
  const report = row.reportId === null ? undefined : db.bexReports.find((candidate) => candidate.id === row.reportId);
  return {
    id: row.id,
    program: {
      id: row.programId,
      name: db.cpePrograms.find((program) => program.id === row.programId)?.name ?? row.programName,
    },
    report: report ? { id: report.id, name: report.name } : null,
    project: projectRef(db, row.projectId),
    contact: currentContact(db, row.contact),
    sentAt: row.sentAt,
    status: row.status,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
  };
}

type ProgramFields = Omit<CpeProgramRow, 'id' | 'createdAt' | 'lastSentAt'>;

function readProgram(db: MockDatabase, caller: MockUser, body: Body): ProgramFields {
  const projectId = requireProject(db, caller, idField(body, 'project'));
  const { interval, daysOfMonth, frequency } = body;
  if (recurrenceError(interval, daysOfMonth) !== null) fail(400, 'INVALID_FREQUENCY');
  if (frequency !== undefined && frequency !== null && frequency !== frequencyOfInterval(interval))
    fail(400, 'INVALID_FREQUENCY');
  const name = requiredName(body, 'name');
  const contactIds: unknown[] = Array.isArray(body.contacts) ? body.contacts : [];
  if (contactIds.length === 0) fail(404, 'CONTACT_NOT_FOUND');
  const contacts = contactIds.map((value) => contactRef(recipientOf(db, caller, idValue(value), projectId)));
  const anchorText = textField(body, 'anchorMonth');
  if (!anchorText || !/^\d{4}-\d{2}/.test(anchorText)) fail(400, 'INVALID_PERIOD');
  return {
    projectId,
    name,
    interval: interval as CpeProgramRow['interval'],
    daysOfMonth: normalizeDays(daysOfMonth as number[]),
    contacts,
    anchorMonth: `${anchorText.slice(0, 7)}-01`,
    comments: textField(body, 'comments'),
  };
}

function historyRows(db: MockDatabase, caller: MockUser, url: URL): CpeSendRow[] {
  const programId = idQuery(url, 'programId');
  const projectId = idQuery(url, 'projectId');
  const status = url.searchParams.get('status');
  const start = dateField({ start: url.searchParams.get('start') }, 'start');
  const end = dateField({ end: url.searchParams.get('end') }, 'end');
  return db.cpeSends.filter(
    (row) =>
      seesProject(db, caller, row.projectId) &&
      matchesId(row.programId, programId) &&
      matchesId(row.projectId, projectId) &&
      (!status || row.status === status) &&
      (!start || row.sentAt >= start) &&
      (!end || row.sentAt < end),
  );
}

export function cpeProgramsHandlers(context: MockApiContext): HttpHandler[] {
  return [
    // Before cpe-programs/:id, which would take "history" for an id.
    http.get(
      apiUrl(context, 'cpe-programs/history'),
      route(context, ({ url, caller }) => {
        requirePermission(caller, PERMISSIONS.view);
        return paginate(
          newestFirst(historyRows(context.db, caller, url), (row) => row.sentAt),
          url,
          (row) => toSend(context.db, row),
        );
      }),
    ),
    // A delete keeps the sending history: it records what was sent.
    ...crudHandlers<CpeProgramRow, ProgramFields>(context, {
      path: 'cpe-programs',
      table: (db) => db.cpePrograms,
      notFound: NOT_FOUND,
      permissions: PERMISSIONS,
      view: (row, db) => toProgram(db, row),
      filters: { projectId: byId((row) => row.projectId) },
      order: (rows, url) =>
        orderRows(
          newestFirst(rows, (row) => row.createdAt),
          url,
          {
            name: (row) => row.name,
            project: (row) => context.db.projects.find((project) => project.id === row.projectId)?.name ?? null,
            interval: (row) => row.interval,
            lastSentAt: (row) => row.lastSentAt,
          },
        ),
      scope: (row, { db, caller }) => seesProject(db, caller, row.projectId),
      read: (body, { db, caller }) => readProgram(db, caller, body),
      addFirst: true,
      newRow: (fields, { id }) => ({ id, ...fields, createdAt: new Date().toISOString(), lastSentAt: null }),
    }),
  ];
}
