import type { PageParams } from '../../api/listPage';
import { z } from 'zod';
import { defineMutation } from '../../api/endpoint';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { unitRefSchema } from './refs';
import { defineResource, listParams } from '../../api/resource';

/**
 * Formulas (spec 000 §3): id, project id, expression. A formula is also a variable of kind formula
 * (or persisted_formula, "calculated variable") and shares its id, so the variables list opens it
 * with automatic-variables/formula/{projectId}/{id}.
 *
 * Expression syntax of the mocked API (mocks/formula.ts): variables as `{id}`, the operators of
 * spec 000 §5 (SI, ABS, AND, OR, NOT, <=, >=, ==, !=, <, >, -, +, *, /, ^, parentheses, comma).
 */
export const formulaSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  name: z.string(),
  expression: z.string(),
  unit: unitRefSchema.nullish(),
  aggregationId: idSchema.nullish(),
  persisted: z.boolean().nullish(),
  /** Ids of the variables the expression refers to. */
  variableIds: z.array(idSchema).nullish(),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type Formula = z.infer<typeof formulaSchema>;

/**
 * POST formula / PUT formula/{id}. Parsing strips what must not be sent: the id, graphId and
 * dashboardId (navigation only) and the go-back target (spec 000 §3).
 */
export const formulaWriteSchema = z.object({
  projectId: idSchema,
  name: z.string().trim().min(1),
  expression: z.string().trim().min(1),
  unitId: idSchema,
  aggregationId: idSchema.nullish(),
  persisted: z.boolean().default(false),
});
export type FormulaWrite = z.input<typeof formulaWriteSchema>;

/** What the formula screen holds: the payload plus where to go back to (never sent). */
export interface FormulaFormValues extends FormulaWrite {
  id?: number;
  graphId?: number | null;
  dashboardId?: number | null;
  goBack?: string | null;
}

/** The spec reads formulas one by one; the mocked API also lists them by project. */
export type FormulaListParams = PageParams & { projectId?: number };

export const formulasResource = defineResource({
  name: 'formula',
  path: 'formula',
  item: formulaSchema,
  params: listParams<FormulaListParams>(),
  create: formulaWriteSchema,
  update: formulaWriteSchema,
});

/**
 * POST check-formula: "A formula test has a start value, null for a single-value check" (spec 000
 * §3). With start null the answer is one value at the latest data; with start and end, a short
 * series over the period.
 */
export const formulaTestSchema = z.object({
  expression: z.string().trim().min(1),
  projectId: idSchema,
  start: isoDateTimeSchema.nullable(),
  end: isoDateTimeSchema.nullish(),
});
export type FormulaTest = z.input<typeof formulaTestSchema>;

export const formulaTestResultSchema = z.object({
  results: z.array(z.object({ date: isoDateTimeSchema, value: z.number().nullable() })),
});
export type FormulaTestResult = z.infer<typeof formulaTestResultSchema>;

/** spec 000 §8: the formula check shows no success notification (the reporter skips the path). */
export const checkFormulaMutation = defineMutation({
  name: 'check-formula',
  method: 'POST',
  path: 'check-formula',
  body: (input: FormulaTest) => input,
  payload: formulaTestSchema,
  schema: formulaTestResultSchema,
});

/** spec 000 §4: "Formula check state: valid flag, result, tested data." */
export interface FormulaCheckState {
  valid: boolean | null;
  result: FormulaTestResult['results'] | null;
  tested: FormulaTest | null;
}

export const initialFormulaCheck: FormulaCheckState = { valid: null, result: null, tested: null };

/** Success sets valid; failure sets invalid with no result; reset clears it (spec 000 §4). */
export function formulaCheckSucceeded(tested: FormulaTest, result: FormulaTestResult): FormulaCheckState {
  return { valid: true, result: result.results, tested };
}

export function formulaCheckFailed(tested: FormulaTest): FormulaCheckState {
  return { valid: false, result: null, tested };
}
