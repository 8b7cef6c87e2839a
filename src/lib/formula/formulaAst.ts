/**
 * The syntax tree of the formula language (spec 000 §5: "SI (where), ABS, AND, OR, NOT, <=, >=,
 * ==, !=, <, >, -, +, *, /, ^, parentheses, comma"), what the parser builds and an evaluator reads,
 * and its canonical text: `parseFormula(formatFormula(node))` gives the same tree back.
 *
 * Truth values are numbers: a comparison gives 1 or 0, a condition is true when not 0.
 */

/** Function name (upper case) → [minimum, maximum] argument count. */
export const FORMULA_FUNCTIONS: Readonly<Record<string, readonly [number, number]>> = {
  SI: [3, 3],
  ABS: [1, 1],
  AND: [2, Number.POSITIVE_INFINITY],
  OR: [2, Number.POSITIVE_INFINITY],
  NOT: [1, 1],
};

export const COMPARISON_OPERATORS = ['<=', '>=', '==', '!=', '<', '>'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
export type ArithmeticOperator = '+' | '-' | '*' | '/' | '^';
export type BinaryOperator = ComparisonOperator | ArithmeticOperator | 'AND' | 'OR';

/**
 * NOT is always a unary node, written `NOT x` or `NOT(x)`; AND and OR written between operands
 * are binary nodes, written as calls `AND(a, b, c)` they are call nodes (same value).
 */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; id: number }
  | { kind: 'call'; name: string; args: FormulaNode[] }
  | { kind: 'unary'; op: '-' | 'NOT'; operand: FormulaNode }
  | { kind: 'binary'; op: BinaryOperator; left: FormulaNode; right: FormulaNode };

/**
 * Binding strength, lowest first: OR < AND < NOT < comparisons < + - < * / < unary minus < ^.
 * Calls, numbers, variables and parentheses bind tightest.
 */
export const PRECEDENCE = {
  OR: 1,
  AND: 2,
  NOT: 3,
  comparison: 4,
  additive: 5,
  multiplicative: 6,
  unaryMinus: 7,
  power: 8,
  primary: 9,
} as const;

export function binaryPrecedence(op: BinaryOperator): number {
  switch (op) {
    case 'OR':
      return PRECEDENCE.OR;
    case 'AND':
      return PRECEDENCE.AND;
    case '+':
    case '-':
      return PRECEDENCE.additive;
    case '*':
    case '/':
      return PRECEDENCE.multiplicative;
    case '^':
      return PRECEDENCE.power;
    default:
      return PRECEDENCE.comparison;
  }
}

/** Every variable id the formula refers to, each once, in order of appearance. */
export function referencedVariableIds(node: FormulaNode): number[] {
  const ids = new Set<number>();
  const visit = (current: FormulaNode): void => {
    if (current.kind === 'variable') ids.add(current.id);
    else if (current.kind === 'unary') visit(current.operand);
    else if (current.kind === 'binary') {
      visit(current.left);
      visit(current.right);
    } else if (current.kind === 'call') current.args.forEach(visit);
  };
  visit(node);
  return [...ids];
}

function precedenceOf(node: FormulaNode): number {
  if (node.kind === 'binary') return binaryPrecedence(node.op);
  // NOT is written as a call, NOT(x), which binds like a primary wherever it stands.
  if (node.kind === 'unary' && node.op === '-') return PRECEDENCE.unaryMinus;
  return PRECEDENCE.primary;
}

/**
 * The canonical text of a tree: single spaces around binary operators, upper-case names, and
 * parentheses only where the precedence needs them.
 */
export function formatFormula(node: FormulaNode): string {
  const operand = (child: FormulaNode, minimum: number): string => {
    const text = formatFormula(child);
    return precedenceOf(child) < minimum ? `(${text})` : text;
  };
  switch (node.kind) {
    case 'number':
      return String(node.value);
    case 'variable':
      return `{${node.id}}`;
    case 'call':
      return `${node.name}(${node.args.map(formatFormula).join(', ')})`;
    case 'unary':
      return node.op === 'NOT'
        ? `NOT(${formatFormula(node.operand)})`
        : `-${operand(node.operand, PRECEDENCE.unaryMinus)}`;
    case 'binary': {
      const level = binaryPrecedence(node.op);
      // ^ is right-associative and its base a primary; the others are left-associative.
      if (node.op === '^')
        return `${operand(node.left, PRECEDENCE.primary)} ^ ${operand(node.right, PRECEDENCE.unaryMinus)}`;
      return `${operand(node.left, level)} ${node.op} ${operand(node.right, level + 1)}`;
    }
  }
}
