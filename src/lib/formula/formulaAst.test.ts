// @vitest-environment node
import { formatFormula, referencedVariableIds, type BinaryOperator, type FormulaNode } from './formulaAst';
import { parseFormula } from './formulaParser';

const canonical = (text: string) => formatFormula(parseFormula(text));

describe('formatFormula', () => {
  it.each([
    ['{1}+{2}*3', '{1} + {2} * 3'],
    ['({1} + {2}) * 3', '({1} + {2}) * 3'],
    ['((({1})))', '{1}'],
    ['1 - (2 - 3)', '1 - (2 - 3)'],
    ['(1 - 2) - 3', '1 - 2 - 3'],
    ['2 ^ 3 ^ 2', '2 ^ 3 ^ 2'],
    ['(2 ^ 3) ^ 2', '(2 ^ 3) ^ 2'],
    ['(-2) ^ 2', '(-2) ^ 2'],
    ['-2 ^ 2', '-2 ^ 2'],
    ['2 ^ -1', '2 ^ -1'],
    ['-(1 + 2)', '-(1 + 2)'],
    ['si({1} >= 10, abs({2}), -1)', 'SI({1} >= 10, ABS({2}), -1)'],
    ['not {1} and {2}', 'NOT({1}) AND {2}'],
    ['NOT ({1} OR {2})', 'NOT({1} OR {2})'],
    ['NOT {1} < 2', 'NOT({1} < 2)'],
    ['{1} AND ({2} OR {3})', '{1} AND ({2} OR {3})'],
    ['{1} AND ({2} AND {3})', '{1} AND ({2} AND {3})'],
    ['({1} < 2) < 3', '{1} < 2 < 3'],
    ['{1} < (2 < 3)', '{1} < (2 < 3)'],
    ['1e21 + 0.000001', '1e+21 + 0.000001'],
  ])('writes %s as %s', (text, written) => {
    expect(canonical(text)).toBe(written);
  });

  it('lists the referenced variables once each, in reading order', () => {
    expect(referencedVariableIds(parseFormula('{3} + {1} * {3} - SI({2}, {1}, 0)'))).toEqual([3, 1, 2]);
  });
});

/** Random trees of every node kind the parser builds; a fixed seed so that a failure reproduces. */
function treeMaker(seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const operators: BinaryOperator[] = ['+', '-', '*', '/', '^', '<', '>', '<=', '>=', '==', '!=', 'AND', 'OR'];
  const numbers = [0, 1, 2.5, 0.001, 1e21, 42, 7e-8];
  const make = (depth: number): FormulaNode => {
    const choice = depth <= 0 ? Math.floor(random() * 2) : Math.floor(random() * 7);
    switch (choice) {
      case 0:
        return { kind: 'number', value: pick(numbers) };
      case 1:
        return { kind: 'variable', id: Math.floor(random() * 1000) };
      case 2:
        return { kind: 'unary', op: pick(['-', 'NOT'] as const), operand: make(depth - 1) };
      case 3: {
        const name = pick(['SI', 'ABS', 'AND', 'OR']);
        const count = name === 'SI' ? 3 : name === 'ABS' ? 1 : 2 + Math.floor(random() * 3);
        return { kind: 'call', name, args: Array.from({ length: count }, () => make(depth - 1)) };
      }
      default:
        return { kind: 'binary', op: pick(operators), left: make(depth - 1), right: make(depth - 1) };
    }
  };
  return make;
}

describe('round trips', () => {
  it('gives the same tree back from its canonical text', () => {
    const make = treeMaker(7);
    for (let run = 0; run < 2000; run += 1) {
      const tree = make(5);
      const text = formatFormula(tree);
      expect(parseFormula(text), text).toEqual(tree);
    }
  });

  it('keeps the canonical text of what a user typed', () => {
    for (const text of [
      '({1} - {2}) * 3.5 / {3} ^ 2',
      'OR({1} == 3, NOT({2} < 4), {3} > 0)',
      '{1} > 2 AND {2} < 3 OR NOT {3}',
      '-{42} + 1e3',
      '2 ^ 3 ^ 2 - -(-2) ^ 2',
    ]) {
      const once = canonical(text);
      expect(parseFormula(once)).toEqual(parseFormula(text));
      expect(canonical(once)).toBe(once);
    }
  });
});
