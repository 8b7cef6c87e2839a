import { CheckIcon, Combobox, Group, Stack, Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { Variable } from '../api';
import { useVariableLabels } from '../variableLabels';
import classes from './VariableOption.module.css';

export interface VariableOptionProps {
  variable: Variable;
  checked: boolean;
  /** A caller's short note on the option ("already attached"). */
  note?: string | null;
}

/**
 * One option of the picker: the name, then what tells two same-named variables apart (unit,
 * aggregation, kind, site). Text only: names come from data and are never read as HTML.
 */
export function VariableOption({ variable, checked, note }: VariableOptionProps) {
  const t = useMessage();
  const labels = useVariableLabels();
  const details = [
    variable.unit.name || t('variables.picker.noUnit'),
    labels.aggregation(variable.aggregation.name),
    labels.kind(variable.type),
    variable.place.name,
  ].join(' · ');
  return (
    <Combobox.Option value={String(variable.id)} active={checked} aria-selected={checked}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <CheckIcon
          aria-hidden
          size={12}
          style={{ visibility: checked ? 'visible' : 'hidden', marginTop: 5, flex: 'none' }}
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} lineClamp={2}>
            {variable.name}
          </Text>
          <Text size="xs" className={classes.details}>
            {details}
            {note ? ` · ${note}` : null}
          </Text>
        </Stack>
      </Group>
    </Combobox.Option>
  );
}
