import { Badge, CloseButton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMessage } from '../../../i18n/useMessage';
import { VariablePicker } from '../../../entities/variables/VariablePicker/VariablePicker';
import { variablesResource } from '../../../entities/variables/api';

interface HistoryVariableFilterProps {
  projectId: number;
  variableId: number | undefined;
  onChange: (variableId: number | undefined) => void;
}

/**
 * The variable filter: the shared picker over the project's variables. A variable named only by
 * its id in the URL (a link from its editor, a row's id) is read to show its name; one that no
 * longer exists (deleted, or another client's) still filters and shows as its number.
 */
export function HistoryVariableFilter({ projectId, variableId, onChange }: HistoryVariableFilterProps) {
  const t = useMessage();
  const queryClient = useQueryClient();
  const detail = useQuery({ ...variablesResource.detailQuery(variableId ?? 0), enabled: variableId !== undefined });
  const label = t('variables.history.filter.variable');

  if (variableId !== undefined && !detail.data) {
    const name = t('variables.history.filter.variableNumber', { id: variableId });
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500} component="span">
          {label}
        </Text>
        <Badge
          size="lg"
          variant="light"
          color="gray"
          c="var(--mantine-color-text)"
          tt="none"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('variables.picker.remove', { name })}
              onClick={() => onChange(undefined)}
            />
          }
        >
          {name}
        </Badge>
      </Stack>
    );
  }

  return (
    <VariablePicker
      label={label}
      filter={{ projectId }}
      value={variableId !== undefined ? (detail.data ?? null) : null}
      onChange={(variable) => {
        // The picked variable is known: the filter shows its name without reading it again.
        if (variable) queryClient.setQueryData(variablesResource.keys.detail(variable.id), variable);
        onChange(variable?.id);
      }}
    />
  );
}
