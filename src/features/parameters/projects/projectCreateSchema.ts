import { z } from 'zod';
import type { ProjectWrite } from '../../../entities/structure/api';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';

/**
 * The create-project form (issue 15 item 3, spec 001 §3 Project): what the fields hold and the
 * rules checked before anything is sent. Its output is the POST project payload (projectWriteSchema
 * parses it again on the way out). Error messages are codes the form translates
 * (`parameters.projects.error.<code>`).
 */

export const PROJECT_FORM_ERRORS = ['required', 'negative', 'integer', 'date'] as const;
export type ProjectFormError = (typeof PROJECT_FORM_ERRORS)[number];

export const isProjectFormError = (message: string): message is ProjectFormError =>
  (PROJECT_FORM_ERRORS as readonly string[]).includes(message);

const text = z.string();
/** A native date field's value: '' or YYYY-MM-DD. */
const day = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'date');
/** A number field: '' when empty (Mantine's NumberInput), a number otherwise. */
const numberOrEmpty = z.union([z.literal(''), z.number()]);
const amount = numberOrEmpty.refine((value) => value === '' || value >= 0, 'negative');
const count = numberOrEmpty
  .refine((value) => value === '' || Number.isInteger(value), 'integer')
  .refine((value) => value === '' || value >= 0, 'negative');

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** An empty number is left out of the payload: the server then keeps its default (0) rather than refusing null. */
const numberOrAbsent = (value: number | '') => (value === '' ? undefined : value);

export const projectCreateFormSchema = z
  .object({
    clientId: z.string().nullable(),
    placeId: z
      .string()
      .nullable()
      .refine((value) => value !== null && value !== '', 'required'),
    name: text.trim().min(1, 'required'),
    chrono_sf: text,
    project_manager: text,
    digital_project_manager: text,
    signature_date: day,
    maintenance_signature_date: day,
    start_date: day,
    regulatory_cpe: z.boolean(),
    nombre_aape: count,
    engagement_mwh: amount,
    engagement_mwh_pcs: amount,
  })
  .transform((values): ProjectWrite => ({
    name: values.name,
    place: { id: Number(values.placeId) },
    chrono_sf: orNull(values.chrono_sf),
    project_manager: orNull(values.project_manager),
    digital_project_manager: orNull(values.digital_project_manager),
    signature_date: orNull(values.signature_date),
    maintenance_signature_date: orNull(values.maintenance_signature_date),
    start_date: orNull(values.start_date),
    regulatory_cpe: values.regulatory_cpe,
    nombre_aape: numberOrAbsent(values.nombre_aape),
    engagement_mwh: numberOrAbsent(values.engagement_mwh),
    engagement_mwh_pcs: numberOrAbsent(values.engagement_mwh_pcs),
  }));

export type ProjectCreateFormValues = z.input<typeof projectCreateFormSchema>;

/** spec 000 §8 codes a POST project answers about one field. */
export const PROJECT_CREATE_SERVER_FIELDS: ServerFieldTable<keyof ProjectCreateFormValues> = {
  INVALID_NAME: { field: 'name' },
  PLACE_NOT_FOUND: { field: 'placeId' },
};

export function emptyProjectForm(clientId?: number, placeId?: number): ProjectCreateFormValues {
  return {
    clientId: clientId === undefined ? null : String(clientId),
    placeId: placeId === undefined ? null : String(placeId),
    name: '',
    chrono_sf: '',
    project_manager: '',
    digital_project_manager: '',
    signature_date: '',
    maintenance_signature_date: '',
    start_date: '',
    regulatory_cpe: false,
    nombre_aape: '',
    engagement_mwh: '',
    engagement_mwh_pcs: '',
  };
}
