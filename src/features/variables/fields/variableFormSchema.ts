import { z } from 'zod';
import { REPRESENTATIONS, type Variable } from '../../../entities/variables/api';
import { samplingUnitSchema } from '../../../entities/variables/refs';
import { CHART_PALETTE } from '../../../ui/Chart/palette';

/**
 * The settings a user edits on a variable, automatic or manual (spec 000 §3 Variable): name, unit,
 * aggregation, sampling and its unit, colour, representation, number of value classes, symbol and
 * preferred aggregation. One schema for the form (through @hookform/resolvers), the tests and the
 * payload: its output is exactly the editable fields PUT variables/{id} and POST variables take.
 *
 * Field values are what the inputs hold (Select gives ids as text, NumberInput a number or '' when
 * empty); messages are codes (`FIELD_ERRORS`), translated where they are shown.
 */

export const FIELD_ERRORS = [
  'nameRequired',
  'nameTooLong',
  'unitRequired',
  'aggregationRequired',
  'samplingInvalid',
  'valueClassesInvalid',
  'colorInvalid',
  'symbolTooLong',
  'symbolSpaces',
] as const;
export type FieldErrorCode = (typeof FIELD_ERRORS)[number];

/** Long enough for any real label; the lists and charts cut longer names anyway. */
export const MAX_NAME_LENGTH = 255;
/** A symbol is a short tag (kWh meter "E12"): one word. */
export const MAX_SYMBOL_LENGTH = 32;
/** The chart's classes (spec 000 §3 "number of value classes"; a graph's numberValuesSlices defaults to 10). */
export const DEFAULT_VALUE_CLASSES = 10;
export const MAX_VALUE_CLASSES = 100;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A choice of a Select: an id as text. */
const requiredId = (code: FieldErrorCode) =>
  z
    .string()
    .regex(/^\d+$/, code)
    .transform((value) => Number(value));

/** A whole number from 1 to `max`, from a NumberInput (a number, or '' / text while being typed). */
const wholeNumber = (code: FieldErrorCode, max: number) =>
  z.union([z.number(), z.string()]).transform((value, context) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isInteger(number) || number < 1 || number > max) {
      context.addIssue({ code: 'custom', message: code });
      return z.NEVER;
    }
    return number;
  });

export const variableFormSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(MAX_NAME_LENGTH, 'nameTooLong'),
  unitId: requiredId('unitRequired'),
  aggregationId: requiredId('aggregationRequired'),
  // A sampling step above a year of seconds means nothing for a sensor.
  sampling: wholeNumber('samplingInvalid', 31_536_000),
  samplingUnit: samplingUnitSchema,
  color: z.string().trim().regex(HEX_COLOR, 'colorInvalid'),
  representation: z.enum(REPRESENTATIONS),
  valueClasses: wholeNumber('valueClassesInvalid', MAX_VALUE_CLASSES),
  symbol: z
    .string()
    .trim()
    .max(MAX_SYMBOL_LENGTH, 'symbolTooLong')
    .regex(/^\S*$/, 'symbolSpaces')
    // No symbol is sent as null: the server clears it.
    .transform((value) => (value === '' ? null : value)),
  // '' is "no preferred aggregation".
  preferredAggregationId: z
    .string()
    .regex(/^\d*$/)
    .transform((value) => (value === '' ? null : Number(value))),
});

/** What the inputs hold. */
export type VariableFormValues = z.input<typeof variableFormSchema>;
/** What is sent: the editable fields of PUT variables/{id} and POST variables. */
export type VariableSettings = z.output<typeof variableFormSchema>;
export type VariableFieldName = keyof VariableFormValues;

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERRORS as readonly string[]).includes(value);
}

/** A new manual variable: the first palette colour, a line, hourly, ten classes. */
export function newVariableValues(): VariableFormValues {
  return {
    name: '',
    unitId: '',
    aggregationId: '1',
    sampling: 1,
    samplingUnit: 'hours',
    color: CHART_PALETTE[0],
    representation: 'line',
    valueClasses: DEFAULT_VALUE_CLASSES,
    symbol: '',
    preferredAggregationId: '',
  };
}

/** The form's values for a stored variable; what the server leaves empty takes the new-variable default. */
export function variableFormValues(variable: Variable): VariableFormValues {
  const defaults = newVariableValues();
  return {
    name: variable.name,
    unitId: String(variable.unit.id),
    aggregationId: String(variable.aggregation.id),
    sampling: variable.sampling,
    samplingUnit: variable.samplingUnit,
    color: variable.color && HEX_COLOR.test(variable.color) ? variable.color.toLowerCase() : defaults.color,
    representation: variable.representation ?? defaults.representation,
    valueClasses: variable.valueClasses ?? defaults.valueClasses,
    symbol: variable.symbol ?? '',
    preferredAggregationId: variable.preferredAggregation ? String(variable.preferredAggregation.id) : '',
  };
}

/** The colour the form holds when it is a valid one (the preview follows it while it is typed). */
export function validColor(value: unknown): string | null {
  return typeof value === 'string' && HEX_COLOR.test(value.trim()) ? value.trim() : null;
}
