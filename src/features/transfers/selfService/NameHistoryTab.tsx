import { Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { QuerySnapshot } from '../../../api/queryRegion';
import { useRegion } from '../../../api/useQueryRegion';
import type { DownloadVariable } from '../../../entities/transfers/downloadsApi';
import { variableOperationsQuery, type VariableOperation } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { DataTable } from '../../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { SelectedVariable } from './useSelectedVariables';

/** A variable renamed more often than this shows its latest renames. */
const RENAMES_PER_VARIABLE = 100;
const COLUMN_IDS = ['changeAt', 'variable', 'oldName', 'newName'];
const rowKey = (row: VariableOperation) => row.id;

/** The renames of every selected variable as one read: loaded once all are, failed if one failed. */
function useRenames(items: readonly DownloadVariable[]): QuerySnapshot<VariableOperation[]> {
  return useQueries({
    queries: items.map((item) =>
      variableOperationsQuery.query({ variableId: item.variableId, operation: 'rename', limit: RENAMES_PER_VARIABLE }),
    ),
    combine: (results) => {
      const complete = results.every((result) => result.data !== undefined);
      return {
        data: complete
          ? results
              .flatMap((result) => result.data?.data ?? [])
              .sort((a, b) => Date.parse(b.change_at) - Date.parse(a.change_at))
          : undefined,
        error: results.find((result) => result.error)?.error ?? null,
        isFetching: results.some((result) => result.isFetching),
        isPlaceholderData: false,
        dataUpdatedAt: Math.min(...results.map((result) => result.dataUpdatedAt)),
        refetch: () => results.filter((result) => result.isError).forEach((result) => void result.refetch()),
      };
    },
  });
}

/**
 * The variable-name history of the selected variables (spec 001 §2, §3 Variable change history
 * row; GET variables/operations): when each was renamed, from which name to which, newest first.
 * The names in an old export's header are found here. Needs history_view.
 */
export function NameHistoryTab({ selected }: { selected: readonly SelectedVariable[] }) {
  const t = useMessage();
  const region = useRegion(useRenames(selected.map((row) => row.item)));
  const nameOf = (id: number) =>
    selected.find((row) => row.item.variableId === id)?.variable?.name ??
    t('selfService.selected.variableNumber', { id });
  const columns: DataTableColumn<VariableOperation>[] = [
    {
      id: 'changeAt',
      header: t('selfService.history.column.changeAt'),
      cell: (row) => formatDateTime(row.change_at),
      sortValue: (row) => row.change_at,
    },
    {
      id: 'variable',
      header: t('selfService.history.column.variable'),
      cell: (row) => nameOf(row.variable_id),
      sortValue: (row) => nameOf(row.variable_id),
      maxWidth: 280,
    },
    {
      id: 'oldName',
      header: t('selfService.history.column.oldName'),
      cell: (row) => <span title={row.old_name ?? ''}>{row.old_name ?? ''}</span>,
      maxWidth: 280,
    },
    {
      id: 'newName',
      header: t('selfService.history.column.newName'),
      cell: (row) => <span title={row.new_name ?? ''}>{row.new_name ?? ''}</span>,
      maxWidth: 280,
    },
  ];

  if (selected.length === 0)
    return (
      <Text size="sm" c="dimmed" pt="md">
        {t('selfService.history.noSelection')}
      </Text>
    );

  return (
    <Stack gap="sm" pt="md">
      <Text size="sm" c="dimmed">
        {t('selfService.history.intro', { count: selected.length })}
      </Text>
      <DataTable
        label={t('selfService.history.table')}
        columns={columns}
        defaultColumnIds={COLUMN_IDS}
        rows={region.data ?? []}
        rowKey={rowKey}
        maxHeight={420}
        region={{ status: region, what: t('selfService.history.region') }}
        emptyText={t('selfService.history.empty')}
      />
    </Stack>
  );
}
