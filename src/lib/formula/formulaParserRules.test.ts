// @vitest-environment node
import { FORMULA_FUNCTIONS, formatFormula, type FormulaNode } from './formulaAst';
import { checkFormula, parseFormula } from './formulaParser';

/*
 * The rules of spec 000 §5 one by one, as tables: each operator and function alone, each pair of
 * precedence levels, the sign, each function's argument counts, and the exact span of each error.
 */

/** Every binary and unary node in parentheses. */
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

/** Binary operators from the loosest to the tightest, one representative per level. */
const LEVELS = [['OR'], ['AND'], ['<=', '>=', '==', '!=', '<', '>'], ['+', '-'], ['*', '/'], ['^']] as const;

describe('every binary operator of spec 000 §5 against every other', () => {
  const all = LEVELS.flatMap((operators, level) => operators.map((op) => ({ op, level })));
  for (const outer of all) {
    for (const inner of all) {
      const text = `1 ${outer.op} 2 ${inner.op} 3`;
      // Same level: left to right, except ^ which is right-associative; otherwise the tighter first.
      const rightFirst =
        inner.level > outer.level || (inner.level === outer.level && outer.op === '^' && inner.op === '^');
      const tree = rightFirst ? `(1 ${outer.op} (2 ${inner.op} 3))` : `((1 ${outer.op} 2) ${inner.op} 3)`;
      it(`reads ${text} as ${tree}`, () => {
        expect(read(text)).toBe(tree);
      });
    }
  }
});

describe('the sign (unary minus)', () => {
  it.each([
    ['-1', '(-1)'],
    ['- 1', '(-1)'],
    ['1 - -1', '(1 - (-1))'],
    ['1--1', '(1 - (-1))'],
    ['-{1} ^ 2', '(-({1} ^ 2))'],
    ['(-{1}) ^ 2', '((-{1}) ^ 2)'],
    ['2 ^ -3 ^ 2', '(2 ^ (-(3 ^ 2)))'],
    ['---1', '(-(-(-1)))'],
    ['-ABS({1})', '(-ABS({1}))'],
    ['-{1} * -{2}', '((-{1}) * (-{2}))'],
    ['-1 < -2', '((-1) < (-2))'],
    ['NOT -1', '(NOT (-1))'],
    ['SI(-1, -2, -3)', 'SI((-1), (-2), (-3))'],
  ])('reads %s as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });

  it('keeps the sign in the canonical text', () => {
    expect(formatFormula(parseFormula('1 - -{2} ^ 2'))).toBe('1 - -{2} ^ 2');
  });
});

describe('argument counts of SI, ABS, AND, OR, NOT', () => {
  const args = (count: number) => Array.from({ length: count }, (_, index) => `{${index + 1}}`).join(', ');
  for (const [name, [min, max]] of Object.entries(FORMULA_FUNCTIONS)) {
    for (let count = 0; count <= 5; count += 1) {
      const accepted = count >= min && count <= max;
      const text = `${name}(${args(count)})`;
      it(`${accepted ? 'accepts' : 'refuses'} ${text}`, () => {
        const result = checkFormula(text);
        if (accepted) expect(result.ok).toBe(true);
        else
          expect(result).toMatchObject({
            ok: false,
            code: 'FORMULA_SYNTAX_ERROR',
            reason: 'argumentCount',
            position: 0,
            end: text.length,
          });
      });
    }
  }

  it('counts the arguments of a nested call, not of the call around it', () => {
    expect(checkFormula('SI(ABS({1}), AND({1}, {2}), OR({2}, NOT({1})))').ok).toBe(true);
    expect(checkFormula('SI(ABS({1}, {2}), 1, 2)')).toMatchObject({ reason: 'argumentCount', position: 3, end: 16 });
  });
});

describe('exact spans of errors', () => {
  it.each([
    // [text, reason, position, end]
    ['', 'empty', 0, 0],
    ['1 +', 'unexpectedEnd', 2, 3],
    ['(1', 'unclosedParenthesis', 0, 1],
    ['1 + (2 * (3 - 4)', 'unclosedParenthesis', 4, 5],
    ['ABS(1', 'unclosedParenthesis', 0, 4],
    ['1)', 'unopenedParenthesis', 1, 2],
    ['(1))', 'unopenedParenthesis', 3, 4],
    ['1 # 2', 'invalidCharacter', 2, 3],
    ['{1} =< 2', 'invalidCharacter', 4, 5],
    ['{ab}', 'invalidVariable', 0, 4],
    ['1 2', 'unexpectedToken', 2, 3],
    ['SI(1,, 2, 3)', 'unexpectedToken', 5, 6],
    ['ABS 1', 'missingArguments', 0, 3],
    ['1 + foo', 'unknownName', 4, 7],
    ['1 + foo(2)', 'unknownFunction', 4, 7],
    ['SI(1, 2)', 'argumentCount', 0, 8],
    ['line\n+ 1', 'unknownName', 0, 4],
    ['1 +\n  * 2', 'unexpectedToken', 6, 7],
  ])('%j: %s at [%i, %i)', (text, reason, position, end) => {
    expect(checkFormula(text)).toMatchObject({ ok: false, reason, position, end });
  });
});

describe('unknown variables', () => {
  const knownVariableIds = new Set([1, 2]);

  it('flags the first unknown one wherever it stands, braces included', () => {
    for (const [text, position, end] of [
      ['{3}', 0, 3],
      ['{1} + {3}', 6, 9],
      ['SI({1} > 0, ABS({4}), {5})', 16, 19],
      ['-{ 7 }', 1, 6],
      ['NOT {9} OR {8}', 4, 7],
    ] as const) {
      expect(checkFormula(text, { knownVariableIds })).toMatchObject({
        ok: false,
        code: 'FORMULA_VARIABLE_NOT_FOUND',
        reason: 'unknownVariable',
        position,
        end,
      });
    }
  });

  it('accepts known ones, repeated, and lists them once', () => {
    expect(checkFormula('{2} * {1} + {2}', { knownVariableIds })).toMatchObject({ ok: true, variableIds: [2, 1] });
  });
});
