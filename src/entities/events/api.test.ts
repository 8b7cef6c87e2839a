import { z } from 'zod';
import { TEST_API_BASE_URL } from '../../../mocks/node';
import { listPageSchema } from '../../api/listPage';
import { setupMockApiClient } from '../../test/mockApiClient';
import {
  alertEventSchema,
  eventCommentFormSchema,
  eventCommentSchema,
  eventCommentsResource,
  eventsResource,
  eventUpdateSchema,
} from './api';

const api = await setupMockApiClient('u2');

const page = listPageSchema(z.unknown());

async function getPage(path: string) {
  const headers = { Authorization: `Bearer ${await api.signToken('u2')}` };
  return page.parse(await (await fetch(`${TEST_API_BASE_URL}${path}`, { headers })).json());
}

describe('event schemas against the mocked API', () => {
  it('parses every seeded event and every comment', async () => {
    const events = [];
    for (let offset = 0; ; offset += 100) {
      const result = await getPage(`events?limit=100&offset=${offset}`);
      events.push(...result.data.map((row) => alertEventSchema.parse(row)));
      if (offset + 100 >= result.total_count) break;
    }
    expect(events).toHaveLength(500);
    let comments = 0;
    for (let index = 0; index < events.length; index += 50) {
      const pages = await Promise.all(
        events.slice(index, index + 50).map((event) => getPage(`events/${event.id}/comments`)),
      );
      for (const result of pages) {
        for (const row of result.data) eventCommentSchema.parse(row);
        comments += result.data.length;
      }
    }
    expect(comments).toBe(api.db.alertEventComments.length);
  });

  it('lists through the resource with repeatable statuses', async () => {
    const result = await eventsResource.list({ status: ['new', 'seen'], current: true, limit: 50 });
    expect(result.data.every((event) => event.dateEnd === null && ['new', 'seen'].includes(event.status))).toBe(true);
  });
});

describe('event write payloads', () => {
  it('send cancelled, tags and status only', async () => {
    const event = await eventsResource.get(1);
    const payload = eventUpdateSchema.parse(event);
    expect(Object.keys(payload).sort()).toEqual(['cancelled', 'status', 'tags']);
    const updated = await eventsResource.update(event.id, { ...event, tags: ['capteur'] });
    expect(updated.tags).toEqual(['capteur']);
  });

  it('round-trip a comment through the per-event resource', async () => {
    const comments = eventCommentsResource(3);
    expect(eventCommentsResource(3)).toBe(comments);
    expect(comments.path).toBe('events/3/comments');
    expect(comments.keys.list()).toEqual(['event-comments', 3, 'list', {}]);
    const created = await comments.create({ comment: 'Compteur vérifié sur site.' });
    expect(created.alertEvent.id).toBe(3);
    const edited = await comments.update(created.id, { comment: 'Compteur vérifié et recalé.' });
    expect(edited.comment).toBe('Compteur vérifié et recalé.');
    await comments.remove(created.id);
    expect((await comments.list()).data.some((comment) => comment.id === created.id)).toBe(false);
  });

  it('check comments in the form the way the server does', () => {
    expect(eventCommentFormSchema.safeParse({ comment: '  ' }).error?.issues[0]?.message).toBe('INVALID_COMMENT');
    expect(eventCommentFormSchema.safeParse({ comment: 'x'.repeat(2001) }).success).toBe(false);
    expect(eventCommentFormSchema.parse({ comment: ' ok ' }).comment).toBe('ok');
  });
});
