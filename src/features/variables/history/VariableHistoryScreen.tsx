import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { cleanSearch } from '../../../lib/searchParams';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { useTableColumns } from '../../../entities/users/tableColumns';
import type { VariableOperation } from '../../../entities/variables/api';
import { ProjectHeading } from '../addToProject/ProjectHeading';
import { HistoryFilters } from './HistoryFilters';
import { DEFAULT_HISTORY_COLUMN_IDS, HISTORY_COLUMN_IDS, HISTORY_TABLE_ID, useHistoryColumns } from './historyColumns';
import { historyQueries } from './historyQueries';
import {
  DEFAULT_HISTORY_PAGE_SIZE,
  HISTORY_PAGE_SIZES,
  HISTORY_SEARCH_DEFAULTS,
  withHistoryFilter,
  type HistorySearch,
} from './historySearch';

const PAGE_SIZES = [...HISTORY_PAGE_SIZES];
const rowKey = (row: VariableOperation) => row.id;
const isPageSize = (size: number) => HISTORY_PAGE_SIZES.find((known) => known === size);

export interface VariableHistoryScreenProps {
  projectId: number;
  /** The route's validated search (historySearchSchema). */
  search: HistorySearch;
  onSearchChange: (next: HistorySearch) => void;
}

/**
 * spec 000 §2 automatic-variables/historychangevar/{projectId}: the changes of the project's
 * variables (§3 history row, §7 GET variables/operations), newest first, paged by the server,
 * filtered by variable, operation and period, all in the URL. The variable column adds each
 * variable's current name when it is still in the project (one read of the project's variables);
 * a deleted or detached one shows by its number, and the row's old and new names say the rest.
 */
export function VariableHistoryScreen({ projectId, search, onSearchChange }: VariableHistoryScreenProps) {
  const t = useMessage();
  const queries = historyQueries(projectId, search);
  const history = useQueryRegion(queries.history);
  const names = useQuery(queries.names);
  const currentNames = useMemo(
    () => new Map((names.data?.data ?? []).map((variable) => [variable.id, variable.name])),
    [names.data],
  );
  const page = history.data;
  const total = page?.total_count ?? 0;

  const go = (next: HistorySearch) => onSearchChange(cleanSearch(next, HISTORY_SEARCH_DEFAULTS));
  const filter = (patch: Partial<HistorySearch>) => onSearchChange(withHistoryFilter(search, patch));
  const showVariable = useCallback(
    (variableId: number) => onSearchChange(withHistoryFilter(search, { variableId })),
    [onSearchChange, search],
  );
  const columns = useHistoryColumns({ currentNames, onShowVariable: showVariable });
  const columnChoice = useTableColumns(HISTORY_TABLE_ID, DEFAULT_HISTORY_COLUMN_IDS, HISTORY_COLUMN_IDS);

  return (
    <Stack gap="md">
      <ProjectHeading projectId={projectId} />
      <HistoryFilters
        projectId={projectId}
        search={search}
        onFilter={filter}
        onReset={() => go({ pageSize: search.pageSize })}
      />
      <Text size="sm" fw={500} aria-live="polite">
        {page ? t('variables.history.count', { count: total }) : null}
      </Text>
      <DataTable
        label={t('variables.history.table.label')}
        columns={columns}
        defaultColumnIds={DEFAULT_HISTORY_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={page?.data ?? []}
        rowKey={rowKey}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_HISTORY_PAGE_SIZE,
          total,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: history, what: t('variables.history.region') }}
        emptyText={t('variables.history.empty')}
      />
    </Stack>
  );
}
