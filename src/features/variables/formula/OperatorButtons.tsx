import { Button, Group } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { FORMULA_OPERATORS, type FormulaOperator } from './formulaOperators';

export interface OperatorButtonsProps {
  onInsert: (operator: FormulaOperator) => void;
  disabled?: boolean;
}

/**
 * The operators of spec 000 §5 as buttons that insert at the caret. Each is named "Insert <symbol>
 * (<meaning>)", so that a screen reader says what `<=` is; the symbol itself is the visible label.
 * A mouse-down does not take the focus away from the editor, which keeps its selection anyway.
 */
export function OperatorButtons({ onInsert, disabled = false }: OperatorButtonsProps) {
  const t = useMessage();
  return (
    <Group role="group" aria-label={t('formula.operators')} gap={6} wrap="wrap">
      {FORMULA_OPERATORS.map((operator) => (
        <Button
          key={operator.symbol}
          size="compact-sm"
          variant="default"
          miw={operator.kind === 'function' ? 48 : 36}
          ff={operator.kind === 'function' ? undefined : 'monospace'}
          disabled={disabled}
          aria-label={t('formula.insert', { symbol: operator.symbol, meaning: t(operator.meaning) })}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(operator)}
        >
          {operator.symbol}
        </Button>
      ))}
    </Group>
  );
}
