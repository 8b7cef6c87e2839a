import type { ContactRow } from '../../db/contacts';
import type { MockDatabase } from '../../db/database';
import type { MockUser } from '../../db/users';
import { fail } from '../respond';
import { clientOfProject, seesClient } from '../scope';

/*
 * Who may receive a project's reports (scheduled reports and CPE programs): the contacts of the
 * project's client and the provider's own people (the internal users' contacts). Another
 * customer's contact would be sent this client's figures: the server refuses it with 400
 * NOT_IN_PROJECT (spec 000 §8 "Others"), the picker does not offer it.
 */

/** A contact of one of the provider's internal users: no client, and an internal user's address. */
export function isStaffContact(db: MockDatabase, contact: Pick<ContactRow, 'clientId' | 'email'>): boolean {
  const email = contact.email.toLowerCase();
  return contact.clientId === null && db.users.some((user) => !user.isExternal && user.email.toLowerCase() === email);
}

/** Whether the caller sees the contact: their client's, or the provider's staff (whom they work with). */
export function seesContact(db: MockDatabase, caller: MockUser, contact: ContactRow): boolean {
  return !caller.isExternal || isStaffContact(db, contact) || seesClient(caller, contact.clientId);
}

export function mayReceiveReportsOf(db: MockDatabase, contact: ContactRow, projectId: number): boolean {
  const client = clientOfProject(db, projectId);
  return client !== null && (contact.clientId === client || isStaffContact(db, contact));
}

/** The contact a report of the project is sent to: 404 CONTACT_NOT_FOUND, or 400 NOT_IN_PROJECT for another client's. */
export function recipientOf(
  db: MockDatabase,
  caller: MockUser,
  contactId: number | null,
  projectId: number,
): ContactRow {
  const contact = db.contacts.find((row) => row.id === contactId);
  if (!contact || !seesContact(db, caller, contact)) fail(404, 'CONTACT_NOT_FOUND');
  if (!mayReceiveReportsOf(db, contact, projectId)) fail(400, 'NOT_IN_PROJECT');
  return contact;
}
