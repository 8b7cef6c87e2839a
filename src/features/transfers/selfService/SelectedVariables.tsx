import { Button, CloseButton, Group, Select, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { aggregationsQuery } from '../../../entities/variables/api';
import { useVariableLabels } from '../../../entities/variables/variableLabels';
import type { DownloadVariable } from '../../../entities/transfers/downloadsApi';
import { useMessage } from '../../../i18n/useMessage';
import type { SelectedVariable } from './useSelectedVariables';

interface SelectedVariablesProps {
  selected: readonly SelectedVariable[];
  disabled?: boolean;
  onAggregationChange: (variableId: number, aggregationId: number) => void;
  onRemove: (item: DownloadVariable) => void;
  onClear: () => void;
}

/**
 * The variables of the export, in the file's column order (spec 001 §3 Variable as used for
 * export: name, unit, aggregation): each one's aggregation can be changed, each can be removed,
 * or all at once.
 */
export function SelectedVariables({
  selected,
  disabled,
  onAggregationChange,
  onRemove,
  onClear,
}: SelectedVariablesProps) {
  const t = useMessage();
  const labels = useVariableLabels();
  const aggregations = useQuery(aggregationsQuery.query());
  const options = (aggregations.data?.data ?? []).map((aggregation) => ({
    value: String(aggregation.id),
    label: labels.aggregation(aggregation.name),
  }));

  if (selected.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('selfService.selected.none')}
      </Text>
    );

  return (
    <>
      <Group justify="space-between" align="center">
        <Text size="sm" fw={500} aria-live="polite">
          {t('selfService.selected.count', { count: selected.length })}
        </Text>
        <Button size="compact-sm" variant="subtle" color="red" disabled={disabled} onClick={onClear}>
          {t('selfService.selected.clear')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={560} mah={320}>
        <Table striped highlightOnHover aria-label={t('selfService.selected.table')} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('selfService.selected.column.name')}</Table.Th>
              <Table.Th>{t('selfService.selected.column.unit')}</Table.Th>
              <Table.Th>{t('selfService.selected.column.site')}</Table.Th>
              <Table.Th>{t('selfService.selected.column.aggregation')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('selfService.selected.column.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {selected.map(({ item, variable, failed }) => {
              const name = variable?.name ?? t('selfService.selected.variableNumber', { id: item.variableId });
              return (
                <Table.Tr key={item.variableId}>
                  <Table.Td>
                    {variable || failed ? (
                      <Text size="sm" title={name}>
                        {name}
                      </Text>
                    ) : (
                      <Skeleton height={14} width={160} aria-label={t('selfService.selected.loading')} />
                    )}
                    {failed ? (
                      <Text size="xs" c="var(--mantine-color-red-text)">
                        {t('selfService.selected.unreadable')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{variable?.unit.name ?? ''}</Table.Td>
                  <Table.Td>{variable?.place.name ?? ''}</Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      w={150}
                      aria-label={t('selfService.selected.aggregationOf', { name })}
                      data={options}
                      value={item.aggregationId > 0 ? String(item.aggregationId) : null}
                      onChange={(value) => value !== null && onAggregationChange(item.variableId, Number(value))}
                      allowDeselect={false}
                      disabled={disabled || options.length === 0}
                      comboboxProps={{ withinPortal: true }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <CloseButton
                      size="sm"
                      aria-label={t('selfService.selected.removeOne', { name })}
                      disabled={disabled}
                      onClick={() => onRemove(item)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
