// @vitest-environment node
import { formulaReference, formulaVariableReferences, tokenizeFormula } from './formulaTokens';

describe('tokenizeFormula', () => {
  it('splits a formula into tokens with their spans', () => {
    expect(tokenizeFormula('SI({ 12 }>=1.5,-x)').map(({ kind, text, start, end }) => [kind, text, start, end])).toEqual(
      [
        ['name', 'SI', 0, 2],
        ['(', '(', 2, 3],
        ['variable', '12', 3, 9],
        ['operator', '>=', 9, 11],
        ['number', '1.5', 11, 14],
        [',', ',', 14, 15],
        ['operator', '-', 15, 16],
        ['name', 'x', 16, 17],
        [')', ')', 17, 18],
        ['end', '', 18, 18],
      ],
    );
  });

  it('reads every operator of spec 000 §5, the longest first', () => {
    const operators = tokenizeFormula('<= >= == != < > - + * / ^')
      .filter((token) => token.kind === 'operator')
      .map((token) => token.text);
    expect(operators).toEqual(['<=', '>=', '==', '!=', '<', '>', '-', '+', '*', '/', '^']);
  });

  it('never throws: what the language does not know becomes an invalid token', () => {
    expect(tokenizeFormula('1 = {a} 😀').map((token) => [token.kind, token.text])).toEqual([
      ['number', '1'],
      ['invalid', '='],
      ['invalid', '{a}'],
      ['invalid', '😀'],
      ['end', ''],
    ]);
  });
});

describe('formulaVariableReferences', () => {
  it('lists every reference with its span, repeats included, even in text that does not parse', () => {
    const text = '{3} + ({ 1 } * {3} $';
    expect(formulaVariableReferences(text)).toEqual([
      { id: 3, start: 0, end: 3 },
      { id: 1, start: 7, end: 12 },
      { id: 3, start: 15, end: 18 },
    ]);
    expect(text.slice(7, 12)).toBe('{ 1 }');
  });

  it('writes a reference the way the parser reads it', () => {
    expect(formulaReference(12)).toBe('{12}');
    expect(formulaVariableReferences(formulaReference(12))).toEqual([{ id: 12, start: 0, end: 4 }]);
  });
});
