import type { MessageId } from '../../../i18n/messages';

/** spec 000 §5: "SI (where), ABS, AND, OR, NOT, <=, >=, ==, !=, <, >, -, +, *, /, ^, parentheses, comma". */
export type FormulaOperatorKind = 'function' | 'operator' | 'open' | 'close' | 'comma';

export interface FormulaOperator {
  symbol: string;
  kind: FormulaOperatorKind;
  /** What the symbol means, read in the button's accessible name after "Insert <symbol>". */
  meaning: MessageId;
}

export const FORMULA_OPERATORS: readonly FormulaOperator[] = [
  { symbol: 'SI', kind: 'function', meaning: 'formula.operator.si' },
  { symbol: 'ABS', kind: 'function', meaning: 'formula.operator.abs' },
  { symbol: 'AND', kind: 'function', meaning: 'formula.operator.and' },
  { symbol: 'OR', kind: 'function', meaning: 'formula.operator.or' },
  { symbol: 'NOT', kind: 'function', meaning: 'formula.operator.not' },
  { symbol: '<=', kind: 'operator', meaning: 'formula.operator.le' },
  { symbol: '>=', kind: 'operator', meaning: 'formula.operator.ge' },
  { symbol: '==', kind: 'operator', meaning: 'formula.operator.eq' },
  { symbol: '!=', kind: 'operator', meaning: 'formula.operator.ne' },
  { symbol: '<', kind: 'operator', meaning: 'formula.operator.lt' },
  { symbol: '>', kind: 'operator', meaning: 'formula.operator.gt' },
  { symbol: '-', kind: 'operator', meaning: 'formula.operator.minus' },
  { symbol: '+', kind: 'operator', meaning: 'formula.operator.plus' },
  { symbol: '*', kind: 'operator', meaning: 'formula.operator.times' },
  { symbol: '/', kind: 'operator', meaning: 'formula.operator.divide' },
  { symbol: '^', kind: 'operator', meaning: 'formula.operator.power' },
  { symbol: '(', kind: 'open', meaning: 'formula.operator.open' },
  { symbol: ')', kind: 'close', meaning: 'formula.operator.close' },
  { symbol: ',', kind: 'comma', meaning: 'formula.operator.comma' },
];

export interface FormulaInsertion {
  from: number;
  to: number;
  insert: string;
  /** Where the caret goes, as an offset in the new text. */
  caret: number;
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
/** After these (or at the start), a minus is a sign, not a subtraction. */
const BEFORE_SIGN = /[(,<>=!+\-*/^]/;

/**
 * What an operator button inserts at the selection [from, to) of `text`: functions as `NAME()`
 * with the caret inside, wrapping the selection if there is one (`ABS(selection)`); binary
 * operators with a space on each side unless one is already there; a minus where a value is
 * expected is a sign, written without spaces after it.
 */
export function operatorInsertion(text: string, from: number, to: number, operator: FormulaOperator): FormulaInsertion {
  const selected = text.slice(from, to);
  const before = text.slice(0, from).trimEnd().at(-1);
  const previousChar = text[from - 1];
  const nextChar = text[to];
  switch (operator.kind) {
    case 'function': {
      const insert = `${operator.symbol}(${selected})`;
      return { from, to, insert, caret: from + insert.length - 1 };
    }
    case 'open':
    case 'close':
      return { from, to, insert: operator.symbol, caret: from + 1 };
    case 'comma': {
      const insert = isSpace(nextChar) ? ',' : ', ';
      return { from, to, insert, caret: from + insert.length };
    }
    case 'operator': {
      const sign = operator.symbol === '-' && (before === undefined || BEFORE_SIGN.test(before));
      const lead = isSpace(previousChar) || previousChar === '(' || from === 0 ? '' : ' ';
      const trail = sign || isSpace(nextChar) ? '' : ' ';
      const insert = `${lead}${operator.symbol}${trail}`;
      return { from, to, insert, caret: from + insert.length };
    }
  }
}
