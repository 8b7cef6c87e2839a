// @vitest-environment node
import { createTestMockApi, TEST_API_BASE_URL } from '../node';

const api = await createTestMockApi();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => api.server.close());
beforeEach(() => api.reset());

async function call(accountId: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = accountId ? { Authorization: `Bearer ${await api.signToken(accountId)}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${TEST_API_BASE_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
type Contact = { id: number; name: string; email: string; creator: string | null; createdAt: string };
type Page<T> = { data: T[]; total_count: number };
const page = async (response: Response) => (await response.json()) as Page<Contact>;

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ messages: [code] });
}

describe('contacts', () => {
  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', 'contacts')).status).toBe(401);
    expect((await call(null, 'POST', 'contacts', { name: 'A', email: 'a@b.fr' })).status).toBe(401);
  });

  it('seeds 40 contacts with ids 1..40 and pages them', async () => {
    const all = await page(await call('u3', 'GET', 'contacts'));
    expect(all.total_count).toBe(40);
    expect(all.data.map((contact) => contact.id)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(new Set(all.data.map((contact) => contact.email)).size).toBe(40);
    const second = await page(await call('u3', 'GET', 'contacts?limit=15&offset=15'));
    expect(second.data.map((contact) => contact.id)).toEqual(Array.from({ length: 15 }, (_, index) => index + 16));
    expect(second.total_count).toBe(40);
  });

  it('filters by name and e-mail', async () => {
    const all = await page(await call('u3', 'GET', 'contacts'));
    const sample = all.data[3] as Contact;
    const byName = await page(await call('u3', 'GET', `contacts?name=${encodeURIComponent(sample.name.toUpperCase())}`));
    expect(byName.data.every((contact) => contact.name.toLowerCase().includes(sample.name.toLowerCase()))).toBe(true);
    expect(byName.data.map((contact) => contact.id)).toContain(sample.id);
    const byDomain = await page(await call('u3', 'GET', 'contacts?email=laiteries-alpines.fr'));
    expect(byDomain.total_count).toBeGreaterThan(0);
    expect(byDomain.data.every((contact) => contact.email.endsWith('@laiteries-alpines.fr'))).toBe(true);
  });

  it('refuses readers without contact_view and writers without contact_manage', async () => {
    await expectError(await call('u5', 'GET', 'contacts'), 403, 'PERMISSION_DENIED');
    expect((await call('u4', 'GET', 'contacts')).status).toBe(200);
    await expectError(await call('u4', 'POST', 'contacts', { name: 'Léa Morin', email: 'lea.morin@acieries-du-nord.fr' }), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'PUT', 'contacts/1', { name: 'X', email: 'x@y.fr' }), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'DELETE', 'contacts/1'), 403, 'PERMISSION_DENIED');
  });

  it('validates names, addresses and duplicates', async () => {
    const first = (await page(await call('u3', 'GET', 'contacts?limit=1'))).data[0] as Contact;
    await expectError(await call('u3', 'POST', 'contacts', { name: ' ', email: 'lea.morin@acieries-du-nord.fr' }), 400, 'INVALID_NAME');
    await expectError(await call('u3', 'POST', 'contacts', { name: 'Léa Morin', email: 'pas-une-adresse' }), 400, 'INVALID_JSON');
    await expectError(await call('u3', 'POST', 'contacts', { name: 'Léa Morin', email: first.email.toUpperCase() }), 409, 'DUPLICATE_CONTACT');
    await expectError(await call('u3', 'POST', 'contacts', 'not json'), 400, 'INVALID_JSON');
  });

  it('creates, edits and deletes a contact', async () => {
    const created = await call('u3', 'POST', 'contacts', { name: 'Léa Morin', email: 'Lea.Morin@acieries-du-nord.fr' });
    expect(created.status).toBe(201);
    const contact = (await created.json()) as Contact;
    expect(contact).toMatchObject({ id: 41, name: 'Léa Morin', email: 'lea.morin@acieries-du-nord.fr', creator: 'Karim Benali' });
    expect(Number.isNaN(Date.parse(contact.createdAt))).toBe(false);

    const edited = (await (await call('u3', 'PUT', 'contacts/41', { id: 7, name: 'Léa Morin-Dubois', email: 'lea.morin@acieries-du-nord.fr' })).json()) as Contact;
    expect(edited).toMatchObject({ id: 41, name: 'Léa Morin-Dubois', creator: 'Karim Benali' });
    const other = (await page(await call('u3', 'GET', 'contacts?limit=1'))).data[0] as Contact;
    await expectError(await call('u3', 'PUT', 'contacts/41', { name: 'Léa', email: other.email }), 409, 'DUPLICATE_CONTACT');
    await expectError(await call('u3', 'PUT', 'contacts/999', { name: 'Léa', email: 'x@y.fr' }), 404, 'CONTACT_NOT_FOUND');

    expect((await call('u3', 'DELETE', 'contacts/41')).status).toBe(204);
    expect((await page(await call('u3', 'GET', 'contacts'))).total_count).toBe(40);
    await expectError(await call('u3', 'DELETE', 'contacts/41'), 404, 'CONTACT_NOT_FOUND');
    await expectError(await call('u3', 'GET', 'contacts/41'), 404, 'CONTACT_NOT_FOUND');
  });
});
