import { z } from 'zod';
import type { Formula, FormulaWrite } from '../../../entities/variables/formulaApi';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';

/**
 * What the formula form holds (spec 000 §3 Formula; the variable's name, unit and aggregation,
 * the "calculated variable" flag). Messages are message ids, shown translated on their field.
 */
export const formulaFormSchema = z.object({
  name: z.string().trim().min(1, 'formula.error.nameRequired').max(200, 'formula.error.nameTooLong'),
  unitId: z
    .number()
    .int()
    .positive()
    .nullable()
    .transform((unitId, context) => {
      if (unitId !== null) return unitId;
      context.addIssue({ code: 'custom', message: 'formula.error.unitRequired' });
      return z.NEVER;
    }),
  aggregationId: z.number().int().positive().nullable(),
  persisted: z.boolean(),
  expression: z.string().trim().min(1, 'formula.error.expressionRequired'),
});

/** The form's values; unitId is null until a unit is chosen. */
export type FormulaFormValues = z.input<typeof formulaFormSchema>;
export type FormulaFormOutput = z.output<typeof formulaFormSchema>;

export function formulaFormDefaults(formula: Formula | undefined): FormulaFormValues {
  return {
    name: formula?.name ?? '',
    unitId: formula?.unit?.id ?? null,
    aggregationId: formula?.aggregationId ?? null,
    persisted: formula?.persisted ?? false,
    expression: formula?.expression ?? '',
  };
}

/** The payload of POST formula / PUT formula/{id}; navigation fields are never part of it. */
export function formulaPayload(projectId: number, values: FormulaFormOutput): FormulaWrite {
  return {
    projectId,
    name: values.name,
    expression: values.expression,
    unitId: values.unitId,
    aggregationId: values.aggregationId,
    persisted: values.persisted,
  };
}

/** Server codes and the field they concern (spec 000 §8); the others are told above the buttons. */
export const FORMULA_SERVER_FIELDS: ServerFieldTable<keyof FormulaFormValues> = {
  INVALID_NAME: { field: 'name' },
  DUPLICATE_VARIABLE: { field: 'name' },
  UNIT_NOT_FOUND: { field: 'unitId' },
  AGGREGATION_NOT_FOUND: { field: 'aggregationId' },
  FORMULA_SYNTAX_ERROR: { field: 'expression' },
  FORMULA_VARIABLE_NOT_FOUND: { field: 'expression' },
  FORMULA_FUNCTION_NOT_FOUND: { field: 'expression' },
  TEST_FORMULA_DATA_ERROR: { field: 'expression' },
  UNKNOWN_FORMULA_ERROR: { field: 'expression' },
};
