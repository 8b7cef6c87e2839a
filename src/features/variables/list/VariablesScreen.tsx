import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { listView } from '../../../ui/DataTable/listView';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import type { Variable } from '../../../entities/variables/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { ListTable } from '../../../entities/users/ListTable';
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
import { variableFilterParams, variablesSearch } from './variablesSearch';

const columnSet = {
  tableId: VARIABLES_TABLE_ID,
  columnIds: VARIABLE_COLUMN_IDS,
  defaultColumnIds: DEFAULT_VARIABLE_COLUMN_IDS,
};
const rowKey = (variable: Variable) => variable.id;

const route = getRouteApi('/_auth/automatic-variables/');

/**
 * spec 000 §2 automatic-variables, the list by default: the variables of the user's structure,
 * filtered, sorted and paged by the server (spec 000 §7 GET variables), each name leading to its
 * editor, the actions on a project the user may take, and the CSV export. The whole view is the
 * URL's search (variablesSearch.ts), so a copied link reopens the same rows. While a page loads
 * the previous rows stay; a failed read shows as a failure with Retry, never as "no variables".
 */
export function VariablesScreen(): ReactElement {
  const view = listView(variablesSearch, useRouteSearch(route.useSearch()));
  const { search } = view;
  const t = useMessage();
  const user = useCurrentUser();
  const columns = useVariableColumns({
    projectId: search.projectId,
    canEdit: hasPermission(user, 'variable_configuration_manage'),
  });

  const hidden = hiddenNamesFromConfig();
  const filters = variableFilterParams(search);
  const list = useQueryRegion(variablesQueries(search).list);
  // A failed count of the hidden matches leaves the server's count: the failure is notified.
  const hiddenMatches = useQuery(hiddenMatchesQuery(filters, hidden));
  const page = list.data;
  const hiddenCount = hiddenMatches.isPending ? null : (hiddenMatches.data ?? 0);
  const counted = page !== undefined && hiddenCount !== null;
  const count = page ? page.total_count - (hiddenMatches.data ?? 0) : 0;
  const exportUnavailable = !counted
    ? t('variables.export.unavailable')
    : count === 0
      ? t('variables.export.nothing')
      : null;

  return (
    <Stack gap="md">
      <VariablesFilters search={search} onFilter={view.setFilter} onReset={view.clearFilters} />
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        // The server's rows, hidden ones included, page the list, so that every visible row has its page.
        visibleRows={(rows) => visibleVariables(rows, hidden)}
        hidden={hiddenCount}
        label={t('variables.list.table.label')}
        what={t('variables.list.region')}
        countText={(count) => t('variables.list.count', { count })}
        emptyText={page && page.data.length > 0 ? t('variables.list.emptyHiddenPage') : t('variables.list.empty')}
        aside={<VariablesActions projectId={search.projectId} />}
        toolbar={<VariablesExportButton params={filters} count={count} unavailableReason={exportUnavailable} />}
      />
    </Stack>
  );
}
