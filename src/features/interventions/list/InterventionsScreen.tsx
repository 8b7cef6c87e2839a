import { Button, Group, Stack, Tabs } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { cleanSearch } from '../../../lib/searchParams';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useTableColumns } from '../../../entities/users/tableColumns';
import type { Intervention } from '../../../entities/interventions/api';
import { DeleteInterventionDialog } from '../DeleteInterventionDialog';
import {
  DEFAULT_INTERVENTION_COLUMN_IDS,
  INTERVENTION_COLUMN_IDS,
  INTERVENTIONS_TABLE_ID,
  useInterventionColumns,
} from './interventionColumns';
import { InterventionsFilters } from './InterventionsFilters';
import { interventionsQueries } from './interventionsQueries';
import {
  DEFAULT_INTERVENTION_PAGE_SIZE,
  INTERVENTION_PAGE_SIZES,
  INTERVENTION_TABS,
  INTERVENTIONS_SEARCH_DEFAULTS,
  interventionsSortOf,
  withInterventionsFilter,
  withInterventionsSort,
  withInterventionsTab,
  type InterventionsSearch,
} from './interventionsSearch';
import { useInterventionRowActions } from './useInterventionRowActions';

const PAGE_SIZES = [...INTERVENTION_PAGE_SIZES];
const rowKey = (ticket: Intervention) => ticket.id;
const isPageSize = (size: number) => INTERVENTION_PAGE_SIZES.find((known) => known === size);

const route = getRouteApi('/_auth/interventions/');

/**
 * spec 001 §2 interventions: the current and the archived tickets as two tabs with their counts,
 * from the fetch-all's two calls (spec 001 §7: data and total_count, data_completed and
 * count_completed), filtered, sorted and paged by the server. A row's title opens its ticket. A
 * manager adds tickets, archives one (the completed status), reopens or deletes it; a reader sees
 * the lists only. A failed read shows in the table with Retry, never as an empty list.
 */
export function InterventionsScreen(): ReactElement {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (next: InterventionsSearch, options?: { replace?: boolean }) =>
    void navigate({ search: next, replace: options?.replace });
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'intervention_manage');
  const { actions, deleting, closeDelete } = useInterventionRowActions(canManage);
  const columns = useInterventionColumns(actions);
  const ids = canManage ? INTERVENTION_COLUMN_IDS : INTERVENTION_COLUMN_IDS.filter((id) => id !== 'actions');
  const columnChoice = useTableColumns(INTERVENTIONS_TABLE_ID, DEFAULT_INTERVENTION_COLUMN_IDS, ids);

  const all = useQueryRegion(interventionsQueries(search).all);
  const answer = all.data;
  const tab = search.tab ?? 'current';
  const rows = (tab === 'archived' ? answer?.data_completed : answer?.data) ?? [];
  const total = (tab === 'archived' ? answer?.count_completed : answer?.total_count) ?? 0;
  const counts = { current: answer?.total_count, archived: answer?.count_completed };

  const go = (next: InterventionsSearch) => onSearchChange(cleanSearch(next, INTERVENTIONS_SEARCH_DEFAULTS));
  const filter = (patch: Partial<InterventionsSearch>, options?: { replace?: boolean }) =>
    onSearchChange(withInterventionsFilter(search, patch), options);
  // Reset keeps what is not a filter: the tab, the sort and the page size.
  const reset = () => go({ tab: search.tab, sort: search.sort, pageSize: search.pageSize });

  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(value) =>
          onSearchChange(withInterventionsTab(search, value === 'archived' ? 'archived' : 'current'))
        }
        keepMounted={false}
      >
        <Group justify="space-between" align="end" wrap="wrap" gap="sm">
          <Tabs.List aria-label={t('intervention.tabs.label')}>
            {INTERVENTION_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {counts[name] === undefined
                  ? t(`intervention.tab.${name}`)
                  : t(`intervention.tab.${name}.count`, { count: counts[name] })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {canManage ? (
            <Button
              renderRoot={(props) => (
                <Link
                  to="/interventions/add"
                  search={search.projectId === undefined ? {} : { projectId: search.projectId }}
                  {...props}
                />
              )}
            >
              {t('intervention.add')}
            </Button>
          ) : null}
        </Group>
        {INTERVENTION_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <Stack gap="md">
              <InterventionsFilters search={search} onFilter={filter} onReset={reset} />
              <DataTable
                label={t(`intervention.table.${name}`)}
                columns={columns}
                defaultColumnIds={DEFAULT_INTERVENTION_COLUMN_IDS}
                visibleColumnIds={columnChoice.visibleColumnIds}
                onVisibleColumnIdsChange={(next) => columnChoice.setVisibleColumnIds(next)}
                rows={rows}
                rowKey={rowKey}
                sort={interventionsSortOf(search)}
                onSortChange={(sort) => onSearchChange(withInterventionsSort(search, sort))}
                paging={{
                  page: search.page ?? 1,
                  pageSize: search.pageSize ?? DEFAULT_INTERVENTION_PAGE_SIZE,
                  total,
                  pageSizes: PAGE_SIZES,
                  onPageChange: (page) => go({ ...search, page }),
                  onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
                }}
                region={{ status: all, what: t('intervention.region') }}
                emptyText={t(`intervention.empty.${name}`)}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <DeleteInterventionDialog ticket={deleting} onClose={closeDelete} />
    </Stack>
  );
}
