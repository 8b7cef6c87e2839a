import { z } from 'zod';
import { isApiError } from '../../../api/apiError';
import type { Contact, ContactWrite } from '../../../entities/users/contactsApi';

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

export type ContactField = keyof ContactFormValues;

/** The server codes (spec 000 §8) that belong on a field of this form. */
const FIELD_OF_CODE: Partial<Record<string, ContactField>> = {
  DUPLICATE_CONTACT: 'email',
  INVALID_NAME: 'name',
};

export function contactServerFieldOf(error: unknown): { field: ContactField; code: string } | null {
  if (!isApiError(error)) return null;
  for (const message of error.messages) {
    const field = FIELD_OF_CODE[message];
    if (field) return { field, code: message };
  }
  return null;
}
