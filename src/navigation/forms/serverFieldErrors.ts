import { isApiError } from '../../api/apiError';
import type { MessageId } from '../../i18n/messages';

/** Starts a field error that a refused save put there; what follows is the message id to show. */
export const SERVER_MESSAGE_PREFIX = 'server:';

/** Where a server code lands in a form: its field (or fields), and what is said there. */
export interface ServerFieldRule<TField extends string> {
  /** The field the code concerns; with several, each one shows the message and the first gets the focus. */
  field: TField | readonly TField[];
  /** What the field says; by default the code's own text in the API catalogue (`error.<CODE>`). */
  message?: MessageId;
}

/**
 * The codes a save can answer that concern one field of the form (spec 000 §8), as data:
 * `{ DUPLICATE_CONTACT: { field: 'email' } }`. A code not listed is told beside the buttons.
 */
export type ServerFieldTable<TField extends string> = Readonly<Partial<Record<string, ServerFieldRule<TField>>>>;

export interface ServerFieldError<TField extends string> {
  field: TField;
  code: string;
  /** The field error's message: SERVER_MESSAGE_PREFIX and the message id (read by useFieldErrorText). */
  message: string;
}

/**
 * The fields a refused save concerns, in the order of the server's messages, each field once (its
 * first code wins). Empty for anything that is not an API error or names no listed code.
 */
export function serverFieldErrors<TField extends string>(
  error: unknown,
  table: ServerFieldTable<TField>,
): ServerFieldError<TField>[] {
  if (!isApiError(error)) return [];
  const found: ServerFieldError<TField>[] = [];
  for (const code of error.messages) {
    const rule = table[code];
    if (!rule) continue;
    const fields: readonly TField[] = typeof rule.field === 'string' ? [rule.field] : rule.field;
    const message = `${SERVER_MESSAGE_PREFIX}${rule.message ?? `error.${code}`}`;
    for (const field of fields) {
      if (!found.some((entry) => entry.field === field)) found.push({ field, code, message });
    }
  }
  return found;
}
