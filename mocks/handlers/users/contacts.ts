import type { HttpHandler } from 'msw';
import { clientOfEmailDomain, type ContactRow } from '../../db/contacts';
import type { MockDatabase } from '../../db/database';
import type { MockUser } from '../../db/users';
import { nameField, refIdField, textField, type Body } from '../adminFields';
import type { MockApiContext } from '../context';
import { byId, byText, crudHandlers, type ParamFilter } from '../crudHandlers';
import { mayReceiveReportsOf, seesContact } from '../reports/recipients';
import { fail, orderRows } from '../respond';
import { seesClient } from '../scope';

/**
 * spec 001 §3 Contact: id, name, email, creator, createdAt. Contacts are the people alerts and
 * reports notify: not users, so the users' e-mail domain rule does not apply (spec 000 §5);
 * an address must still look like one. Ours also carry their client (`client`, null for the
 * provider's own people): a customer sees their client's contacts and the provider's staff only,
 * and `projectId` lists who may receive that project's reports (reports/recipients.ts).
 */
type ContactFields = Pick<ContactRow, 'name' | 'email' | 'clientId'>;

/**
 * The contact's client: the one the body names (`client` or `clientId`), else the edited row's,
 * else the caller's for a customer, else the client whose people have this address's domain.
 */
function clientField(
  db: MockDatabase,
  caller: MockUser,
  body: Body,
  email: string,
  contact?: ContactRow,
): number | null {
  const named = refIdField(body, 'client', 'clientId');
  if (named !== undefined && named !== null && !db.clients.some((client) => client.id === named))
    fail(404, 'CLIENT_NOT_FOUND');
  const clientId =
    named !== undefined
      ? named
      : contact
        ? contact.clientId
        : caller.isExternal
          ? (caller.client?.id ?? null)
          : clientOfEmailDomain(email);
  // A customer writes their own client's contacts only.
  if (caller.isExternal && !seesClient(caller, clientId)) fail(403, 'PERMISSION_DENIED');
  return clientId;
}

function contactFields(db: MockDatabase, caller: MockUser, body: Body, contact: ContactRow | undefined): ContactFields {
  const name = nameField(body, 'name', contact?.name);
  const email = (textField(body, 'email', contact?.email ?? null) ?? '').toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(400, 'INVALID_JSON');
  // spec 000 §8 DUPLICATE_CONTACT: one contact per e-mail address.
  if (db.contacts.some((other) => other.id !== contact?.id && other.email.toLowerCase() === email))
    fail(409, 'DUPLICATE_CONTACT');
  return { name, email, clientId: clientField(db, caller, body, email, contact) };
}

function toContact(db: MockDatabase, row: ContactRow) {
  const client = db.clients.find((candidate) => candidate.id === row.clientId);
  return { ...row, client: client ? { id: client.id, name: client.name } : null };
}

/** `projectId`: the contacts who may receive that project's reports; an unknown project has none. */
const recipientsOf: ParamFilter<ContactRow> = (value, db) => {
  const projectId = /^\d+$/.test(value) ? Number(value) : null;
  return (row) => projectId !== null && mayReceiveReportsOf(db, row, projectId);
};

// The contacts calls of spec 001 §7 "Contacts"; PUT ignores an id in the body (the path's counts).
export function contactsHandlers(context: MockApiContext): HttpHandler[] {
  return crudHandlers<ContactRow, ContactFields>(context, {
    path: 'contacts',
    table: (db) => db.contacts,
    notFound: 'CONTACT_NOT_FOUND',
    permissions: { view: 'contact_view', manage: 'contact_manage' },
    scope: (row, { db, caller }) => seesContact(db, caller, row),
    view: (row, db) => toContact(db, row),
    filters: {
      name: byText((contact) => contact.name),
      email: byText((contact) => contact.email),
      projectId: recipientsOf,
      clientId: byId((contact) => contact.clientId),
    },
    // The contacts list sorts on its columns (`ordering`, spec 001 §7 "GET with params").
    order: (rows, url) =>
      orderRows(rows, url, {
        name: (contact) => contact.name,
        email: (contact) => contact.email,
        creator: (contact) => contact.creator,
        createdAt: (contact) => contact.createdAt,
      }),
    read: (body, { db, caller, current }) => contactFields(db, caller, body, current),
    newRow: (fields, { id, caller }) => ({
      id,
      ...fields,
      creator: `${caller.firstName} ${caller.lastName}`.trim() || caller.email,
      createdAt: new Date().toISOString(),
    }),
  });
}
