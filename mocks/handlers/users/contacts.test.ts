// @vitest-environment node
import { createCaller, expectError, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Contact = { id: number; name: string; email: string; creator: string | null; createdAt: string };
type Page<T> = { data: T[]; total_count: number };

describe('contacts', () => {
  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', 'contacts')).status).toBe(401);
    expect((await call(null, 'POST', 'contacts', { name: 'A', email: 'a@b.fr' })).status).toBe(401);
  });

  it('seeds 40 client contacts and 4 staff contacts with ids 1..44 and pages them', async () => {
    const all = (await call<Page<Contact>>('u3', 'GET', 'contacts?limit=50')).body;
    expect(all.total_count).toBe(44);
    expect(all.data.map((contact) => contact.id)).toEqual(Array.from({ length: 44 }, (_, index) => index + 1));
    expect(new Set(all.data.map((contact) => contact.email)).size).toBe(44);
    const second = (await call<Page<Contact>>('u3', 'GET', 'contacts?limit=15&offset=15')).body;
    expect(second.data.map((contact) => contact.id)).toEqual(Array.from({ length: 15 }, (_, index) => index + 16));
    expect(second.total_count).toBe(44);
  });

  it('names each contact’s client, and lists a project’s possible recipients: its client’s and the staff', async () => {
    const first = (await call<Contact & { client: unknown }>('u3', 'GET', 'contacts/1')).body;
    expect(first.client).toEqual({ id: 1, name: 'Aciéries du Nord' });
    expect((await call<Contact & { client: unknown }>('u3', 'GET', 'contacts/42')).body.client).toBeNull();
    // Project 5 is Papeteries de Bretagne's (client 2).
    const recipients = (
      await call<Page<Contact & { client: { id: number } | null }>>('u3', 'GET', 'contacts?projectId=5&limit=50')
    ).body.data;
    expect(recipients.length).toBeGreaterThan(4);
    expect(recipients.every((contact) => contact.client === null || contact.client.id === 2)).toBe(true);
    expect(recipients.filter((contact) => contact.client === null).map((contact) => contact.id)).toEqual([
      41, 42, 43, 44,
    ]);
    expect((await call<Page<Contact>>('u3', 'GET', 'contacts?projectId=999')).body.total_count).toBe(0);
  });

  it('takes a new contact’s client from the body, else from its address’s domain', async () => {
    const named = await call<Contact & { client: unknown }>('u3', 'POST', 'contacts', {
      name: 'Anne Roy',
      email: 'anne.roy@example.org',
      client: { id: 3 },
    });
    expect(named.body.client).toEqual({ id: 3, name: 'Laiteries Alpines' });
    const byDomain = await call<Contact & { client: unknown }>('u3', 'POST', 'contacts', {
      name: 'Paul Roy',
      email: 'paul.roy@verreries-oceanes.fr',
    });
    expect(byDomain.body.client).toEqual({ id: 4, name: 'Verreries Océanes' });
    await expectError(
      await call('u3', 'POST', 'contacts', { name: 'X', email: 'x@example.org', client: 99 }),
      404,
      'CLIENT_NOT_FOUND',
    );
  });

  it('filters by name and e-mail', async () => {
    const all = (await call<Page<Contact>>('u3', 'GET', 'contacts')).body;
    const sample = all.data[3] as Contact;
    const byName = (
      await call<Page<Contact>>('u3', 'GET', `contacts?name=${encodeURIComponent(sample.name.toUpperCase())}`)
    ).body;
    expect(byName.data.every((contact) => contact.name.toLowerCase().includes(sample.name.toLowerCase()))).toBe(true);
    expect(byName.data.map((contact) => contact.id)).toContain(sample.id);
    const byDomain = (await call<Page<Contact>>('u3', 'GET', 'contacts?email=laiteries-alpines.fr')).body;
    expect(byDomain.total_count).toBeGreaterThan(0);
    expect(byDomain.data.every((contact) => contact.email.endsWith('@laiteries-alpines.fr'))).toBe(true);
  });

  it('sorts on name, e-mail, creator and creation date', async () => {
    const byName = (await call<Page<Contact>>('u3', 'GET', 'contacts?ordering=name')).body.data.map((c) => c.name);
    const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
    expect(byName).toEqual([...byName].sort((left, right) => collator.compare(left, right)));
    const newest = (await call<Page<Contact>>('u3', 'GET', 'contacts?ordering=-createdAt&limit=5')).body;
    const dates = newest.data.map((contact) => contact.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.total_count).toBe(44);
  });

  it('refuses readers without contact_view and writers without contact_manage', async () => {
    await expectError(await call('u5', 'GET', 'contacts'), 403, 'PERMISSION_DENIED');
    expect((await call('u4', 'GET', 'contacts')).status).toBe(200);
    await expectError(
      await call('u4', 'POST', 'contacts', { name: 'Léa Morin', email: 'lea.morin@acieries-du-nord.fr' }),
      403,
      'PERMISSION_DENIED',
    );
    await expectError(await call('u4', 'PUT', 'contacts/1', { name: 'X', email: 'x@y.fr' }), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'DELETE', 'contacts/1'), 403, 'PERMISSION_DENIED');
  });

  it('validates names, addresses and duplicates', async () => {
    const first = (await call<Page<Contact>>('u3', 'GET', 'contacts?limit=1')).body.data[0] as Contact;
    await expectError(
      await call('u3', 'POST', 'contacts', { name: ' ', email: 'lea.morin@acieries-du-nord.fr' }),
      400,
      'INVALID_NAME',
    );
    await expectError(
      await call('u3', 'POST', 'contacts', { name: 'Léa Morin', email: 'pas-une-adresse' }),
      400,
      'INVALID_JSON',
    );
    await expectError(
      await call('u3', 'POST', 'contacts', { name: 'Léa Morin', email: first.email.toUpperCase() }),
      409,
      'DUPLICATE_CONTACT',
    );
    await expectError(await call('u3', 'POST', 'contacts', JSON.stringify('not json')), 400, 'INVALID_JSON');
  });

  it('creates, edits and deletes a contact', async () => {
    const created = await call('u3', 'POST', 'contacts', { name: 'Léa Morin', email: 'Lea.Morin@acieries-du-nord.fr' });
    expect(created.status).toBe(201);
    const contact = created.body as Contact;
    expect(contact).toMatchObject({
      id: 45,
      name: 'Léa Morin',
      email: 'lea.morin@acieries-du-nord.fr',
      creator: 'Karim Benali',
    });
    expect(Number.isNaN(Date.parse(contact.createdAt))).toBe(false);

    const edited = (
      await call<Contact>('u3', 'PUT', 'contacts/45', {
        id: 7,
        name: 'Léa Morin-Dubois',
        email: 'lea.morin@acieries-du-nord.fr',
      })
    ).body;
    expect(edited).toMatchObject({ id: 45, name: 'Léa Morin-Dubois', creator: 'Karim Benali' });
    const other = (await call<Page<Contact>>('u3', 'GET', 'contacts?limit=1')).body.data[0] as Contact;
    await expectError(
      await call('u3', 'PUT', 'contacts/45', { name: 'Léa', email: other.email }),
      409,
      'DUPLICATE_CONTACT',
    );
    await expectError(
      await call('u3', 'PUT', 'contacts/999', { name: 'Léa', email: 'x@y.fr' }),
      404,
      'CONTACT_NOT_FOUND',
    );

    expect((await call('u3', 'DELETE', 'contacts/45')).status).toBe(204);
    expect((await call<Page<Contact>>('u3', 'GET', 'contacts')).body.total_count).toBe(44);
    await expectError(await call('u3', 'DELETE', 'contacts/45'), 404, 'CONTACT_NOT_FOUND');
    await expectError(await call('u3', 'GET', 'contacts/45'), 404, 'CONTACT_NOT_FOUND');
  });
});
