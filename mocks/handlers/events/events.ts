import { mockNow } from '../../db/clock';
import { http, type HttpHandler } from 'msw';
import { MAX_TAG_LENGTH } from '../../../src/entities/events/eventRules';
import { EVENT_STATUSES, checkStatusChange, isEventStatus } from '../../../src/entities/events/statusWorkflow';
import { ALERT_LEVEL_NAMES } from '../../../src/entities/alerting/alertKinds';
import type { AlertEventRow } from '../../db/alertEvents';
import type { MockDatabase } from '../../db/database';
import { projectRef } from '../../db/structureRefs';
import type { MockUser } from '../../db/users';
import { booleanParam } from '../alerting/alertAnswers';
import { apiUrl, type MockApiContext } from '../context';
import { canSeeProject, eventAnswer, eventVariableIds, eventVariableNames, requireEventView } from './access';
import { commentHandlers } from './comments';
import { statsHandlers } from './stats';
import { crudHandlers } from '../crudHandlers';
import { fail, matchesText, numberParam, orderRows, paginate, route } from '../respond';

/** The alert event calls of spec 000 §7, the comments, and the home summary (spec 001 §7 "Other"). */

function filterEvents(db: MockDatabase, caller: MockUser, url: URL, now: number): AlertEventRow[] {
  const clientId = numberParam(url, 'clientId');
  const placeId = numberParam(url, 'placeId');
  const projectId = numberParam(url, 'projectId');
  const alertId = numberParam(url, 'alertId');
  const statuses = url.searchParams.getAll('status').filter((status) => status !== '');
  if (!statuses.every(isEventStatus)) fail(400, 'INVALID_ALERT_EVENT_STATUS');
  const level = url.searchParams.get('level');
  // Repeatable: any of these types (the home's technical and business counts link to several).
  // An unknown type matches nothing, as before (the catalogue has no code for it).
  const types = url.searchParams.getAll('type').filter((type) => type !== '');
  const current = booleanParam(url, 'current');
  const cancelled = booleanParam(url, 'cancelled');
  const startText = url.searchParams.get('start');
  const endText = url.searchParams.get('end');
  const start = startText ? Date.parse(startText) : null;
  const end = endText ? Date.parse(endText) : null;
  if (Number.isNaN(start) || Number.isNaN(end) || (start !== null && end !== null && start > end))
    fail(400, 'INVALID_PERIOD');
  const search = url.searchParams.get('search');
  // Repeatable: events whose alert watches any of these variables (a graph asks for all its own at once).
  // A value that is not an id matches nothing rather than everything.
  const variables = url.searchParams.getAll('variable').filter((value) => value !== '');
  const variableIds = new Set(variables.map(Number));
  return db.alertEvents
    .filter((row) => {
      if (!canSeeProject(db, caller, row.projectId)) return false;
      const project = db.projects.find((candidate) => candidate.id === row.projectId);
      if (projectId !== null && row.projectId !== projectId) return false;
      if (placeId !== null && project?.placeId !== placeId) return false;
      if (clientId !== null && db.places.find((place) => place.id === project?.placeId)?.clientId !== clientId)
        return false;
      if (alertId !== null && row.alertId !== alertId) return false;
      if (statuses.length > 0 && !statuses.includes(row.status)) return false;
      if (level && row.level !== level) return false;
      if (types.length > 0 && !types.includes(row.type)) return false;
      // spec 000 §2 "current or all events": current means still in progress.
      if (current === true && row.dateEnd !== null) return false;
      if (cancelled !== null && row.cancelled !== cancelled) return false;
      if (variables.length > 0 && !eventVariableIds(db, row).some((id) => variableIds.has(id))) return false;
      // Events that overlap the period.
      if (end !== null && Date.parse(row.dateStart) > end) return false;
      if (start !== null && (row.dateEnd === null ? now : Date.parse(row.dateEnd)) < start) return false;
      if (search) {
        const alertName = db.alerts.find((alert) => alert.id === row.alertId)?.name ?? row.alertName;
        if (!matchesText(alertName, search) && !eventVariableNames(db, row).some((name) => matchesText(name, search)))
          return false;
      }
      return true;
    })
    .sort((a, b) => b.dateStart.localeCompare(a.dateStart) || b.id - a.id);
}

/**
 * The sortable fields of the events list (`ordering`, src/api/listPage.ts). Level follows severity
 * (info < warning < error < critical) and status the workflow (new < seen < fixed_no_action <
 * fixed), not the alphabet. An event in progress has no end: it sorts last either way (orderRows).
 */
function eventSortKeys(db: MockDatabase, now: number) {
  const alertName = (row: AlertEventRow) => db.alerts.find((alert) => alert.id === row.alertId)?.name ?? row.alertName;
  return {
    dateStart: (row: AlertEventRow) => Date.parse(row.dateStart),
    dateEnd: (row: AlertEventRow) => (row.dateEnd === null ? null : Date.parse(row.dateEnd)),
    duration: (row: AlertEventRow) =>
      (row.dateEnd === null ? now : Date.parse(row.dateEnd)) - Date.parse(row.dateStart),
    client: (row: AlertEventRow) => projectRef(db, row.projectId).place.client.name,
    site: (row: AlertEventRow) => projectRef(db, row.projectId).place.name,
    project: (row: AlertEventRow) => projectRef(db, row.projectId).name,
    alert: alertName,
    level: (row: AlertEventRow) => ALERT_LEVEL_NAMES.indexOf(row.level),
    status: (row: AlertEventRow) => EVENT_STATUSES.indexOf(row.status),
  };
}

/** Tags are short non-empty labels (INVALID_TAG_TYPE otherwise). */
function readTags(value: unknown): string[] {
  if (!Array.isArray(value)) return fail(400, 'INVALID_TAG_TYPE');
  const tags = value.map((tag) => {
    const text = typeof tag === 'string' ? tag.trim() : '';
    if (text === '' || text.length > MAX_TAG_LENGTH) fail(400, 'INVALID_TAG_TYPE');
    return text;
  });
  return Array.from(new Set(tags));
}

export function eventsHandlers(context: MockApiContext): HttpHandler[] {
  return [
    ...statsHandlers(context),
    ...commentHandlers(context),
    http.get(
      apiUrl(context, 'events'),
      route(context, ({ url, caller }) => {
        requireEventView(caller);
        const { db } = context;
        const now = mockNow(db);
        // Filter, then sort (default: newest first), then page.
        const rows = orderRows(filterEvents(db, caller, url, now), url, eventSortKeys(db, now));
        return paginate(rows, url, (row) => eventAnswer(db, row, now));
      }),
    ),
    // spec 000 §4: "An event update sends cancelled, tags and status"; the status follows statusWorkflow.ts.
    ...crudHandlers<AlertEventRow, Pick<AlertEventRow, 'status' | 'tags' | 'cancelled'>>(context, {
      path: 'events',
      calls: ['get', 'update'],
      table: (db) => db.alertEvents,
      notFound: 'ALERT_EVENT_NOT_FOUND',
      permissions: { view: ['alerting_event_view', 'alerting_event_manage'], manage: 'alerting_event_manage' },
      visible: ({ db, caller }) => db.alertEvents.filter((row) => canSeeProject(db, caller, row.projectId)),
      view: (row, db) => eventAnswer(db, row, mockNow(db)),
      read: (body, { current }) => {
        const row = current ?? fail(404, 'ALERT_EVENT_NOT_FOUND');
        let status = row.status;
        if (body.status !== undefined) {
          const check = checkStatusChange(row.status, body.status);
          if (!check.ok) fail(check.code === 'INVALID_ALERT_EVENT_STATUS' ? 400 : 409, check.code);
          status = check.status;
        }
        if (body.cancelled !== undefined && typeof body.cancelled !== 'boolean') fail(400, 'INVALID_JSON');
        const tags = body.tags === undefined ? row.tags : readTags(body.tags);
        return { status, tags, cancelled: typeof body.cancelled === 'boolean' ? body.cancelled : row.cancelled };
      },
    }),
  ];
}
