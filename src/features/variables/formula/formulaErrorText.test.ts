// @vitest-environment node
import { checkFormulaText, lineAndColumn, problemLocation } from './formulaErrorText';

const problemOf = (text: string, options?: Parameters<typeof checkFormulaText>[1]) => {
  const result = checkFormulaText(text, options);
  if (result.ok) throw new Error(`"${text}" has no problem`);
  return result.problem;
};

describe('checkFormulaText', () => {
  it('answers the variables read when the formula is correct', () => {
    expect(checkFormulaText('SI({2} > 0, {1}, {2})')).toEqual({ ok: true, variableIds: [2, 1] });
  });

  it('locates the first problem, 1-based, with the words to say it', () => {
    expect(problemOf('({1} + 2')).toMatchObject({
      from: 0,
      to: 1,
      line: 1,
      column: 1,
      id: 'formula.problem.unclosedParenthesis',
    });
    expect(problemOf('{1} + 2)')).toMatchObject({ column: 8, id: 'formula.problem.unopenedParenthesis' });
    expect(problemOf('{1} $ 2')).toMatchObject({ column: 5, values: { text: '$' } });
    expect(problemOf('{1} +')).toMatchObject({ column: 5, id: 'formula.problem.unexpectedEnd', values: { text: '+' } });
    expect(problemOf('{x}')).toMatchObject({ id: 'formula.problem.invalidVariable', values: { example: '{123}' } });
  });

  it('says how many arguments a function takes', () => {
    expect(problemOf('SI(1, 2)')).toMatchObject({
      id: 'formula.problem.argumentCount',
      values: { name: 'SI', count: 3 },
    });
    expect(problemOf('abs()')).toMatchObject({
      id: 'formula.problem.argumentCount',
      values: { name: 'ABS', count: 1 },
    });
    expect(problemOf('NOT(1, 2)')).toMatchObject({ values: { name: 'NOT', count: 1 } });
    expect(problemOf('AND(1)')).toMatchObject({
      id: 'formula.problem.argumentCountAtLeast',
      values: { name: 'AND', count: 2 },
    });
    expect(problemOf('OR()')).toMatchObject({ id: 'formula.problem.argumentCountAtLeast', values: { name: 'OR' } });
    expect(problemOf('ABS {1}')).toMatchObject({ id: 'formula.problem.missingArguments', values: { name: 'ABS' } });
    expect(problemOf('MOYENNE(1)')).toMatchObject({
      id: 'formula.problem.unknownFunction',
      values: { text: 'MOYENNE', functions: 'SI, ABS, AND, OR, NOT' },
    });
  });

  it('flags a variable outside the project, and the formula reading itself', () => {
    const knownVariableIds = new Set([1, 2, 7]);
    expect(problemOf('{1} + { 9 }', { knownVariableIds })).toMatchObject({
      column: 7,
      id: 'formula.problem.unknownVariable',
      values: { reference: '{ 9 }' },
    });
    expect(problemOf('{1} + {7}', { knownVariableIds, formulaId: 7 })).toMatchObject({
      column: 7,
      id: 'formula.problem.selfReference',
    });
    // Before the project's variables are known, only the formula itself is refused.
    expect(checkFormulaText('{9}', { formulaId: 7 }).ok).toBe(true);
    expect(problemOf('{7}', { formulaId: 7 }).id).toBe('formula.problem.selfReference');
  });

  it('counts lines and columns in a formula written on several lines', () => {
    const text = 'SI({1} > 0,\n  {1} +,\n  0)';
    const problem = problemOf(text);
    expect(problem).toMatchObject({ line: 2, column: 8, values: { text: ',' } });
    expect(problemLocation(text, problem)).toEqual({
      id: 'formula.problem.atLineColumn',
      values: { line: 2, column: 8 },
    });
    expect(problemLocation('1 +', problemOf('1 +'))).toEqual({ id: 'formula.problem.atColumn', values: { column: 3 } });
    expect(lineAndColumn('a\nbc\nd', 4)).toEqual({ line: 2, column: 3 });
    expect(lineAndColumn('a\nbc\nd', 5)).toEqual({ line: 3, column: 1 });
  });
});
