import type { MessageId } from '../../../i18n/messages';
import { FORMULA_FUNCTIONS } from '../../../lib/formula/formulaAst';
import { checkFormula, type FormulaCheck } from '../../../lib/formula/formulaParser';
import { tokenizeFormula, type FormulaErrorReason } from '../../../lib/formula/formulaTokens';

type Values = Record<string, string | number>;

/** The first problem of a formula, where it is and how to say it (a message id and its values). */
export interface FormulaProblem {
  /** Offsets of the span to underline in the text. */
  from: number;
  to: number;
  /** 1-based, as the user counts. */
  line: number;
  column: number;
  id: MessageId;
  values: Values;
}

export type FormulaLocalCheck = { ok: true; variableIds: number[] } | { ok: false; problem: FormulaProblem };

type FormulaFailure = Extract<FormulaCheck, { ok: false }>;

const REASON_MESSAGES: Record<FormulaErrorReason, MessageId> = {
  empty: 'formula.problem.empty',
  invalidCharacter: 'formula.problem.invalidCharacter',
  invalidVariable: 'formula.problem.invalidVariable',
  invalidNumber: 'formula.problem.invalidNumber',
  unexpectedToken: 'formula.problem.unexpectedToken',
  unexpectedEnd: 'formula.problem.unexpectedEnd',
  unclosedParenthesis: 'formula.problem.unclosedParenthesis',
  unopenedParenthesis: 'formula.problem.unopenedParenthesis',
  unknownName: 'formula.problem.unknownName',
  missingArguments: 'formula.problem.missingArguments',
  argumentCount: 'formula.problem.argumentCount',
  tooDeep: 'formula.problem.tooDeep',
  unknownFunction: 'formula.problem.unknownFunction',
  unknownVariable: 'formula.problem.unknownVariable',
};

/** An example reference for "a variable is written {123}". */
const REFERENCE_EXAMPLE = '{123}';

/** Line and column (1-based) of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function messageOf(
  failure: FormulaFailure,
  text: string,
  formulaId: number | undefined,
): Pick<FormulaProblem, 'id' | 'values'> {
  const span = text.slice(failure.position, failure.end).trim();
  switch (failure.reason) {
    case 'unknownVariable': {
      const [reference] = tokenizeFormula(span).filter((token) => token.kind === 'variable');
      const id = Number(reference?.text);
      if (formulaId !== undefined && id === formulaId) return { id: 'formula.problem.selfReference', values: {} };
      return { id: REASON_MESSAGES.unknownVariable, values: { reference: span } };
    }
    case 'argumentCount':
    case 'missingArguments': {
      const name = (span.match(/^[A-Za-z_]+/)?.[0] ?? span).toUpperCase();
      const [min = 0, max = 0] = FORMULA_FUNCTIONS[name] ?? [];
      if (failure.reason === 'missingArguments') return { id: REASON_MESSAGES.missingArguments, values: { name } };
      return Number.isFinite(max)
        ? { id: 'formula.problem.argumentCount', values: { name, count: min } }
        : { id: 'formula.problem.argumentCountAtLeast', values: { name, count: min } };
    }
    case 'invalidVariable':
      return { id: REASON_MESSAGES.invalidVariable, values: { example: REFERENCE_EXAMPLE } };
    case 'unknownFunction':
      return {
        id: REASON_MESSAGES.unknownFunction,
        values: { text: span, functions: Object.keys(FORMULA_FUNCTIONS).join(', ') },
      };
    default:
      return { id: REASON_MESSAGES[failure.reason], values: { text: span } };
  }
}

/**
 * The browser's check of a formula (spec 000 §5, src/lib/formula: the same parser as the demo
 * server): the first problem in reading order, located and worded for the user. `knownVariableIds`
 * are the project's variables (left out while they are not known: any id passes); the formula
 * being edited is not one of them, since a formula cannot read itself.
 */
export function checkFormulaText(
  text: string,
  options: { knownVariableIds?: ReadonlySet<number>; formulaId?: number } = {},
): FormulaLocalCheck {
  const { knownVariableIds, formulaId } = options;
  const known =
    knownVariableIds || formulaId !== undefined
      ? { has: (id: number) => id !== formulaId && (knownVariableIds?.has(id) ?? true) }
      : undefined;
  const result = checkFormula(text, known ? { knownVariableIds: known } : {});
  if (result.ok) return { ok: true, variableIds: result.variableIds };
  return {
    ok: false,
    problem: {
      from: result.position,
      to: result.end,
      ...lineAndColumn(text, result.position),
      ...messageOf(result, text, formulaId),
    },
  };
}

/** "Column 12: …" on one line, "Line 2, column 4: …" in a formula written on several lines. */
export function problemLocation(text: string, problem: FormulaProblem): { id: MessageId; values: Values } {
  return text.includes('\n')
    ? { id: 'formula.problem.atLineColumn', values: { line: problem.line, column: problem.column } }
    : { id: 'formula.problem.atColumn', values: { column: problem.column } };
}
