// @vitest-environment node
import { FORMULA_OPERATORS, operatorInsertion, type FormulaOperator } from './formulaOperators';

const operator = (symbol: string): FormulaOperator => {
  const found = FORMULA_OPERATORS.find((candidate) => candidate.symbol === symbol);
  if (!found) throw new Error(`no operator ${symbol}`);
  return found;
};

/** The text after inserting at [from, to), with the caret shown as |. */
function apply(text: string, from: number, to: number, symbol: string): string {
  const insertion = operatorInsertion(text, from, to, operator(symbol));
  const next = text.slice(0, insertion.from) + insertion.insert + text.slice(insertion.to);
  return `${next.slice(0, insertion.caret)}|${next.slice(insertion.caret)}`;
}

describe('operatorInsertion', () => {
  it('offers the operators of spec 000 §5, once each', () => {
    expect(FORMULA_OPERATORS.map((item) => item.symbol)).toEqual([
      'SI',
      'ABS',
      'AND',
      'OR',
      'NOT',
      '<=',
      '>=',
      '==',
      '!=',
      '<',
      '>',
      '-',
      '+',
      '*',
      '/',
      '^',
      '(',
      ')',
      ',',
    ]);
  });

  it('writes a function with its parentheses, the caret inside, around the selection if any', () => {
    expect(apply('', 0, 0, 'SI')).toBe('SI(|)');
    expect(apply('{1} + ', 6, 6, 'ABS')).toBe('{1} + ABS(|)');
    expect(apply('{1} - {2}', 0, 9, 'ABS')).toBe('ABS({1} - {2}|)');
    expect(apply('{1} > 0', 0, 7, 'NOT')).toBe('NOT({1} > 0|)');
  });

  it('spaces binary operators unless a space is already there', () => {
    expect(apply('{1}', 3, 3, '+')).toBe('{1} + |');
    expect(apply('{1} ', 4, 4, '<=')).toBe('{1} <= |');
    expect(apply('{1}{2}', 3, 3, '*')).toBe('{1} * |{2}');
    expect(apply('{1} {2}', 3, 3, '^')).toBe('{1} ^| {2}');
  });

  it('writes a minus where a value is expected as a sign', () => {
    expect(apply('', 0, 0, '-')).toBe('-|');
    expect(apply('(', 1, 1, '-')).toBe('(-|');
    expect(apply('{1} * ', 6, 6, '-')).toBe('{1} * -|');
    expect(apply('SI({1}, ', 8, 8, '-')).toBe('SI({1}, -|');
    expect(apply('{1}', 3, 3, '-')).toBe('{1} - |');
  });

  it('replaces the selection with a parenthesis or a comma', () => {
    expect(apply('SI({1} 2)', 6, 7, ',')).toBe('SI({1}, |2)');
    expect(apply('SI({1}', 6, 6, ',')).toBe('SI({1}, |');
    expect(apply('x', 0, 1, '(')).toBe('(|');
    expect(apply('{1}', 3, 3, ')')).toBe('{1})|');
  });
});
