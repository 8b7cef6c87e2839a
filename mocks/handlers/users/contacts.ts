import type { HttpHandler } from 'msw';
import type { ContactRow } from '../../db/contacts';
import type { MockDatabase } from '../../db/database';
import { nameField, textField, type Body } from '../adminFields';
import type { MockApiContext } from '../context';
import { byText, crudHandlers } from '../crudHandlers';
import { fail, orderRows } from '../respond';

/**
 * spec 001 §3 Contact: id, name, email, creator, createdAt. Contacts are the people alerts and
 * reports notify: not users, so the users' e-mail domain rule does not apply (spec 000 §5);
 * an address must still look like one.
 */
function contactFields(
  db: MockDatabase,
  body: Body,
  contact: ContactRow | undefined,
): Pick<ContactRow, 'name' | 'email'> {
  const name = nameField(body, 'name', contact?.name);
  const email = (textField(body, 'email', contact?.email ?? null) ?? '').toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(400, 'INVALID_JSON');
  // spec 000 §8 DUPLICATE_CONTACT: one contact per e-mail address.
  if (db.contacts.some((other) => other.id !== contact?.id && other.email.toLowerCase() === email))
    fail(409, 'DUPLICATE_CONTACT');
  return { name, email };
}

// The contacts calls of spec 001 §7 "Contacts"; PUT ignores an id in the body (the path's counts).
export function contactsHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<ContactRow, Pick<ContactRow, 'name' | 'email'>>(context, {
    path: 'contacts',
    table: (db) => db.contacts,
    notFound: 'CONTACT_NOT_FOUND',
    permissions: { view: 'contact_view', manage: 'contact_manage' },
    filters: { name: byText((contact) => contact.name), email: byText((contact) => contact.email) },
    // The contacts list sorts on its columns (`ordering`, spec 001 §7 "GET with params").
    order: (rows, url) =>
      orderRows(rows, url, {
        name: (contact) => contact.name,
        email: (contact) => contact.email,
        creator: (contact) => contact.creator,
        createdAt: (contact) => contact.createdAt,
      }),
    read: (body, { db, current }) => contactFields(db, body, current),
    newRow: (fields, { id, caller }) => ({
      id,
      ...fields,
      creator: `${caller.firstName} ${caller.lastName}`.trim() || caller.email,
      createdAt: new Date().toISOString(),
    }),
  });
}
