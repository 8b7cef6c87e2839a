/**
 * The words of the formula language (spec 000 §5): the tokenizer, the error every check reports
 * and the variable references an editor highlights. The grammar is in formulaParser.ts.
 *
 * Lexical syntax (our choice, the spec does not show one):
 * - a variable is referenced by its id in braces: `{123}` (spaces inside the braces allowed);
 * - numbers use a dot for decimals and may have an exponent: `1.5`, `.5`, `2e3`;
 * - names (functions, AND / OR / NOT) are letters, digits and `_`, case-insensitive;
 * - operators: `<= >= == != < > + - * / ^`, parentheses and the comma.
 */

export type FormulaErrorCode = 'FORMULA_SYNTAX_ERROR' | 'FORMULA_FUNCTION_NOT_FOUND' | 'FORMULA_VARIABLE_NOT_FOUND';

/**
 * What went wrong, finer than the code, so that an editor can word each case in the user's
 * language rather than show `detail`, which is English for logs and tests.
 */
export type FormulaErrorReason =
  | 'empty'
  | 'invalidCharacter'
  | 'invalidVariable'
  | 'invalidNumber'
  | 'unexpectedToken'
  | 'unexpectedEnd'
  | 'unclosedParenthesis'
  | 'unopenedParenthesis'
  | 'unknownName'
  | 'missingArguments'
  | 'argumentCount'
  | 'tooDeep'
  | 'unknownFunction'
  | 'unknownVariable';

/** The only thing the formula code throws: a catalogue code (spec 000 §8) and the span to underline. */
export class FormulaError extends Error {
  override readonly name = 'FormulaError';

  constructor(
    readonly code: FormulaErrorCode,
    readonly reason: FormulaErrorReason,
    /** Index of the first character concerned. */
    readonly position: number,
    /** Index just after the last character concerned; equal to position at the end of the text. */
    readonly end: number,
    readonly detail: string,
  ) {
    super(`${code} at ${position}: ${detail}`);
  }
}

export type FormulaTokenKind = 'number' | 'variable' | 'name' | 'operator' | '(' | ')' | ',' | 'invalid' | 'end';

export interface FormulaToken {
  kind: FormulaTokenKind;
  /** The source text; for a variable, the digits of its id. */
  text: string;
  start: number;
  end: number;
}

// Sticky (`y`) so that each match starts exactly at lastIndex: no slicing, linear in the length.
const SPACE = /\s+/y;
const VARIABLE = /\{\s*(\d+)\s*\}/y;
const BROKEN_VARIABLE = /\{[^{}]*\}/y;
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const OPERATOR = /<=|>=|==|!=|<|>|\+|-|\*|\/|\^/y;

const matchAt = (pattern: RegExp, text: string, index: number): RegExpExecArray | null => {
  pattern.lastIndex = index;
  return pattern.exec(text);
};

/**
 * The tokens of a formula, ending with an `end` token. Never throws: a character the language
 * does not know becomes an `invalid` token, which the parser reports where it meets it, so that
 * the first error in reading order is the one reported.
 */
export function tokenizeFormula(text: string): FormulaToken[] {
  const tokens: FormulaToken[] = [];
  let index = 0;
  const push = (kind: FormulaTokenKind, length: number, tokenText = text.slice(index, index + length)) => {
    tokens.push({ kind, text: tokenText, start: index, end: index + length });
    index += length;
  };
  while (index < text.length) {
    const char = text.charAt(index);
    let match: RegExpExecArray | null;
    if ((match = matchAt(SPACE, text, index))) index += match[0].length;
    else if (char === '(' || char === ')' || char === ',') push(char, 1);
    else if ((match = matchAt(VARIABLE, text, index))) push('variable', match[0].length, match[1]);
    // `{abc}` as one invalid token, so that the whole reference is underlined.
    else if ((match = matchAt(BROKEN_VARIABLE, text, index))) push('invalid', match[0].length);
    else if ((match = matchAt(NUMBER, text, index))) push('number', match[0].length);
    else if ((match = matchAt(NAME, text, index))) push('name', match[0].length);
    else if ((match = matchAt(OPERATOR, text, index))) push('operator', match[0].length);
    // A whole code point, so that an emoji is not cut in half.
    else push('invalid', String.fromCodePoint(text.codePointAt(index) ?? 0).length);
  }
  tokens.push({ kind: 'end', text: '', start: text.length, end: text.length });
  return tokens;
}

/** How a formula refers to a variable. */
export function formulaReference(variableId: number): string {
  return `{${variableId}}`;
}

export interface FormulaVariableReference {
  id: number;
  /** Span of the whole reference, braces included. */
  start: number;
  end: number;
}

/**
 * Every variable reference of the text with its span, in reading order, repeats included; for
 * highlighting and completion, so it reads text that does not parse too.
 */
export function formulaVariableReferences(text: string): FormulaVariableReference[] {
  return tokenizeFormula(text)
    .filter((token) => token.kind === 'variable')
    .map((token) => ({ id: Number(token.text), start: token.start, end: token.end }));
}
