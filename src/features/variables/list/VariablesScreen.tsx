import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { cleanSearch } from '../../../lib/searchParams';
import { DataTable } from '../../../ui/DataTable/DataTable';
import type { Variable } from '../../../entities/variables/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { hiddenMatchesQuery, visibleVariables } from './hiddenVariables';
import { VariablesActions } from './VariablesActions';
import {
  DEFAULT_VARIABLE_COLUMN_IDS,
  useVariableColumns,
  VARIABLE_COLUMN_IDS,
  VARIABLES_TABLE_ID,
} from './variablesColumns';
import { VariablesExportButton } from './VariablesExportButton';
import { VariablesFilters } from './VariablesFilters';
import { variablesQueries } from './variablesQueries';
import {
  DEFAULT_VARIABLE_PAGE_SIZE,
  VARIABLE_PAGE_SIZES,
  VARIABLES_SEARCH_DEFAULTS,
  variableFilterParams,
  variablesSortOf,
  withoutVariableFilters,
  withVariablesFilter,
  withVariablesSort,
  type VariablesSearch,
} from './variablesSearch';

const PAGE_SIZES = [...VARIABLE_PAGE_SIZES];
const rowKey = (variable: Variable) => variable.id;
const isPageSize = (size: number) => VARIABLE_PAGE_SIZES.find((known) => known === size);

export interface VariablesScreenProps {
  /** The route's validated search (variablesSearchSchema). */
  search: VariablesSearch;
  /** `replace` while typing, so that each pause in a text filter is not a history entry. */
  onSearchChange: (next: VariablesSearch, options?: { replace?: boolean }) => void;
}

/**
 * spec 000 §2 automatic-variables, the list by default: the variables of the user's structure,
 * filtered, sorted and paged by the server (spec 000 §7 GET variables), each name leading to its
 * editor, the actions on a project the user may take, and the CSV export. The whole view is the
 * URL's search (variablesSearch.ts), so a copied link reopens the same rows. While a page loads
 * the previous rows stay; a failed read shows as a failure with Retry, never as "no variables".
 */
export function VariablesScreen({ search, onSearchChange }: VariablesScreenProps) {
  const t = useMessage();
  const user = useCurrentUser();
  const columns = useVariableColumns({
    projectId: search.projectId,
    canEdit: hasPermission(user, 'variable_configuration_manage'),
  });
  const columnChoice = useTableColumns(VARIABLES_TABLE_ID, DEFAULT_VARIABLE_COLUMN_IDS, VARIABLE_COLUMN_IDS);

  const hidden = hiddenNamesFromConfig();
  const filters = variableFilterParams(search);
  const list = useQueryRegion(variablesQueries(search).list);
  // A failed count of the hidden matches leaves the server's count: the failure is notified.
  const hiddenMatches = useQuery(hiddenMatchesQuery(filters, hidden));
  const page = list.data;
  const rows = page ? visibleVariables(page.data, hidden) : [];
  const counted = page !== undefined && !hiddenMatches.isPending;
  const count = page ? page.total_count - (hiddenMatches.data ?? 0) : 0;
  const exportUnavailable = !counted
    ? t('variables.export.unavailable')
    : count === 0
      ? t('variables.export.nothing')
      : null;

  const go = (next: VariablesSearch) => onSearchChange(cleanSearch(next, VARIABLES_SEARCH_DEFAULTS));
  const filter = (patch: Partial<VariablesSearch>, options?: { replace?: boolean }) =>
    onSearchChange(withVariablesFilter(search, patch), options);

  return (
    <Stack gap="md">
      <VariablesFilters search={search} onFilter={filter} onReset={() => go(withoutVariableFilters(search))} />
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" fw={500} aria-live="polite">
          {counted ? t('variables.list.count', { count }) : null}
        </Text>
        <VariablesActions projectId={search.projectId} />
      </Group>
      <DataTable
        label={t('variables.list.table.label')}
        columns={columns}
        defaultColumnIds={DEFAULT_VARIABLE_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        sort={variablesSortOf(search)}
        onSortChange={(sort) => onSearchChange(withVariablesSort(search, sort))}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_VARIABLE_PAGE_SIZE,
          // The server's rows, hidden ones included, so that every visible row has its page.
          total: page?.total_count ?? 0,
          hidden: hiddenMatches.data ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: list, what: t('variables.list.region') }}
        emptyText={page && page.data.length > 0 ? t('variables.list.emptyHiddenPage') : t('variables.list.empty')}
        toolbar={<VariablesExportButton params={filters} count={count} unavailableReason={exportUnavailable} />}
      />
    </Stack>
  );
}
