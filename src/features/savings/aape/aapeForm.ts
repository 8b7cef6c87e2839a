import { z } from 'zod';
import {
  COMMITMENT_MODALITIES,
  COMMITMENT_TYPES,
  PER_TYPES,
  aapeWriteSchema,
  type Aape,
} from '../../../entities/savings/api';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';

/**
 * An AAPE as its dialog holds it (issue 17 item 2, spec 001 §3): texts as typed (a decimal comma in
 * French), dates as 'YYYY-MM-DD' from the date inputs. The output is the body of POST and PUT aape
 * without the project and the main perimeter, which the dialog adds (aapeWriteSchema).
 */
export interface AapeFormValues {
  number: string;
  name: string;
  commitment_type: string;
  commitment_modality: string;
  per_type: string;
  follow_up_end_date: string;
  exceptional_end_date: string;
  bonus_percentage: string;
  malus_percentage: string;
  comments: string;
}

/** The server codes (spec 000 §8) that belong on a field of the dialog; any other is said beside Save. */
export const AAPE_SERVER_FIELDS: ServerFieldTable<keyof AapeFormValues> = {
  INVALID_NAME: { field: 'name' },
};

/** The error messages the schema gives, each translated by savings.aape.error.<code>. */
export const AAPE_FIELD_ERRORS = [
  'nameRequired',
  'numberInvalid',
  'choiceRequired',
  'dateInvalid',
  'exceptionalBeforeEnd',
  'percentInvalid',
] as const;

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

const number = z.string().transform((text, ctx) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) {
    ctx.addIssue({ code: 'custom', message: 'numberInvalid' });
    return z.NEVER;
  }
  return Number(trimmed);
});

const percent = z.string().transform((text, ctx) => {
  const compact = text.replace(/[\s\u00a0\u202f%]/g, '');
  if (compact === '') return null;
  const value = /^\d+([.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    ctx.addIssue({ code: 'custom', message: 'percentInvalid' });
    return z.NEVER;
  }
  return value;
});

const day = z.string().transform((text, ctx) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed) || Number.isNaN(Date.parse(trimmed))) {
    ctx.addIssue({ code: 'custom', message: 'dateInvalid' });
    return z.NEVER;
  }
  return trimmed;
});

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.string().refine((value): value is T[number] => (values as readonly string[]).includes(value), 'choiceRequired');

export const aapeFormSchema = z
  .object({
    number,
    name: z.string().trim().min(1, 'nameRequired'),
    commitment_type: choice(COMMITMENT_TYPES),
    commitment_modality: choice(COMMITMENT_MODALITIES),
    per_type: choice(PER_TYPES),
    follow_up_end_date: day,
    exceptional_end_date: day,
    bonus_percentage: percent,
    malus_percentage: percent,
    comments: z.string().transform(orNull),
  })
  // An exceptional end extends the follow-up: it cannot come before its normal end.
  .refine(
    (aape) =>
      aape.follow_up_end_date === null ||
      aape.exceptional_end_date === null ||
      aape.exceptional_end_date >= aape.follow_up_end_date,
    { message: 'exceptionalBeforeEnd', path: ['exceptional_end_date'] },
  );
export type AapeFormOutput = z.output<typeof aapeFormSchema>;

const decimalText = (value: number | null | undefined, locale: string) =>
  value === null || value === undefined ? '' : locale === 'en' ? String(value) : String(value).replace('.', ',');

export function aapeFormDefaults(aape: Aape | null, locale: string): AapeFormValues {
  return {
    number: aape ? String(aape.number) : '',
    name: aape?.name ?? '',
    commitment_type: aape?.commitment_type ?? 'ENERGY',
    commitment_modality: aape?.commitment_modality ?? 'YEARLY',
    per_type: aape?.per_type ?? 'CONTRACT',
    follow_up_end_date: aape?.follow_up_end_date?.slice(0, 10) ?? '',
    exceptional_end_date: aape?.exceptional_end_date?.slice(0, 10) ?? '',
    bonus_percentage: decimalText(aape?.bonus_percentage, locale),
    malus_percentage: decimalText(aape?.malus_percentage, locale),
    comments: aape?.comments ?? '',
  };
}

/**
 * The body of POST or PUT aape: the project, and on an edit the main perimeter kept as it is
 * (spec 001 §4: only adding a main perimeter sets it).
 */
export function aapeWriteOf(output: AapeFormOutput, projectId: number, aape: Aape | null) {
  return aapeWriteSchema.parse({
    ...output,
    number: output.number ?? aape?.number ?? null,
    projectId,
    mainPerimeter: aape?.mainPerimeter ?? null,
  });
}
