import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, type ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { listView } from '../../../ui/DataTable/listView';
import { ListTable } from '../../../entities/users/ListTable';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import type { VariableOperation } from '../../../entities/variables/api';
import { ProjectHeading } from '../addToProject/ProjectHeading';
import { HistoryFilters } from './HistoryFilters';
import { DEFAULT_HISTORY_COLUMN_IDS, HISTORY_COLUMN_IDS, HISTORY_TABLE_ID, useHistoryColumns } from './historyColumns';
import { historyQueries } from './historyQueries';
import { historySearch } from './historySearch';

const columnSet = {
  tableId: HISTORY_TABLE_ID,
  columnIds: HISTORY_COLUMN_IDS,
  defaultColumnIds: DEFAULT_HISTORY_COLUMN_IDS,
};
const rowKey = (row: VariableOperation) => row.id;

const route = getRouteApi('/_auth/automatic-variables/historychangevar/$projectId');

/**
 * spec 000 §2 automatic-variables/historychangevar/{projectId}: the changes of the project's
 * variables (§3 history row, §7 GET variables/operations), newest first, paged by the server,
 * filtered by variable, operation and period, all in the URL. The variable column adds each
 * variable's current name when it is still in the project (one read of the project's variables);
 * a deleted or detached one shows by its number, and the row's old and new names say the rest.
 */
export function VariableHistoryScreen(): ReactElement {
  const { projectId } = route.useParams();
  const view = listView(historySearch, useRouteSearch(route.useSearch()));
  const { search } = view;
  const t = useMessage();
  const queries = historyQueries(projectId, search);
  const history = useQueryRegion(queries.history);
  const names = useQuery(queries.names);
  const currentNames = useMemo(
    () => new Map((names.data?.data ?? []).map((variable) => [variable.id, variable.name])),
    [names.data],
  );
  const { setFilter } = view;
  const showVariable = useCallback((variableId: number) => setFilter({ variableId }), [setFilter]);
  const columns = useHistoryColumns({ currentNames, onShowVariable: showVariable });

  return (
    <Stack gap="md">
      <ProjectHeading projectId={projectId} />
      <HistoryFilters projectId={projectId} search={search} onFilter={view.setFilter} onReset={view.clearFilters} />
      <ListTable
        view={view}
        region={history}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        label={t('variables.history.table.label')}
        what={t('variables.history.region')}
        countText={(count) => t('variables.history.count', { count })}
        emptyText={t('variables.history.empty')}
      />
    </Stack>
  );
}
