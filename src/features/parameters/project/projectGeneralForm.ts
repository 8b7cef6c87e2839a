import { z } from 'zod';
import { projectWriteSchema, type Project, type ProjectWrite } from '../../../entities/structure/api';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { decimalTextOf, parseDecimalText } from './decimalText';

/**
 * The project's general information as the form holds it (spec 001 §3 Project): texts as typed,
 * dates as the date inputs give them (YYYY-MM-DD or empty), numbers as typed (a decimal comma in
 * French). The schema checks them with messages of this screen, then hands the payload to
 * projectWriteSchema, the one PUT project/{id} sends (spec 001 §7).
 */
export interface ProjectGeneralValues {
  name: string;
  chrono_sf: string;
  project_manager: string;
  digital_project_manager: string;
  signature_date: string;
  maintenance_signature_date: string;
  start_date: string;
  regulatory_cpe: boolean;
  nombre_aape: string;
  engagement_mwh: string;
  engagement_mwh_pcs: string;
}

/** The form's own error messages: ids under parameters.project.error (server codes are spec 000 §8's). */
export const PROJECT_FIELD_ERRORS = ['nameRequired', 'number', 'integer', 'negative', 'date'] as const;
export type ProjectFieldError = (typeof PROJECT_FIELD_ERRORS)[number];
export const isProjectFieldError = (message: string): message is ProjectFieldError =>
  (PROJECT_FIELD_ERRORS as readonly string[]).includes(message);

const fail = (ctx: z.RefinementCtx, message: ProjectFieldError) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** A required amount ≥ 0 (the server keeps the current value of an absent one and refuses null). */
const amountText = (integer: boolean) =>
  z.string().transform((text, ctx) => {
    const value = parseDecimalText(text);
    if (value === null) return fail(ctx, 'number');
    if (value < 0) return fail(ctx, 'negative');
    if (integer && !Number.isInteger(value)) return fail(ctx, 'integer');
    return value;
  });

const dayText = z.string().transform((text, ctx) => {
  if (text === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) return fail(ctx, 'date');
  return text;
});

const optionalText = z.string().transform((text) => (text.trim() === '' ? null : text.trim()));

/** The form's schema for a project of a given site (the site is shown, not edited). */
export function projectGeneralSchema(placeId: number) {
  return z
    .object({
      name: z.string().trim().min(1, 'nameRequired'),
      chrono_sf: optionalText,
      project_manager: optionalText,
      digital_project_manager: optionalText,
      signature_date: dayText,
      maintenance_signature_date: dayText,
      start_date: dayText,
      regulatory_cpe: z.boolean(),
      nombre_aape: amountText(true),
      engagement_mwh: amountText(false),
      engagement_mwh_pcs: amountText(false),
    })
    .transform((values): ProjectWrite => ({ ...values, place: { id: placeId } }))
    .pipe(projectWriteSchema);
}
export type ProjectGeneralOutput = z.output<ReturnType<typeof projectGeneralSchema>>;

const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export function projectGeneralDefaults(project: Project, locale: string): ProjectGeneralValues {
  return {
    name: project.name,
    chrono_sf: project.chrono_sf ?? '',
    project_manager: project.project_manager ?? '',
    digital_project_manager: project.digital_project_manager ?? '',
    signature_date: dayOf(project.signature_date),
    maintenance_signature_date: dayOf(project.maintenance_signature_date),
    start_date: dayOf(project.start_date),
    regulatory_cpe: project.regulatory_cpe ?? false,
    nombre_aape: decimalTextOf(project.nombre_aape ?? 0, locale),
    engagement_mwh: decimalTextOf(project.engagement_mwh ?? 0, locale),
    engagement_mwh_pcs: decimalTextOf(project.engagement_mwh_pcs ?? 0, locale),
  };
}

/** The server codes (spec 000 §8) that belong on a field of this form; any other is said beside Save. */
export const PROJECT_SERVER_FIELDS: ServerFieldTable<keyof ProjectGeneralValues> = {
  INVALID_NAME: { field: 'name' },
};
