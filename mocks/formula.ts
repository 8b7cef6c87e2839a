/**
 * The formula language as the mocked API's handlers use it. The language itself (tokenizer,
 * parser, tree, errors) is src/lib/formula, shared with the browser's formula editor so that the
 * editor and the demo server never disagree; values are computed by mocks/formulaEvaluate.ts.
 */
import { checkFormula as checkFormulaText, type FormulaCheck } from '../src/lib/formula/formulaParser';

export { formulaReference } from '../src/lib/formula/formulaTokens';
export { parseFormula, type FormulaCheck } from '../src/lib/formula/formulaParser';
export { referencedVariableIds } from '../src/lib/formula/formulaAst';

/**
 * Parses and checks every referenced variable with `variableExists` (those the caller may see),
 * the first problem in reading order answered. Never throws.
 */
export function checkFormula(expression: string, variableExists: (id: number) => boolean): FormulaCheck {
  return checkFormulaText(expression, { knownVariableIds: { has: variableExists } });
}
