// @vitest-environment node
import { setupServer } from 'msw/node';
import type { ContactRow } from '../db/contacts';
import { createTestMockApi } from '../node';
import { createCaller, expectError, type ListBody } from '../testing';
import { byId, byNumber, byText, crudHandlers } from './crudHandlers';
import { fail } from './respond';

/*
 * crudHandlers on its own: a "notes" resource over the seeded contacts table (40 rows, ids 1..40),
 * read with contact_view (u3 holds it, u5 does not) and written with contact_manage.
 */

type Note = { id: number; name: string };

const api = await createTestMockApi();
const server = setupServer(
  ...crudHandlers<ContactRow, Pick<ContactRow, 'name'>>(api.context, {
    path: 'notes',
    table: (db) => db.contacts,
    notFound: 'NOTE_NOT_FOUND',
    permissions: { view: ['contact_view', 'contact_manage'], manage: 'contact_manage' },
    view: (row) => ({ id: row.id, name: row.name }),
    filters: {
      name: byText((row) => row.name),
      id: byId((row) => row.id),
      atLeast: byNumber((row) => row.id),
      among: byNumber((row) => [row.id, row.id * 100]),
    },
    order: (rows, url) => (url.searchParams.get('ordering') === '-id' ? [...rows].reverse() : [...rows]),
    read: (body) => ({
      name: typeof body.name === 'string' && body.name.trim() !== '' ? body.name.trim() : fail(400, 'INVALID_NAME'),
    }),
    newRow: (fields, { id, caller }) => ({
      id,
      ...fields,
      email: `note${id}@example.fr`,
      creator: caller.email,
      createdAt: '2026-01-01T00:00:00.000Z',
      clientId: null,
    }),
    beforeDelete: (row) => {
      if (row.id === 1) fail(409, 'NOT_DELETABLE');
    },
  }),
  // Reads see ids 1..10 only; writes find any row (readScope).
  ...crudHandlers<ContactRow, Pick<ContactRow, 'name'>>(api.context, {
    path: 'scoped-notes',
    calls: ['list', 'get', 'update'],
    table: (db) => db.contacts,
    notFound: 'NOTE_NOT_FOUND',
    view: (row) => ({ id: row.id, name: row.name }),
    readScope: ({ db }) => db.contacts.filter((row) => row.id <= 10),
    read: (body) => ({ name: String(body.name) }),
  }),
  // Notes nested under a "group" 1 or 2 (odd or even ids), written with contact_manage.
  ...crudHandlers<ContactRow, Pick<ContactRow, 'name'>>(api.context, {
    path: 'groups/:groupId/notes',
    table: (db) => db.contacts,
    notFound: 'NOTE_NOT_FOUND',
    permissions: { manage: 'contact_manage' },
    view: (row) => ({ id: row.id, name: row.name }),
    checkParent: ({ params }) => {
      if (params.groupId !== '1' && params.groupId !== '2') fail(404, 'GROUP_NOT_FOUND');
    },
    visible: ({ db, params }) => db.contacts.filter((row) => row.id % 2 === Number(params.groupId) % 2),
    read: (body) => ({ name: String(body.name) }),
    newRow: (fields, { id }) => ({ id, ...fields, email: '', creator: '', createdAt: '', clientId: null }),
  }),
);
const call = createCaller(api.signToken);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
// The notes are the 40 client contacts: the staff's contacts after them are not part of these cases.
beforeEach(() => {
  api.reset();
  api.db.contacts.splice(40);
});

describe('crudHandlers', () => {
  it('lists a page with the total count, in the asked order', async () => {
    const page = await call<ListBody<Note>>('u3', 'GET', 'notes?limit=5&offset=10');
    expect(page.status).toBe(200);
    expect(page.body.total_count).toBe(40);
    expect(page.body.data.map((note) => note.id)).toEqual([11, 12, 13, 14, 15]);
    expect(Object.keys(page.body.data[0] ?? {})).toEqual(['id', 'name']);
    const reversed = await call<ListBody<Note>>('u3', 'GET', 'notes?limit=2&ordering=-id');
    expect(reversed.body.data.map((note) => note.id)).toEqual([40, 39]);
  });

  it('filters on query parameters; an empty one filters nothing', async () => {
    const name = api.db.contacts[4]?.name ?? '';
    const byName = await call<ListBody<Note>>('u3', 'GET', `notes?name=${encodeURIComponent(name.toUpperCase())}`);
    expect(byName.body.data.map((note) => note.id)).toContain(5);
    expect(byName.body.total_count).toBe(byName.body.data.length);
    expect((await call<ListBody<Note>>('u3', 'GET', 'notes?id=7')).body.data.map((note) => note.id)).toEqual([7]);
    expect((await call<ListBody<Note>>('u3', 'GET', 'notes?id=x')).body.total_count).toBe(0);
    expect((await call<ListBody<Note>>('u3', 'GET', 'notes?atLeast=x')).body.total_count).toBe(40);
    expect((await call<ListBody<Note>>('u3', 'GET', 'notes?among=300')).body.data.map((note) => note.id)).toEqual([3]);
    expect((await call<ListBody<Note>>('u3', 'GET', 'notes?among=x')).body.total_count).toBe(40);
    expect((await call<ListBody<Note>>('u3', 'GET', 'notes?name=')).body.total_count).toBe(40);
  });

  it('answers one row, or 404 with the not-found code', async () => {
    const answer = await call<Note>('u3', 'GET', 'notes/3');
    expect(answer).toEqual({ status: 200, body: { id: 3, name: api.db.contacts[2]?.name } });
    await expectError(call('u3', 'GET', 'notes/999'), 404, 'NOTE_NOT_FOUND');
    await expectError(call('u3', 'GET', 'notes/abc'), 404, 'NOTE_NOT_FOUND');
  });

  it('creates with the next id (201), after checking the body', async () => {
    await expectError(call('u3', 'POST', 'notes', { name: ' ' }), 400, 'INVALID_NAME');
    await expectError(call('u3', 'POST', 'notes', '{not json'), 400, 'INVALID_JSON');
    const created = await call<Note>('u3', 'POST', 'notes', { name: ' Relevé ' });
    expect(created).toEqual({ status: 201, body: { id: 41, name: 'Relevé' } });
    expect(api.db.contacts.at(-1)).toMatchObject({ id: 41, email: 'note41@example.fr' });
  });

  it('updates the stored row and answers it', async () => {
    expect(await call<Note>('u3', 'PUT', 'notes/2', { name: 'Renommé' })).toEqual({
      status: 200,
      body: { id: 2, name: 'Renommé' },
    });
    expect(api.db.contacts.find((row) => row.id === 2)?.name).toBe('Renommé');
    await expectError(call('u3', 'PUT', 'notes/2', {}), 400, 'INVALID_NAME');
    await expectError(call('u3', 'PUT', 'notes/999', { name: 'X' }), 404, 'NOTE_NOT_FOUND');
  });

  it('deletes with 204, unless a check refuses it', async () => {
    expect(await call('u3', 'DELETE', 'notes/2')).toEqual({ status: 204, body: null });
    await expectError(call('u3', 'GET', 'notes/2'), 404, 'NOTE_NOT_FOUND');
    await expectError(call('u3', 'DELETE', 'notes/2'), 404, 'NOTE_NOT_FOUND');
    await expectError(call('u3', 'DELETE', 'notes/1'), 409, 'NOT_DELETABLE');
    expect(api.db.contacts).toHaveLength(39);
  });

  it('refuses callers without the permission, before anything else', async () => {
    await expectError(call('u5', 'GET', 'notes'), 403, 'PERMISSION_DENIED');
    await expectError(call('u5', 'GET', 'notes/999'), 403, 'PERMISSION_DENIED');
    await expectError(call('u5', 'POST', 'notes', '{not json'), 403, 'PERMISSION_DENIED');
    await expectError(call('u5', 'DELETE', 'notes/1'), 403, 'PERMISSION_DENIED');
    expect((await call(null, 'GET', 'notes')).status).toBe(401);
  });

  it('reads in readScope only, while writes find any row', async () => {
    expect((await call<ListBody<Note>>('u5', 'GET', 'scoped-notes')).body.total_count).toBe(10);
    expect((await call<Note>('u5', 'GET', 'scoped-notes/10')).status).toBe(200);
    await expectError(call('u5', 'GET', 'scoped-notes/11'), 404, 'NOTE_NOT_FOUND');
    expect(await call<Note>('u5', 'PUT', 'scoped-notes/11', { name: 'Hors champ' })).toEqual({
      status: 200,
      body: { id: 11, name: 'Hors champ' },
    });
    await expectError(call('u5', 'PUT', 'scoped-notes/99', { name: 'X' }), 404, 'NOTE_NOT_FOUND');
  });

  it('checks the parent of a nested path after the permission, before the body and the row', async () => {
    const odd = await call<ListBody<Note>>('u3', 'GET', 'groups/1/notes');
    expect(odd.body.total_count).toBe(20);
    expect(odd.body.data.every((note) => note.id % 2 === 1)).toBe(true);
    expect((await call<Note>('u3', 'GET', 'groups/2/notes/4')).body.id).toBe(4);
    await expectError(call('u3', 'GET', 'groups/2/notes/3'), 404, 'NOTE_NOT_FOUND');
    await expectError(call('u3', 'GET', 'groups/3/notes'), 404, 'GROUP_NOT_FOUND');
    await expectError(call('u3', 'GET', 'groups/3/notes/3'), 404, 'GROUP_NOT_FOUND');
    await expectError(call('u3', 'POST', 'groups/3/notes', '{not json'), 404, 'GROUP_NOT_FOUND');
    await expectError(call('u5', 'POST', 'groups/3/notes', {}), 403, 'PERMISSION_DENIED');
    await expectError(call('u3', 'DELETE', 'groups/3/notes/999'), 404, 'GROUP_NOT_FOUND');
    expect(await call<Note>('u3', 'POST', 'groups/2/notes', { name: 'Nouvelle' })).toEqual({
      status: 201,
      body: { id: 41, name: 'Nouvelle' },
    });
    expect(await call('u3', 'DELETE', 'groups/2/notes/4')).toEqual({ status: 204, body: null });
    await expectError(call('u3', 'DELETE', 'groups/1/notes/6'), 404, 'NOTE_NOT_FOUND');
  });
});
