import { z } from 'zod';
import type { Perimeter, PerimeterWrite } from '../../../entities/savings/api';
import { ENERGY_CODES, isEnergyCode } from '../../../entities/savings/energyUnits';
import { SAMPLING_UNITS, type SamplingUnit } from '../../../lib/sampling';

/**
 * A perimeter as its dialog holds it (spec 001 §3 Perimeter): figures as typed (a decimal comma in
 * French), each measure as the variable picked (id and name, so that a draft shows it again), and
 * on creation whether it becomes the AAPE's main perimeter (spec 001 §4). The output is the body
 * of POST and PUT perimeter without the AAPE's id.
 */
export interface MeasureValue {
  id: number;
  name: string;
}

export interface PerimeterFormValues {
  energy_code: string;
  savings_target: string;
  reference_consumption: string;
  /** The reference (model) consumption measure: consumption_reference_measure_id. */
  reference_measure: MeasureValue | null;
  consumption_measure: MeasureValue | null;
  /** The direct savings measure: saving_measure_id. */
  saving_measure: MeasureValue | null;
  calculation_sampling: string;
  ncv_co2eq_emission_coefficient: string;
  contract_energy_price: string;
  comments: string;
  main: boolean;
}

export const PERIMETER_FIELD_ERRORS = ['energyRequired', 'number', 'negative'] as const;
export type PerimeterFieldError = (typeof PERIMETER_FIELD_ERRORS)[number];

/**
 * A number as typed: "12,5" in French as "12.5" in English, with spaces (or narrow no-break
 * spaces) between thousands. Null when the text is not one number.
 */
export function parseDecimalText(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A stored number as the form shows it for editing: the locale's decimal mark, no grouping. */
export function decimalTextOf(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return locale.startsWith('en') ? text : text.replace('.', ',');
}

const amount = z.string().transform((text, ctx) => {
  const value = parseDecimalText(text);
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: 'number' });
    return z.NEVER;
  }
  if (value < 0) {
    ctx.addIssue({ code: 'custom', message: 'negative' });
    return z.NEVER;
  }
  return value;
});

const measure = z.object({ id: z.number().int().positive(), name: z.string() }).nullable();

const isSamplingUnit = (value: string): value is SamplingUnit => (SAMPLING_UNITS as readonly string[]).includes(value);

export const perimeterFormSchema = z
  .object({
    energy_code: z.string().pipe(z.enum(ENERGY_CODES, { error: 'energyRequired' })),
    savings_target: amount,
    reference_consumption: amount,
    reference_measure: measure,
    consumption_measure: measure,
    saving_measure: measure,
    calculation_sampling: z.string(),
    ncv_co2eq_emission_coefficient: amount,
    contract_energy_price: amount,
    comments: z.string(),
    main: z.boolean(),
  })
  .transform((values) => ({
    main: values.main,
    write: {
      energy_code: values.energy_code,
      savings_target: values.savings_target,
      reference_consumption: values.reference_consumption,
      calculation_sampling: isSamplingUnit(values.calculation_sampling) ? values.calculation_sampling : null,
      comments: values.comments.trim() === '' ? null : values.comments.trim(),
      consumption_reference_measure_id: values.reference_measure?.id ?? null,
      consumption_measure_id: values.consumption_measure?.id ?? null,
      saving_measure_id: values.saving_measure?.id ?? null,
      ncv_co2eq_emission_coefficient: values.ncv_co2eq_emission_coefficient,
      contract_energy_price: values.contract_energy_price,
    } satisfies Omit<PerimeterWrite, 'aapeId'>,
  }));
export type PerimeterFormOutput = z.output<typeof perimeterFormSchema>;

function measureOf(ref: { id: number; name: string } | null | undefined, id: number | null | undefined) {
  if (ref) return { id: ref.id, name: ref.name };
  // An id the answer did not name (a variable since removed): kept, shown by its number.
  return id === null || id === undefined ? null : { id, name: `#${id}` };
}

/**
 * The dialog's starting values: the perimeter's own, or for a new one empty figures, daily
 * calculation, and "main perimeter" ticked when the AAPE has none yet.
 */
export function perimeterFormDefaults(
  perimeter: Perimeter | null,
  locale: string,
  aapeHasMain: boolean,
): PerimeterFormValues {
  return {
    energy_code: perimeter && isEnergyCode(perimeter.energy_code) ? perimeter.energy_code : '',
    savings_target: decimalTextOf(perimeter?.savings_target, locale),
    reference_consumption: decimalTextOf(perimeter?.reference_consumption, locale),
    reference_measure: measureOf(perimeter?.consumption_model_measure, perimeter?.consumption_reference_measure_id),
    consumption_measure: measureOf(perimeter?.consumption_measure, perimeter?.consumption_measure_id),
    saving_measure: measureOf(perimeter?.direct_savings_measure, perimeter?.saving_measure_id),
    calculation_sampling: perimeter ? (perimeter.calculation_sampling ?? '') : 'days',
    ncv_co2eq_emission_coefficient: decimalTextOf(perimeter?.ncv_co2eq_emission_coefficient, locale),
    contract_energy_price: decimalTextOf(perimeter?.contract_energy_price, locale),
    comments: perimeter?.comments ?? '',
    main: perimeter === null && !aapeHasMain,
  };
}

/** The draft of a new perimeter is the AAPE's; an edit's is the perimeter's. */
export const perimeterFormId = (aapeId: number, perimeter: Perimeter | null) =>
  perimeter ? `perimeter-${perimeter.id}` : `perimeter-new-${aapeId}`;
