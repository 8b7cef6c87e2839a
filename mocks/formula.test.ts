// @vitest-environment node
import { checkFormula, formulaReference, parseFormula, referencedVariableIds } from './formula';
import { evaluateFormula } from './formulaEvaluate';

const known = new Set([1, 2, 3, 42]);
const exists = (id: number) => known.has(id);
const codeOf = (expression: string) => {
  const result = checkFormula(expression, exists);
  return result.ok ? 'OK' : result.code;
};
const valueOf = (expression: string, values: Record<number, number | null> = {}) =>
  evaluateFormula(parseFormula(expression), (id) => values[id] ?? null);

describe('checkFormula (spec 000 §5 operators)', () => {
  it.each([
    '{1} + {2}',
    '({1} - {2}) * 3.5 / {3} ^ 2',
    'SI({1} > 10, {1}, 0)',
    'si({1} >= 10, abs({2}), -1)',
    'AND({1} <= 3, {2} != 4)',
    'OR({1} == 3, NOT({2} < 4), {3} > 0)',
    '{1} > 2 AND {2} < 3 OR NOT {3}',
    '-{42} + 1e3',
  ])('accepts %s', (expression) => {
    expect(codeOf(expression)).toBe('OK');
  });

  it.each([
    ['({1} + {2}', 'FORMULA_SYNTAX_ERROR'],
    ['{1} + {2})', 'FORMULA_SYNTAX_ERROR'],
    ['{1} + ', 'FORMULA_SYNTAX_ERROR'],
    ['', 'FORMULA_SYNTAX_ERROR'],
    ['{1} $ {2}', 'FORMULA_SYNTAX_ERROR'],
    ['{1} + temperature', 'FORMULA_SYNTAX_ERROR'],
    ['SI({1}, 2)', 'FORMULA_SYNTAX_ERROR'],
    ['ABS()', 'FORMULA_SYNTAX_ERROR'],
    ['{1} = {2}', 'FORMULA_SYNTAX_ERROR'],
    ['{abc}', 'FORMULA_SYNTAX_ERROR'],
    ['MOYENNE({1}, {2})', 'FORMULA_FUNCTION_NOT_FOUND'],
    ['sqrt({1})', 'FORMULA_FUNCTION_NOT_FOUND'],
    ['{1} + {999}', 'FORMULA_VARIABLE_NOT_FOUND'],
  ])('refuses %s with %s', (expression, code) => {
    expect(codeOf(expression)).toBe(code);
  });

  it('lists the referenced variables once each', () => {
    expect(referencedVariableIds(parseFormula('{3} + {1} * {3} - SI({2}, {1}, 0)'))).toEqual([3, 1, 2]);
    expect(formulaReference(12)).toBe('{12}');
  });

  it('reports where the problem is', () => {
    const result = checkFormula('{1} + {999}', exists);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.position).toBe(6);
  });
});

describe('evaluateFormula', () => {
  it('follows the usual precedence', () => {
    expect(valueOf('1 + 2 * 3')).toBe(7);
    expect(valueOf('(1 + 2) * 3')).toBe(9);
    expect(valueOf('2 ^ 3 ^ 2')).toBe(512);
    expect(valueOf('-2 ^ 2')).toBe(-4);
    expect(valueOf('10 / 4 - 1')).toBe(1.5);
  });

  it('computes comparisons, logic and SI as numbers', () => {
    expect(valueOf('SI({1} > 10, {1}, 0)', { 1: 12 })).toBe(12);
    expect(valueOf('SI({1} > 10, {1}, 0)', { 1: 8 })).toBe(0);
    expect(valueOf('AND(1, 0)')).toBe(0);
    expect(valueOf('OR(0, 2)')).toBe(1);
    expect(valueOf('NOT 0')).toBe(1);
    expect(valueOf('NOT(2) + 1')).toBe(1);
    expect(valueOf('ABS(-3) != 3')).toBe(0);
    expect(valueOf('1 <= 1 AND 2 >= 3')).toBe(0);
  });

  it('gives null for a missing value or a division by zero', () => {
    expect(valueOf('{1} + 1')).toBeNull();
    expect(valueOf('1 / 0')).toBeNull();
    // The branch SI does not take may miss data.
    expect(valueOf('SI(1, 5, {1})')).toBe(5);
  });
});
