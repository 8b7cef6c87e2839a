import { z } from 'zod';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';

/**
 * The dashboard dialogs' forms (create, rename, duplicate): one zod schema each, the one the
 * tests use. Error messages are keys of `explorerList.error.*`, translated where they show.
 */

export const DASHBOARD_FIELD_ERRORS = ['nameRequired'] as const;
export type DashboardFieldError = (typeof DASHBOARD_FIELD_ERRORS)[number];
export const isDashboardFieldError = (message: string): message is DashboardFieldError =>
  (DASHBOARD_FIELD_ERRORS as readonly string[]).includes(message);

const nameField = z.string().trim().min(1, 'nameRequired').max(200, 'nameRequired');

export const dashboardNameFormSchema = z.object({ name: nameField });
export type DashboardNameFormValues = z.input<typeof dashboardNameFormSchema>;
export type DashboardNameFormOutput = z.output<typeof dashboardNameFormSchema>;

export const dashboardCreateFormSchema = z.object({
  name: nameField,
  project: z.object({
    clientId: z.number().nullable(),
    placeId: z.number().nullable(),
    projectId: z.number().nullable(),
  }),
});
export type DashboardCreateFormValues = z.input<typeof dashboardCreateFormSchema>;
export type DashboardCreateFormOutput = z.output<typeof dashboardCreateFormSchema>;

/** The server codes (spec 000 §8) that belong on a field of these forms. */
export const DASHBOARD_NAME_SERVER_FIELDS: ServerFieldTable<'name'> = { INVALID_NAME: { field: 'name' } };
export const DASHBOARD_CREATE_SERVER_FIELDS: ServerFieldTable<'name' | 'project.projectId'> = {
  ...DASHBOARD_NAME_SERVER_FIELDS,
  PROJECT_NOT_FOUND: { field: 'project.projectId' },
};
