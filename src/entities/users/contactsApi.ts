import type { PageParams } from '../../api/listPage';
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { defineResource, listParams } from '../../api/resource';

/**
 * spec 001 §3 Contact: the people alerts and reports notify. Not users: the users' e-mail domain
 * rule does not apply to them (spec 000 §5 "the only e-mail rule" is about user e-mails).
 */
export const contactSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  /** Who created the contact (a display name). */
  creator: z.string().nullish(),
  createdAt: isoDateTimeSchema.nullish(),
  /** The client whose person the contact is; null for the provider's own staff. */
  client: z.object({ id: idSchema, name: z.string() }).nullish(),
});
export type Contact = z.infer<typeof contactSchema>;

/** POST contacts and PUT contacts/{id} "with the body without id" (spec 001 §7). */
export const contactWriteSchema = z.object({
  name: z.string().trim().min(1, 'INVALID_NAME'),
  email: z.string().trim().toLowerCase().pipe(z.email()),
});
export type ContactWrite = z.input<typeof contactWriteSchema>;

/**
 * `projectId`: the contacts who may receive that project's reports, its client's and the provider's
 * staff (the API refuses any other recipient with NOT_IN_PROJECT).
 */
export type ContactListParams = PageParams & { name?: string; email?: string; projectId?: number; clientId?: number };

/** Deletes lower total_count (spec 001 §4); a duplicate e-mail answers DUPLICATE_CONTACT. */
export const contactsResource = defineResource({
  name: 'contacts',
  path: 'contacts',
  item: contactSchema,
  params: listParams<ContactListParams>(),
  create: contactWriteSchema,
  update: contactWriteSchema,
});
