import {
  COMPARISON_OPERATORS,
  FORMULA_FUNCTIONS,
  referencedVariableIds,
  type ComparisonOperator,
  type FormulaNode,
} from './formulaAst';
import {
  FormulaError,
  tokenizeFormula,
  type FormulaErrorCode,
  type FormulaErrorReason,
  type FormulaToken,
} from './formulaTokens';

/**
 * The grammar of the formula language (spec 000 §5), one recursive-descent parser shared by the
 * browser's formula editor and the mocked API's check, so that they never disagree. Precedence,
 * lowest first: OR, AND, NOT, comparisons, + -, * /, unary minus, ^ (right-associative, so
 * `2^3^2` is `2^(3^2)` and `-2^2` is `-(2^2)`). Functions, case-insensitive: SI(condition, then,
 * else), ABS(x), AND(a, b, ...), OR(a, b, ...), NOT(x); AND and OR may also stand between
 * operands (`{1} > 2 AND {2} < 3`), NOT before one (`NOT {3}`).
 *
 * Errors (spec 000 §8) are reported in reading order: the first problem met from the left is the
 * one thrown, an unknown variable included, so the editor underlines what the user wrote first.
 */

/**
 * Deepest nesting of parentheses, calls, unary operators and ^ chains: far beyond a formula a
 * person writes, far below what would overflow the stack (about a dozen frames per level).
 */
export const MAX_FORMULA_DEPTH = 100;

export interface FormulaParseOptions {
  /**
   * The variables that exist (a Set, or anything with `has`). When given, a reference to another
   * one is FORMULA_VARIABLE_NOT_FOUND; when left out, any id is accepted.
   */
  knownVariableIds?: Pick<ReadonlySet<number>, 'has'>;
}

const isComparison = (text: string): text is ComparisonOperator =>
  (COMPARISON_OPERATORS as readonly string[]).includes(text);

class Parser {
  private index = 0;
  private depth = 0;
  /** Parentheses opened and not yet closed, to tell a stray ")" from a missing operand. */
  private open = 0;

  constructor(
    private readonly tokens: FormulaToken[],
    private readonly knownVariableIds: FormulaParseOptions['knownVariableIds'],
  ) {}

  parse(textLength: number): FormulaNode {
    if (this.peek().kind === 'end') this.fail('empty', 'empty formula', 0, textLength);
    const node = this.or();
    if (this.peek().kind !== 'end') this.unexpected(this.peek());
    return node;
  }

  private peek(): FormulaToken {
    // The last token is always `end`, and the parser never reads past it.
    return this.tokens[Math.min(this.index, this.tokens.length - 1)] as FormulaToken;
  }

  private next(): FormulaToken {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  private fail(
    reason: FormulaErrorReason,
    detail: string,
    start: number,
    end: number,
    code: FormulaErrorCode = 'FORMULA_SYNTAX_ERROR',
  ): never {
    throw new FormulaError(code, reason, start, end, detail);
  }

  private unexpected(token: FormulaToken): never {
    switch (token.kind) {
      case 'end': {
        // Underline what is left dangling (`1 +`), not an invisible point after the text.
        const previous = this.tokens[this.index - 1] ?? token;
        return this.fail('unexpectedEnd', 'unexpected end of formula', previous.start, previous.end);
      }
      case 'invalid':
        return token.text.startsWith('{')
          ? this.fail('invalidVariable', `a variable is written {id}, not ${token.text}`, token.start, token.end)
          : this.fail('invalidCharacter', `unexpected "${token.text}"`, token.start, token.end);
      case ')':
        if (this.open === 0) return this.fail('unopenedParenthesis', 'no "(" to close', token.start, token.end);
        return this.fail('unexpectedToken', 'unexpected ")"', token.start, token.end);
      default:
        return this.fail('unexpectedToken', `unexpected "${token.text}"`, token.start, token.end);
    }
  }

  /** One level deeper, refused past MAX_FORMULA_DEPTH with a syntax error rather than a stack overflow. */
  private nested<T>(token: FormulaToken, parse: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_FORMULA_DEPTH)
      this.fail('tooDeep', `nested more than ${MAX_FORMULA_DEPTH} levels`, token.start, token.end);
    const result = parse();
    this.depth -= 1;
    return result;
  }

  private isWord(word: string): boolean {
    const token = this.peek();
    return token.kind === 'name' && token.text.toUpperCase() === word;
  }

  private isOperator(...operators: string[]): boolean {
    const token = this.peek();
    return token.kind === 'operator' && operators.includes(token.text);
  }

  // After an operand, AND / OR can only be infix, even when "(" follows: `{1} AND ({2} OR {3})`.
  private or(): FormulaNode {
    let left = this.and();
    while (this.isWord('OR')) {
      this.next();
      left = { kind: 'binary', op: 'OR', left, right: this.and() };
    }
    return left;
  }

  private and(): FormulaNode {
    let left = this.not();
    while (this.isWord('AND')) {
      this.next();
      left = { kind: 'binary', op: 'AND', left, right: this.not() };
    }
    return left;
  }

  private not(): FormulaNode {
    // NOT followed by "(" is read as a call by primary(), so `NOT(x) + 1` is `(NOT x) + 1`.
    if (this.isWord('NOT') && this.tokens[this.index + 1]?.kind !== '(') {
      const token = this.next();
      return { kind: 'unary', op: 'NOT', operand: this.nested(token, () => this.not()) };
    }
    return this.comparison();
  }

  private comparison(): FormulaNode {
    let left = this.additive();
    while (this.peek().kind === 'operator' && isComparison(this.peek().text)) {
      const op = this.next().text as ComparisonOperator;
      left = { kind: 'binary', op, left, right: this.additive() };
    }
    return left;
  }

  private additive(): FormulaNode {
    let left = this.multiplicative();
    while (this.isOperator('+', '-')) {
      const op = this.next().text as '+' | '-';
      left = { kind: 'binary', op, left, right: this.multiplicative() };
    }
    return left;
  }

  private multiplicative(): FormulaNode {
    let left = this.unary();
    while (this.isOperator('*', '/')) {
      const op = this.next().text as '*' | '/';
      left = { kind: 'binary', op, left, right: this.unary() };
    }
    return left;
  }

  private unary(): FormulaNode {
    if (this.isOperator('-', '+')) {
      const token = this.next();
      const operand = this.nested(token, () => this.unary());
      // A unary plus changes nothing, so it leaves no trace in the tree.
      return token.text === '-' ? { kind: 'unary', op: '-', operand } : operand;
    }
    return this.power();
  }

  private power(): FormulaNode {
    const base = this.primary();
    if (!this.isOperator('^')) return base;
    const token = this.next();
    // The exponent is read at the unary level: right-associative, and `2 ^ -1` allowed.
    return { kind: 'binary', op: '^', left: base, right: this.nested(token, () => this.unary()) };
  }

  private primary(): FormulaNode {
    const token = this.next();
    switch (token.kind) {
      case 'number': {
        const value = Number(token.text);
        if (!Number.isFinite(value)) this.fail('invalidNumber', 'number too large', token.start, token.end);
        return { kind: 'number', value };
      }
      case 'variable':
        return this.variable(token);
      case '(': {
        this.open += 1;
        const inner = this.nested(token, () => this.or());
        this.close(token.start, token.end);
        return inner;
      }
      case 'name':
        return this.call(token);
      default:
        this.index -= 1;
        return this.unexpected(token);
    }
  }

  private variable(token: FormulaToken): FormulaNode {
    const id = Number(token.text);
    if (!Number.isSafeInteger(id)) this.fail('invalidVariable', 'variable id too large', token.start, token.end);
    if (this.knownVariableIds && !this.knownVariableIds.has(id))
      this.fail('unknownVariable', `unknown variable ${id}`, token.start, token.end, 'FORMULA_VARIABLE_NOT_FOUND');
    return { kind: 'variable', id };
  }

  /** Reads the ")" that closes a "(" opened at [start, end). */
  private close(start: number, end: number): FormulaToken {
    const token = this.peek();
    if (token.kind === 'end') this.fail('unclosedParenthesis', 'missing ")"', start, end);
    if (token.kind !== ')') this.unexpected(token);
    this.open -= 1;
    return this.next();
  }

  private call(nameToken: FormulaToken): FormulaNode {
    const name = nameToken.text.toUpperCase();
    const { start, end } = nameToken;
    const arity = FORMULA_FUNCTIONS[name];
    if (this.peek().kind !== '(') {
      if (name === 'AND' || name === 'OR') this.unexpected(nameToken);
      if (arity) this.fail('missingArguments', `${name} needs its arguments in parentheses`, start, end);
      this.fail('unknownName', `unknown name "${nameToken.text}"`, start, end);
    }
    if (!arity)
      this.fail('unknownFunction', `unknown function "${nameToken.text}"`, start, end, 'FORMULA_FUNCTION_NOT_FOUND');
    const open = this.next();
    this.open += 1;
    const args = this.nested(nameToken, () => {
      const read: FormulaNode[] = [];
      if (this.peek().kind === ')') return read;
      read.push(this.or());
      while (this.peek().kind === ',') {
        this.next();
        read.push(this.or());
      }
      return read;
    });
    const closing = this.close(start, open.end);
    const [min, max] = arity;
    if (args.length < min || args.length > max) {
      const expected = min === max ? `${min}` : `${min} or more`;
      this.fail('argumentCount', `${name} takes ${expected} arguments, not ${args.length}`, start, closing.end);
    }
    const [first] = args;
    if (name === 'NOT' && first) return { kind: 'unary', op: 'NOT', operand: first };
    return { kind: 'call', name, args };
  }
}

/** The syntax tree of a formula; throws a FormulaError (and nothing else) at the first problem. */
export function parseFormula(text: string, options: FormulaParseOptions = {}): FormulaNode {
  if (typeof text !== 'string') throw new FormulaError('FORMULA_SYNTAX_ERROR', 'empty', 0, 0, 'not a text');
  return new Parser(tokenizeFormula(text), options.knownVariableIds).parse(text.length);
}

export type FormulaCheck =
  | { ok: true; node: FormulaNode; variableIds: number[] }
  | {
      ok: false;
      code: FormulaErrorCode;
      reason: FormulaErrorReason;
      position: number;
      end: number;
      message: string;
    };

/** parseFormula as a result instead of an exception, with the variables the formula reads. */
export function checkFormula(text: string, options: FormulaParseOptions = {}): FormulaCheck {
  try {
    const node = parseFormula(text, options);
    return { ok: true, node, variableIds: referencedVariableIds(node) };
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    const { code, reason, position, end, message } = error;
    return { ok: false, code, reason, position, end, message };
  }
}
