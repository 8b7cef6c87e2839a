import { mockNow } from '../../db/clock';
import type { HttpHandler } from 'msw';
import { MAX_COMMENT_LENGTH } from '../../../src/entities/events/eventRules';
import type { AlertEventCommentRow } from '../../db/alertEvents';
import type { MockDatabase } from '../../db/database';
import type { MockApiContext } from '../context';
import { findEvent } from './access';
import { crudHandlers, type CrudArgs } from '../crudHandlers';
import { fail, idParam } from '../respond';

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

export function commentHandlers(context: MockApiContext): HttpHandler[] {
  const eventOf = ({ db, caller, params }: CrudArgs) =>
    findEvent(db, caller, idParam(params, 'eventId', 'ALERT_EVENT_NOT_FOUND'));
  return crudHandlers<AlertEventCommentRow, Pick<AlertEventCommentRow, 'comment'>>(context, {
    path: 'events/:eventId/comments',
    calls: ['list', 'create', 'update', 'delete'],
    table: (db) => db.alertEventComments,
    notFound: 'ALERT_EVENT_COMMENT_NOT_FOUND',
    permissions: { view: ['alerting_event_view', 'alerting_event_manage'], manage: 'alerting_event_manage' },
    checkParent: eventOf,
    visible: (args) => {
      const event = eventOf(args);
      return args.db.alertEventComments.filter((comment) => comment.alertEventId === event.id);
    },
    order: (rows) => [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id),
    view: (row, db) => commentAnswer(db, row),
    read: (body) => ({ comment: readComment(body) }),
    newRow: ({ comment }, args) => {
      const at = new Date(mockNow(args.db)).toISOString();
      return {
        id: args.id,
        alertEventId: eventOf(args).id,
        comment,
        authorId: args.caller.id,
        createdAt: at,
        updatedAt: at,
      };
    },
    merge: (row, { comment }, { db }) => {
      row.comment = comment;
      row.updatedAt = new Date(mockNow(db)).toISOString();
    },
  });
}
