import { mockNow } from '../../db/clock';
import { http, type HttpHandler } from 'msw';
import { MAX_COMMENT_LENGTH } from '../../../src/entities/events/eventRules';
import type { AlertEventCommentRow } from '../../db/alertEvents';
import type { MockDatabase } from '../../db/database';
import { apiUrl, type MockApiContext } from '../context';
import { findEvent, requireEventView } from './access';
import { fail, idParam, nextId, paginate, readJson, requirePermission, route } from '../respond';

/** events/{eventId}/comments (spec 000 §3 comment, §7). */

function readComment(body: Record<string, unknown>): string {
  const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
  if (comment === '' || comment.length > MAX_COMMENT_LENGTH) fail(400, 'INVALID_COMMENT');
  return comment;
}

function commentAnswer(db: MockDatabase, row: AlertEventCommentRow) {
  const author = db.users.find((user) => user.id === row.authorId);
  return {
    id: row.id,
    comment: row.comment,
    alertEvent: { id: row.alertEventId },
    author: author ? { id: author.id, firstName: author.firstName, lastName: author.lastName } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function findComment(db: MockDatabase, eventId: number, commentId: number): AlertEventCommentRow {
  const row = db.alertEventComments.find((comment) => comment.id === commentId && comment.alertEventId === eventId);
  return row ?? fail(404, 'ALERT_EVENT_COMMENT_NOT_FOUND');
}

export function commentHandlers(context: MockApiContext): HttpHandler[] {
  return [
    http.get(
      apiUrl(context, 'events/:eventId/comments'),
      route(context, ({ params, url, caller }) => {
        requireEventView(caller);
        const { db } = context;
        const event = findEvent(db, caller, idParam(params, 'eventId', 'ALERT_EVENT_NOT_FOUND'));
        const rows = db.alertEventComments
          .filter((comment) => comment.alertEventId === event.id)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
        const page = paginate(rows, url);
        return { data: page.data.map((row) => commentAnswer(db, row)), total_count: page.total_count };
      }),
    ),
    http.post(
      apiUrl(context, 'events/:eventId/comments'),
      route(context, async ({ params, request, caller }) => {
        requirePermission(caller, 'alerting_event_manage');
        const { db } = context;
        const event = findEvent(db, caller, idParam(params, 'eventId', 'ALERT_EVENT_NOT_FOUND'));
        const comment = readComment(await readJson(request));
        const at = new Date(mockNow(db)).toISOString();
        const row: AlertEventCommentRow = {
          id: nextId(db.alertEventComments),
          alertEventId: event.id,
          comment,
          authorId: caller.id,
          createdAt: at,
          updatedAt: at,
        };
        db.alertEventComments.push(row);
        return commentAnswer(db, row);
      }),
    ),
    http.put(
      apiUrl(context, 'events/:eventId/comments/:commentId'),
      route(context, async ({ params, request, caller }) => {
        requirePermission(caller, 'alerting_event_manage');
        const { db } = context;
        const event = findEvent(db, caller, idParam(params, 'eventId', 'ALERT_EVENT_NOT_FOUND'));
        const row = findComment(db, event.id, idParam(params, 'commentId', 'ALERT_EVENT_COMMENT_NOT_FOUND'));
        row.comment = readComment(await readJson(request));
        row.updatedAt = new Date(mockNow(db)).toISOString();
        return commentAnswer(db, row);
      }),
    ),
    http.delete(
      apiUrl(context, 'events/:eventId/comments/:commentId'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'alerting_event_manage');
        const { db } = context;
        const event = findEvent(db, caller, idParam(params, 'eventId', 'ALERT_EVENT_NOT_FOUND'));
        const row = findComment(db, event.id, idParam(params, 'commentId', 'ALERT_EVENT_COMMENT_NOT_FOUND'));
        db.alertEventComments.splice(db.alertEventComments.indexOf(row), 1);
        // route() answers 204 without calling changed() for an empty answer: persist here.
        context.changed();
        return undefined;
      }),
    ),
  ];
}
