import { http, type HttpHandler } from 'msw';
import type { ContactRow } from '../../db/admin';
import type { MockDatabase } from '../../db/database';
import { nameField, textField, type Body } from '../adminFields';
import { apiUrl, type MockApiContext } from '../context';
import {
  fail,
  idParam,
  matchesText,
  nextId,
  paginate,
  readJson,
  removeById,
  requirePermission,
  route,
} from '../respond';

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

// The contacts calls of spec 001 §7 "Contacts".
export function contactsHandlers(context: MockApiContext): HttpHandler[] {
  const url = (path: string) => apiUrl(context, path);
  return [
    http.get(
      url('contacts'),
      route(context, ({ url: request, caller }) => {
        requirePermission(caller, 'contact_view');
        const name = request.searchParams.get('name');
        const email = request.searchParams.get('email');
        const rows = context.db.contacts.filter(
          (contact) => matchesText(contact.name, name) && matchesText(contact.email, email),
        );
        return paginate(rows, request);
      }),
    ),
    http.post(
      url('contacts'),
      route(context, async ({ request, caller }) => {
        requirePermission(caller, 'contact_manage');
        const db = context.db;
        const contact: ContactRow = {
          id: nextId(db.contacts),
          ...contactFields(db, await readJson(request), undefined),
          creator: `${caller.firstName} ${caller.lastName}`.trim() || caller.email,
          createdAt: new Date().toISOString(),
        };
        db.contacts.push(contact);
        return contact;
      }),
    ),
    http.get(
      url('contacts/:id'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'contact_view');
        const id = idParam(params, 'id', 'CONTACT_NOT_FOUND');
        return context.db.contacts.find((contact) => contact.id === id) ?? fail(404, 'CONTACT_NOT_FOUND');
      }),
    ),
    // spec 001 §7: PUT {id} with the body without id; an id in the body is ignored.
    http.put(
      url('contacts/:id'),
      route(context, async ({ params, request, caller }) => {
        requirePermission(caller, 'contact_manage');
        const db = context.db;
        const id = idParam(params, 'id', 'CONTACT_NOT_FOUND');
        const contact = db.contacts.find((row) => row.id === id) ?? fail(404, 'CONTACT_NOT_FOUND');
        Object.assign(contact, contactFields(db, await readJson(request), contact));
        return contact;
      }),
    ),
    http.delete(
      url('contacts/:id'),
      route(context, ({ params, caller }) => {
        requirePermission(caller, 'contact_manage');
        removeById(context.db.contacts, idParam(params, 'id', 'CONTACT_NOT_FOUND'), 'CONTACT_NOT_FOUND');
        context.changed();
        return undefined;
      }),
    ),
  ];
}
