/**
 * Values of a parsed formula (the tree of src/lib/formula/formulaAst.ts): numbers as truth values
 * (a comparison gives 1 or 0, a condition is true when not 0). Evaluation is the server's, so it
 * stays with the mocked API; only the language is shared with the browser.
 */
import type { BinaryOperator, FormulaNode } from '../src/lib/formula/formulaAst';

const truth = (value: number): boolean => value !== 0;

/**
 * The formula's value for the given variable values. A missing value (null) makes the result
 * null, except in the branch SI does not take; so do a division by zero and non-finite results.
 */
export function evaluateFormula(node: FormulaNode, valueOf: (variableId: number) => number | null): number | null {
  const evaluate = (current: FormulaNode): number | null => {
    switch (current.kind) {
      case 'number':
        return current.value;
      case 'variable':
        return valueOf(current.id);
      case 'unary': {
        const operand = evaluate(current.operand);
        if (operand === null) return null;
        return current.op === '-' ? -operand : truth(operand) ? 0 : 1;
      }
      case 'call':
        return evaluateCall(current.name, current.args, evaluate);
      case 'binary': {
        const left = evaluate(current.left);
        const right = evaluate(current.right);
        if (left === null || right === null) return null;
        return binary(current.op, left, right);
      }
    }
  };
  const result = evaluate(node);
  return result === null || !Number.isFinite(result) ? null : result;
}

function evaluateCall(
  name: string,
  args: FormulaNode[],
  evaluate: (node: FormulaNode) => number | null,
): number | null {
  if (name === 'SI') {
    const [condition, whenTrue, whenFalse] = args;
    const test = condition ? evaluate(condition) : null;
    if (test === null) return null;
    const branch = truth(test) ? whenTrue : whenFalse;
    return branch ? evaluate(branch) : null;
  }
  const values = args.map(evaluate);
  if (values.some((value) => value === null)) return null;
  const numbers = values as number[];
  switch (name) {
    case 'ABS':
      return Math.abs(numbers[0] ?? 0);
    case 'AND':
      return numbers.every(truth) ? 1 : 0;
    case 'OR':
      return numbers.some(truth) ? 1 : 0;
    case 'NOT':
      return truth(numbers[0] ?? 0) ? 0 : 1;
    default:
      return null;
  }
}

function binary(op: BinaryOperator, left: number, right: number): number | null {
  switch (op) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return right === 0 ? null : left / right;
    case '^':
      return left ** right;
    case '<':
      return left < right ? 1 : 0;
    case '>':
      return left > right ? 1 : 0;
    case '<=':
      return left <= right ? 1 : 0;
    case '>=':
      return left >= right ? 1 : 0;
    case '==':
      return left === right ? 1 : 0;
    case '!=':
      return left !== right ? 1 : 0;
    case 'AND':
      return truth(left) && truth(right) ? 1 : 0;
    case 'OR':
      return truth(left) || truth(right) ? 1 : 0;
  }
}
