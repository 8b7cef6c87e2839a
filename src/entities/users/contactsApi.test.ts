// @vitest-environment node
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import { contactSchema, contactsResource, contactWriteSchema } from './contactsApi';

await setupMockApiClient('u3', { quiet: true });

describe('contacts', () => {
  it('every seeded contact parses, page by page', async () => {
    const contacts = await readAllPages(contactsResource.list, {}, 15);
    // 40 client contacts, then the internal staff's (no client).
    expect(contacts.map((contact) => contact.id)).toEqual(Array.from({ length: 44 }, (_, index) => index + 1));
    for (const contact of contacts) contactSchema.parse(contact);
    expect(contacts.filter((contact) => contact.client === null).map((contact) => contact.id)).toEqual([
      41, 42, 43, 44,
    ]);
  });

  it('a write sends the body without id, creator nor creation date', async () => {
    const contact = (await contactsResource.list({ limit: 1 })).data[0];
    expect(contactWriteSchema.parse(contact)).toEqual({ name: contact?.name, email: contact?.email });
    expect(contactWriteSchema.safeParse({ name: '', email: 'a@b.fr' }).error?.issues[0]?.message).toBe('INVALID_NAME');
    expect(contactWriteSchema.safeParse({ name: 'A', email: 'pas une adresse' }).success).toBe(false);
  });

  it('creates, edits and deletes; a duplicate e-mail is refused', async () => {
    const created = await contactsResource.create({
      name: 'Astreinte Morlaix',
      email: 'astreinte.morlaix@papeteries-bretagne.fr',
    });
    expect(created.creator).toBe('Karim Benali');
    await expect(contactsResource.create({ name: 'Doublon', email: created.email })).rejects.toMatchObject({
      status: 409,
      messages: ['DUPLICATE_CONTACT'],
    });
    const edited = await contactsResource.update(created.id, {
      name: 'Astreinte usine de Morlaix',
      email: created.email,
    });
    expect(edited.name).toBe('Astreinte usine de Morlaix');
    await contactsResource.remove(created.id);
    await expect(contactsResource.remove(created.id)).rejects.toMatchObject({
      status: 404,
      messages: ['CONTACT_NOT_FOUND'],
    });
  });
});
