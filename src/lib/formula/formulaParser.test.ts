// @vitest-environment node
import type { FormulaNode } from './formulaAst';
import { checkFormula, MAX_FORMULA_DEPTH, parseFormula, type FormulaParseOptions } from './formulaParser';
import { FormulaError } from './formulaTokens';

/** The tree with every binary and unary node in parentheses, to read precedence at a glance. */
function grouped(node: FormulaNode): string {
  switch (node.kind) {
    case 'number':
      return String(node.value);
    case 'variable':
      return `{${node.id}}`;
    case 'call':
      return `${node.name}(${node.args.map(grouped).join(', ')})`;
    case 'unary':
      return `(${node.op === 'NOT' ? 'NOT ' : '-'}${grouped(node.operand)})`;
    case 'binary':
      return `(${grouped(node.left)} ${node.op} ${grouped(node.right)})`;
  }
}

const read = (text: string) => grouped(parseFormula(text));

function errorOf(text: string, options?: FormulaParseOptions): FormulaError {
  try {
    parseFormula(text, options);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`"${text}" parsed`);
}

/** What an editor would underline: the code, the reason and the text of the span. */
function underline(text: string, options?: FormulaParseOptions) {
  const { code, reason, position, end } = errorOf(text, options);
  return { code, reason, span: text.slice(position, end), position };
}

describe('parseFormula: operators of spec 000 §5', () => {
  it.each([
    ['{1} + 2', '({1} + 2)'],
    ['{1} - 2', '({1} - 2)'],
    ['{1} * 2', '({1} * 2)'],
    ['{1} / 2', '({1} / 2)'],
    ['{1} ^ 2', '({1} ^ 2)'],
    ['{1} < 2', '({1} < 2)'],
    ['{1} > 2', '({1} > 2)'],
    ['{1} <= 2', '({1} <= 2)'],
    ['{1} >= 2', '({1} >= 2)'],
    ['{1} == 2', '({1} == 2)'],
    ['{1} != 2', '({1} != 2)'],
    ['{1} AND {2}', '({1} AND {2})'],
    ['{1} OR {2}', '({1} OR {2})'],
    ['NOT {1}', '(NOT {1})'],
    ['NOT({1})', '(NOT {1})'],
    ['-{1}', '(-{1})'],
    ['+{1}', '{1}'],
    ['SI({1} > 0, {1}, 0)', 'SI(({1} > 0), {1}, 0)'],
    ['ABS({1})', 'ABS({1})'],
    ['AND({1}, {2}, {3})', 'AND({1}, {2}, {3})'],
    ['OR({1}, {2})', 'OR({1}, {2})'],
    ['({1})', '{1}'],
    ['1.5 + .5 + 2e3 + 1E-2', '(((1.5 + 0.5) + 2000) + 0.01)'],
    ['{ 12 }', '{12}'],
  ])('reads %s as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });

  it('reads function names and AND / OR / NOT in any case, and stores them upper-case', () => {
    expect(read('si(abs({1}) > 0, not {2}, Or({1}, {2}))')).toBe('SI((ABS({1}) > 0), (NOT {2}), OR({1}, {2}))');
    expect(read('{1} and {2} or {3}')).toBe('(({1} AND {2}) OR {3})');
  });
});

describe('parseFormula: precedence and associativity', () => {
  it.each([
    // OR < AND < NOT < comparisons < + - < * / < unary minus < ^
    ['1 OR 2 AND 3', '(1 OR (2 AND 3))'],
    ['1 AND 2 OR 3', '((1 AND 2) OR 3)'],
    ['NOT 1 AND 2', '((NOT 1) AND 2)'],
    ['NOT 1 < 2', '(NOT (1 < 2))'],
    ['NOT NOT 1', '(NOT (NOT 1))'],
    ['1 < 2 + 3', '(1 < (2 + 3))'],
    ['1 + 2 == 3', '((1 + 2) == 3)'],
    ['1 + 2 * 3', '(1 + (2 * 3))'],
    ['1 * 2 + 3', '((1 * 2) + 3)'],
    ['-2 * 3', '((-2) * 3)'],
    ['2 * -3', '(2 * (-3))'],
    ['-2 ^ 2', '(-(2 ^ 2))'],
    ['2 ^ -1', '(2 ^ (-1))'],
    ['2 ^ 3 ^ 2', '(2 ^ (3 ^ 2))'],
    ['(2 ^ 3) ^ 2', '((2 ^ 3) ^ 2)'],
    ['1 - 2 - 3', '((1 - 2) - 3)'],
    ['8 / 4 / 2', '((8 / 4) / 2)'],
    ['1 < 2 < 3', '((1 < 2) < 3)'],
    ['(1 + 2) * 3', '((1 + 2) * 3)'],
    ['--1', '(-(-1))'],
    ['1 AND (2 OR 3)', '(1 AND (2 OR 3))'],
    ['NOT(1) + 1', '((NOT 1) + 1)'],
    ['NOT (1) AND 2', '((NOT 1) AND 2)'],
  ])('reads %s as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });
});

describe('parseFormula: errors and their spans', () => {
  it.each([
    // [text, code, reason, underlined text]
    ['', 'FORMULA_SYNTAX_ERROR', 'empty', ''],
    ['   ', 'FORMULA_SYNTAX_ERROR', 'empty', '   '],
    ['({1} + 2', 'FORMULA_SYNTAX_ERROR', 'unclosedParenthesis', '('],
    ['((1) + 2', 'FORMULA_SYNTAX_ERROR', 'unclosedParenthesis', '('],
    ['{1} + 2)', 'FORMULA_SYNTAX_ERROR', 'unopenedParenthesis', ')'],
    ['()', 'FORMULA_SYNTAX_ERROR', 'unexpectedToken', ')'],
    ['(1 2)', 'FORMULA_SYNTAX_ERROR', 'unexpectedToken', '2'],
    ['{1} $ {2}', 'FORMULA_SYNTAX_ERROR', 'invalidCharacter', '$'],
    ['{1} = {2}', 'FORMULA_SYNTAX_ERROR', 'invalidCharacter', '='],
    ['1 + 😀', 'FORMULA_SYNTAX_ERROR', 'invalidCharacter', '😀'],
    ['{abc} + 1', 'FORMULA_SYNTAX_ERROR', 'invalidVariable', '{abc}'],
    ['{1', 'FORMULA_SYNTAX_ERROR', 'invalidVariable', '{'],
    ['{1} +', 'FORMULA_SYNTAX_ERROR', 'unexpectedEnd', '+'],
    ['{1} * (2 -', 'FORMULA_SYNTAX_ERROR', 'unexpectedEnd', '-'],
    ['NOT', 'FORMULA_SYNTAX_ERROR', 'unexpectedEnd', 'NOT'],
    ['* 2', 'FORMULA_SYNTAX_ERROR', 'unexpectedToken', '*'],
    ['1 2', 'FORMULA_SYNTAX_ERROR', 'unexpectedToken', '2'],
    ['1 AND', 'FORMULA_SYNTAX_ERROR', 'unexpectedEnd', 'AND'],
    ['AND 1', 'FORMULA_SYNTAX_ERROR', 'unexpectedToken', 'AND'],
    ['{1} + temperature', 'FORMULA_SYNTAX_ERROR', 'unknownName', 'temperature'],
    ['ABS {1}', 'FORMULA_SYNTAX_ERROR', 'missingArguments', 'ABS'],
    ['1e999', 'FORMULA_SYNTAX_ERROR', 'invalidNumber', '1e999'],
    ['{99999999999999999999}', 'FORMULA_SYNTAX_ERROR', 'invalidVariable', '{99999999999999999999}'],
    ['MOYENNE({1}, {2})', 'FORMULA_FUNCTION_NOT_FOUND', 'unknownFunction', 'MOYENNE'],
    ['1 + sqrt({1})', 'FORMULA_FUNCTION_NOT_FOUND', 'unknownFunction', 'sqrt'],
  ])('refuses %j: %s (%s), underlining %j', (text, code, reason, span) => {
    expect(underline(text)).toMatchObject({ code, reason, span });
  });

  it('places the span where the problem is', () => {
    expect(underline('{1} + 2)')).toMatchObject({ position: 7 });
    expect(underline('1 + (2 * (3 - 4)')).toMatchObject({ span: '(', position: 4 });
    expect(underline('{1} + ')).toMatchObject({ span: '+', position: 4 });
    expect(errorOf('')).toMatchObject({ position: 0, end: 0 });
  });

  it.each([
    ['SI({1}, 2)', 'SI({1}, 2)'],
    ['SI(1, 2, 3, 4)', 'SI(1, 2, 3, 4)'],
    ['ABS()', 'ABS()'],
    ['abs(1, 2)', 'abs(1, 2)'],
    ['AND({1})', 'AND({1})'],
    ['OR()', 'OR()'],
    ['NOT(1, 2)', 'NOT(1, 2)'],
    ['1 + SI(1,2) * 3', 'SI(1,2)'],
  ])('refuses the argument count of %s, underlining the whole call', (text, span) => {
    expect(underline(text)).toMatchObject({ code: 'FORMULA_SYNTAX_ERROR', reason: 'argumentCount', span });
  });

  it('accepts AND and OR with any number of arguments from two', () => {
    expect(read('AND(1, 2, 3, 4, 5)')).toBe('AND(1, 2, 3, 4, 5)');
    expect(read('OR(1, 2)')).toBe('OR(1, 2)');
  });

  it('refuses an empty argument', () => {
    expect(underline('SI(1, , 2)')).toMatchObject({ reason: 'unexpectedToken', span: ',' });
    expect(underline('SI(1, 2,')).toMatchObject({ reason: 'unexpectedEnd', span: ',' });
    expect(underline('SI(1, 2, 3')).toMatchObject({ reason: 'unclosedParenthesis', span: 'SI(' });
  });
});

describe('parseFormula: unknown variables', () => {
  const knownVariableIds = new Set([1, 2, 3]);

  it('accepts any id when no list is given, and the known ones when it is', () => {
    expect(read('{999}')).toBe('{999}');
    expect(read('{1} + {2}')).toBe('({1} + {2})');
    expect(parseFormula('{1} + { 3 }', { knownVariableIds })).toBeTruthy();
  });

  it('underlines the first unknown reference, braces included', () => {
    expect(underline('{1} + { 999 } + {998}', { knownVariableIds })).toEqual({
      code: 'FORMULA_VARIABLE_NOT_FOUND',
      reason: 'unknownVariable',
      span: '{ 999 }',
      position: 6,
    });
  });

  it('reports the first problem in reading order', () => {
    expect(underline('{999} + MOYENNE(1)', { knownVariableIds }).code).toBe('FORMULA_VARIABLE_NOT_FOUND');
    expect(underline('MOYENNE({999})', { knownVariableIds }).code).toBe('FORMULA_FUNCTION_NOT_FOUND');
    expect(underline('{999} + (', { knownVariableIds }).code).toBe('FORMULA_VARIABLE_NOT_FOUND');
    expect(underline('1 $ {999}', { knownVariableIds }).code).toBe('FORMULA_SYNTAX_ERROR');
    // The argument count is only known at ")", after the arguments have been read.
    expect(underline('SI({999}, 1)', { knownVariableIds }).code).toBe('FORMULA_VARIABLE_NOT_FOUND');
  });

  it('takes anything with has(), such as a check against the database', () => {
    const has = (id: number) => id < 10;
    expect(underline('{5} + {12}', { knownVariableIds: { has } }).span).toBe('{12}');
  });
});

describe('checkFormula', () => {
  it('answers the tree and the variables read, each once', () => {
    const result = checkFormula('{3} + {1} * {3} - SI({2}, {1}, 0)');
    expect(result).toMatchObject({ ok: true, variableIds: [3, 1, 2] });
  });

  it('answers the error instead of throwing', () => {
    expect(checkFormula('{1} + {9}', { knownVariableIds: new Set([1]) })).toEqual({
      ok: false,
      code: 'FORMULA_VARIABLE_NOT_FOUND',
      reason: 'unknownVariable',
      position: 6,
      end: 9,
      message: 'FORMULA_VARIABLE_NOT_FOUND at 6: unknown variable 9',
    });
  });
});

describe('parseFormula on hostile input', () => {
  it('accepts nesting up to the cap and refuses deeper with a syntax error, not a stack overflow', () => {
    const nestedParens = (depth: number) => `${'('.repeat(depth)}1${')'.repeat(depth)}`;
    expect(read(nestedParens(MAX_FORMULA_DEPTH))).toBe('1');
    expect(underline(nestedParens(MAX_FORMULA_DEPTH + 1))).toMatchObject({ reason: 'tooDeep', span: '(' });
    for (const text of [
      '('.repeat(100_000),
      `${'-'.repeat(100_000)}1`,
      `${'NOT '.repeat(20_000)}1`,
      `${'2 ^ '.repeat(20_000)}2`,
      `${'ABS('.repeat(20_000)}1${')'.repeat(20_000)}`,
      `${'SI(1, '.repeat(20_000)}`,
    ])
      expect(errorOf(text).reason).toBe('tooDeep');
  });

  it('reads a long flat formula', () => {
    const text = Array.from({ length: 20_000 }, (_, index) => `{${index}} * ${index}.5`).join(' + ');
    expect(parseFormula(text).kind).toBe('binary');
    expect(underline(`${text} +`).reason).toBe('unexpectedEnd');
  });

  it('throws only FormulaError, with a span inside the text, on random input', () => {
    // A fixed seed, so that a failure can be reproduced.
    let seed = 20_250_101;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pieces = [
      '(',
      ')',
      ',',
      '{1}',
      '{',
      '}',
      '1',
      '2.5',
      'e',
      '+',
      '-',
      '*',
      '/',
      '^',
      '<',
      '<=',
      '=',
      '==',
      '!',
    ];
    const words = [' ', 'SI', 'abs', 'AND', 'or', 'NOT', 'x', '$', '\n', '{ 2 }', '1e5', '.'];
    const alphabet = [...pieces, ...words];
    let parsed = 0;
    for (let run = 0; run < 3000; run += 1) {
      const length = Math.floor(random() * 30);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)] ?? '').join('');
      try {
        parseFormula(text, { knownVariableIds: new Set([1]) });
        parsed += 1;
      } catch (error) {
        expect(error).toBeInstanceOf(FormulaError);
        const { position, end } = error as FormulaError;
        expect(0 <= position && position <= end && end <= text.length).toBe(true);
      }
    }
    expect(parsed).toBeGreaterThan(0);
  });

  it('refuses what is not a text with a FormulaError', () => {
    expect(() => parseFormula(42 as unknown as string)).toThrow(FormulaError);
  });
});
