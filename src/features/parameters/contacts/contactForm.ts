import { z } from 'zod';
import type { Contact, ContactWrite } from '../../../entities/users/contactsApi';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';

/**
 * The contact dialog's form: the same rules as contactWriteSchema (a name; an address that looks
 * like one, of any domain: contacts are not users, spec 000 §5), with the form's own error keys
 * (`parameters.contacts.error.*`), translated where they show.
 */
export const CONTACT_FIELD_ERRORS = ['nameRequired', 'emailInvalid'] as const;
export type ContactFieldError = (typeof CONTACT_FIELD_ERRORS)[number];
export const isContactFieldError = (message: string): message is ContactFieldError =>
  (CONTACT_FIELD_ERRORS as readonly string[]).includes(message);

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(200, 'nameRequired'),
  email: z.string().trim().toLowerCase().pipe(z.email('emailInvalid')),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

export const EMPTY_CONTACT: ContactFormValues = { name: '', email: '' };

export const contactFormValuesOf = (contact: Contact | null): ContactFormValues =>
  contact ? { name: contact.name, email: contact.email } : EMPTY_CONTACT;

/** POST contacts / PUT contacts/{id}: "the body without id" (spec 001 §7). */
export const contactWriteOf = (values: ContactFormOutput): ContactWrite => ({ name: values.name, email: values.email });

/** The server codes (spec 000 §8) that belong on a field of this form. */
export const CONTACT_SERVER_FIELDS: ServerFieldTable<keyof ContactFormValues> = {
  DUPLICATE_CONTACT: { field: 'email' },
  INVALID_NAME: { field: 'name' },
};
