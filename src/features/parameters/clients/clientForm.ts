import { z } from 'zod';
import { isApiError } from '../../../api/apiError';
import type { Client, ClientUpdate } from '../../../entities/structure/api';

/**
 * The client's main-information form: the short name is the one field a user changes (spec 001
 * §7 "PUT clients/{id} with shortName"); the name is shown, and sent as read so that the server
 * keeps it (clientUpdateSchema).
 */
export const clientFormSchema = z.object({ shortName: z.string().trim() });
export type ClientFormValues = z.input<typeof clientFormSchema>;

export function clientFormValuesOf(client: Client): ClientFormValues {
  return { shortName: client.shortName ?? '' };
}

export function clientUpdateOf(client: Client, values: z.output<typeof clientFormSchema>): ClientUpdate {
  return { name: client.name, shortName: values.shortName === '' ? null : values.shortName };
}

/** Prefix of a field error holding a server code (spec 000 §8) rather than a form rule. */
export const SERVER_CODE_PREFIX = 'server:';

/** A refused save's code that concerns the short name (the only field sent that the user typed). */
export function shortNameServerCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.messages.find((code) => code === 'INVALID_NAME');
}
