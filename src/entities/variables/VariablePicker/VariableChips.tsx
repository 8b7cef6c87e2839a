import { Pill } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { Variable } from '../api';

export interface VariableChipsProps {
  selected: readonly Variable[];
  disabled?: boolean;
  onRemove: (variable: Variable) => void;
}

/**
 * The chosen variables as chips inside the field. Mantine's own remove button is hidden from the
 * keyboard and from screen readers; here it is a real, named button ("Remove Pompe – Débit"), so
 * a chip can be removed without a mouse.
 */
export function VariableChips({ selected, disabled, onRemove }: VariableChipsProps) {
  const t = useMessage();
  return selected.map((variable) => (
    <Pill
      key={variable.id}
      withRemoveButton={!disabled}
      disabled={disabled}
      title={`${variable.name} · ${variable.place.name}`}
      onRemove={() => onRemove(variable)}
      removeButtonProps={{
        tabIndex: 0,
        'aria-hidden': false,
        'aria-label': t('variables.picker.remove', { name: variable.name }),
        title: t('variables.picker.remove', { name: variable.name }),
      }}
      maw={320}
    >
      {variable.name}
    </Pill>
  ));
}
