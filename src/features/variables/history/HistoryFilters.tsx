import { Button, Group, Select, Stack } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { VARIABLE_OPERATIONS } from '../../../entities/variables/api';
import { HistoryPeriodFilter } from './HistoryPeriodFilter';
import { HistoryVariableFilter } from './HistoryVariableFilter';
import type { HistorySearch } from './historySearch';

export interface HistoryFiltersProps {
  projectId: number;
  search: HistorySearch;
  onFilter: (patch: Partial<HistorySearch>) => void;
  onReset: () => void;
}

/** The history's filters (spec 000 §2 history; issue: period and operation, in the URL), plus one variable. */
export function HistoryFilters({ projectId, search, onFilter, onReset }: HistoryFiltersProps) {
  const t = useMessage();
  const operations = VARIABLE_OPERATIONS.map((operation) => ({
    value: operation,
    label: t(`variables.history.operation.${operation}`),
  }));
  return (
    <Stack gap="sm" component="section" aria-label={t('variables.history.filters.label')}>
      <Group gap="sm" align="end" wrap="wrap">
        <div style={{ width: 380 }}>
          <HistoryVariableFilter
            projectId={projectId}
            variableId={search.variableId}
            onChange={(variableId) => onFilter({ variableId })}
          />
        </div>
        <Select
          label={t('variables.history.filter.operation')}
          placeholder={t('variables.history.filter.anyOperation')}
          data={operations}
          value={search.operation ?? null}
          onChange={(value) => onFilter({ operation: VARIABLE_OPERATIONS.find((operation) => operation === value) })}
          clearable
          w={220}
        />
        <Button variant="subtle" onClick={onReset}>
          {t('variables.history.filter.reset')}
        </Button>
      </Group>
      <HistoryPeriodFilter search={search} onChange={(patch) => onFilter(patch)} />
    </Stack>
  );
}
