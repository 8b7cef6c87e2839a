import { z } from 'zod';
import type { Client, ClientUpdate } from '../../../entities/structure/api';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';

/**
 * The client's main-information form: the short name is the one field a user changes (spec 001
 * §7 "PUT clients/{id} with shortName"); the name is shown, and sent as read so that the server
 * keeps it (clientUpdateSchema).
 */
export const clientFormSchema = z.object({ shortName: z.string().trim() });
export type ClientFormValues = z.input<typeof clientFormSchema>;
export type ClientFormOutput = z.output<typeof clientFormSchema>;

export function clientFormValuesOf(client: Client): ClientFormValues {
  return { shortName: client.shortName ?? '' };
}

export function clientUpdateOf(client: Client, values: ClientFormOutput): ClientUpdate {
  return { name: client.name, shortName: values.shortName === '' ? null : values.shortName };
}

/** A refused save's code that concerns the short name (the only field sent that the user typed). */
export const CLIENT_SERVER_FIELDS: ServerFieldTable<keyof ClientFormValues> = { INVALID_NAME: { field: 'shortName' } };
