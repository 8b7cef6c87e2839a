/**
 * Formula language of the mocked API (spec 000 §5: "Formula operators offered: SI (where), ABS, AND,
 * OR, NOT, <=, >=, ==, !=, <, >, -, +, *, /, ^, parentheses, comma").
 *
 * Pure code (no msw): the formula handlers use it and a client-side check may reuse it. Values
 * are computed by mocks/formulaEvaluate.ts.
 *
 * Syntax (our choice, the spec does not show one):
 * - a variable is referenced by its id in braces: `{123}`;
 * - numbers use a dot for decimals: `1.5`, `2e3`;
 * - functions, case-insensitive: SI(condition, then, else), ABS(x), AND(a, b, ...), OR(a, b, ...),
 *   NOT(x); AND and OR may also be written between operands (`{1} > 2 AND {2} < 3`), NOT before one;
 * - precedence, lowest first: OR, AND, NOT, comparisons, + -, * /, unary minus, ^ (right-associative).
 * Truth values are numbers: a comparison gives 1 or 0, a condition is true when not 0.
 *
 * Error codes are the catalogue's (spec 000 §8): FORMULA_SYNTAX_ERROR (unbalanced parentheses,
 * unknown token, wrong argument count, empty formula), FORMULA_FUNCTION_NOT_FOUND (a name called
 * like a function that is not one), FORMULA_VARIABLE_NOT_FOUND (a `{id}` that does not exist).
 */

export type FormulaErrorCode = 'FORMULA_SYNTAX_ERROR' | 'FORMULA_FUNCTION_NOT_FOUND' | 'FORMULA_VARIABLE_NOT_FOUND';

export class FormulaError extends Error {
  constructor(
    readonly code: FormulaErrorCode,
    /** Index in the expression where the problem was found. */
    readonly position: number,
    detail: string,
  ) {
    super(`${code} at ${position}: ${detail}`);
  }
}

/** Function name → [minimum, maximum] argument count. */
export const FORMULA_FUNCTIONS: Readonly<Record<string, readonly [number, number]>> = {
  SI: [3, 3],
  ABS: [1, 1],
  AND: [2, Number.POSITIVE_INFINITY],
  OR: [2, Number.POSITIVE_INFINITY],
  NOT: [1, 1],
};

export const COMPARISON_OPERATORS = ['<=', '>=', '==', '!=', '<', '>'] as const;
type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
export type BinaryOperator = ComparisonOperator | '+' | '-' | '*' | '/' | '^' | 'AND' | 'OR';

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; id: number }
  | { kind: 'call'; name: string; args: FormulaNode[] }
  | { kind: 'unary'; op: '-' | 'NOT'; operand: FormulaNode }
  | { kind: 'binary'; op: BinaryOperator; left: FormulaNode; right: FormulaNode };

type TokenKind = 'number' | 'variable' | 'name' | 'operator' | '(' | ')' | ',' | 'end';
interface Token {
  kind: TokenKind;
  text: string;
  position: number;
}

/** How a formula refers to a variable. */
export function formulaReference(variableId: number): string {
  return `{${variableId}}`;
}

const NUMBER = /^(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/;
const VARIABLE = /^\{\s*(\d+)\s*\}/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
const OPERATOR = /^(<=|>=|==|!=|<|>|\+|-|\*|\/|\^)/;

export function tokenizeFormula(expression: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < expression.length) {
    const rest = expression.slice(position);
    const space = /^\s+/.exec(rest);
    if (space) {
      position += space[0].length;
      continue;
    }
    const char = rest.charAt(0);
    let match: RegExpExecArray | null;
    let kind: TokenKind;
    if ((match = VARIABLE.exec(rest))) kind = 'variable';
    else if ((match = NUMBER.exec(rest))) kind = 'number';
    else if ((match = NAME.exec(rest))) kind = 'name';
    else if ((match = OPERATOR.exec(rest))) kind = 'operator';
    else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char, text: char, position });
      position += 1;
      continue;
    } else throw new FormulaError('FORMULA_SYNTAX_ERROR', position, `unexpected "${char}"`);
    tokens.push({ kind, text: kind === 'variable' ? (match[1] ?? '') : match[0], position });
    position += match[0].length;
  }
  tokens.push({ kind: 'end', text: '', position });
  return tokens;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): FormulaNode {
    if (this.peek().kind === 'end') this.fail('empty formula');
    const node = this.or();
    if (this.peek().kind !== 'end') this.fail(`unexpected "${this.peek().text}"`);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index] ?? { kind: 'end', text: '', position: 0 };
  }

  private next(): Token {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  private fail(detail: string, code: FormulaErrorCode = 'FORMULA_SYNTAX_ERROR', token: Token = this.peek()): never {
    throw new FormulaError(code, token.position, detail);
  }

  private isWord(word: string): boolean {
    const token = this.peek();
    return token.kind === 'name' && token.text.toUpperCase() === word;
  }

  /** AND / OR between operands; the same words followed by "(" are calls, read by primary(). */
  private isInfixWord(word: string): boolean {
    return this.isWord(word) && this.tokens[this.index + 1]?.kind !== '(';
  }

  private or(): FormulaNode {
    let left = this.and();
    while (this.isInfixWord('OR')) {
      this.next();
      left = { kind: 'binary', op: 'OR', left, right: this.and() };
    }
    return left;
  }

  private and(): FormulaNode {
    let left = this.not();
    while (this.isInfixWord('AND')) {
      this.next();
      left = { kind: 'binary', op: 'AND', left, right: this.not() };
    }
    return left;
  }

  private not(): FormulaNode {
    // NOT(x) and NOT x read the same; NOT(a, b) is a wrong argument count.
    if (this.isWord('NOT') && this.tokens[this.index + 1]?.kind !== '(') {
      this.next();
      return { kind: 'unary', op: 'NOT', operand: this.not() };
    }
    return this.comparison();
  }

  private comparison(): FormulaNode {
    let left = this.additive();
    while (this.peek().kind === 'operator' && (COMPARISON_OPERATORS as readonly string[]).includes(this.peek().text)) {
      const op = this.next().text as ComparisonOperator;
      left = { kind: 'binary', op, left, right: this.additive() };
    }
    return left;
  }

  private additive(): FormulaNode {
    let left = this.term();
    while (this.peek().kind === 'operator' && (this.peek().text === '+' || this.peek().text === '-')) {
      const op = this.next().text as '+' | '-';
      left = { kind: 'binary', op, left, right: this.term() };
    }
    return left;
  }

  private term(): FormulaNode {
    let left = this.unary();
    while (this.peek().kind === 'operator' && (this.peek().text === '*' || this.peek().text === '/')) {
      const op = this.next().text as '*' | '/';
      left = { kind: 'binary', op, left, right: this.unary() };
    }
    return left;
  }

  private unary(): FormulaNode {
    const token = this.peek();
    if (token.kind === 'operator' && (token.text === '-' || token.text === '+')) {
      this.next();
      const operand = this.unary();
      return token.text === '-' ? { kind: 'unary', op: '-', operand } : operand;
    }
    return this.power();
  }

  private power(): FormulaNode {
    const base = this.primary();
    if (this.peek().kind === 'operator' && this.peek().text === '^') {
      this.next();
      return { kind: 'binary', op: '^', left: base, right: this.unary() };
    }
    return base;
  }

  private primary(): FormulaNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: Number(token.text) };
      case 'variable':
        return { kind: 'variable', id: Number(token.text) };
      case '(': {
        const inner = this.or();
        if (this.peek().kind !== ')') this.fail('missing ")"');
        this.next();
        return inner;
      }
      case 'name':
        return this.call(token);
      case 'end':
        return this.fail('unexpected end of formula', 'FORMULA_SYNTAX_ERROR', token);
      default:
        return this.fail(`unexpected "${token.text}"`, 'FORMULA_SYNTAX_ERROR', token);
    }
  }

  private call(nameToken: Token): FormulaNode {
    const name = nameToken.text.toUpperCase();
    if (this.peek().kind !== '(') this.fail(`unknown name "${nameToken.text}"`, 'FORMULA_SYNTAX_ERROR', nameToken);
    const arity = FORMULA_FUNCTIONS[name];
    if (!arity) this.fail(`unknown function "${nameToken.text}"`, 'FORMULA_FUNCTION_NOT_FOUND', nameToken);
    this.next();
    const args: FormulaNode[] = [];
    if (this.peek().kind !== ')') {
      args.push(this.or());
      while (this.peek().kind === ',') {
        this.next();
        args.push(this.or());
      }
    }
    if (this.peek().kind !== ')') this.fail('missing ")"');
    this.next();
    const [min, max] = arity;
    if (args.length < min || args.length > max)
      this.fail(`${name} takes ${min === max ? min : `${min} or more`} arguments`, 'FORMULA_SYNTAX_ERROR', nameToken);
    return { kind: 'call', name, args };
  }
}

/** The syntax tree, or a FormulaError (syntax or unknown function). */
export function parseFormula(expression: string): FormulaNode {
  return new Parser(tokenizeFormula(expression)).parse();
}

/** Every variable id the formula refers to, each once, in order of appearance. */
export function referencedVariableIds(node: FormulaNode): number[] {
  const ids: number[] = [];
  const visit = (current: FormulaNode): void => {
    if (current.kind === 'variable') {
      if (!ids.includes(current.id)) ids.push(current.id);
    } else if (current.kind === 'unary') visit(current.operand);
    else if (current.kind === 'binary') {
      visit(current.left);
      visit(current.right);
    } else if (current.kind === 'call') current.args.forEach(visit);
  };
  visit(node);
  return ids;
}

export type FormulaCheck =
  | { ok: true; node: FormulaNode; variableIds: number[] }
  | { ok: false; code: FormulaErrorCode; position: number; message: string };

/** Parses and checks that every referenced variable exists. Never throws. */
export function checkFormula(expression: string, variableExists: (id: number) => boolean): FormulaCheck {
  try {
    const node = parseFormula(expression);
    const variableIds = referencedVariableIds(node);
    const missing = variableIds.find((id) => !variableExists(id));
    if (missing !== undefined) {
      const position = expression.search(new RegExp(`\\{\\s*${missing}\\s*\\}`));
      return { ok: false, code: 'FORMULA_VARIABLE_NOT_FOUND', position, message: `unknown variable ${missing}` };
    }
    return { ok: true, node, variableIds };
  } catch (error) {
    if (error instanceof FormulaError)
      return { ok: false, code: error.code, position: error.position, message: error.message };
    throw error;
  }
}
