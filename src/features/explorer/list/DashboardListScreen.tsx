import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { cleanSearch } from '../../../lib/searchParams';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import type { Dashboard } from '../../../entities/explorer/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { CreateDashboardDialog } from './CreateDashboardDialog';
import { DashboardActionsMenu } from './DashboardActionsMenu';
import { DEFAULT_DASHBOARD_COLUMN_IDS, useDashboardColumns } from './dashboardColumns';
import { DashboardDialogs, type DashboardDialog } from './DashboardDialogs';
import { dashboardListQuery } from './dashboardListQueries';
import {
  DASHBOARD_LIST_SEARCH_DEFAULTS,
  DASHBOARD_PAGE_SIZES,
  dashboardListSortOf,
  DEFAULT_DASHBOARD_PAGE_SIZE,
  withDashboardListFilter,
  withDashboardListSort,
  type DashboardListSearch,
} from './dashboardListSearch';
import { visibleDashboards } from './visibleDashboards';

const PAGE_SIZES = [...DASHBOARD_PAGE_SIZES];
const rowKey = (dashboard: Dashboard) => dashboard.id;
const isPageSize = (size: number) => DASHBOARD_PAGE_SIZES.find((known) => known === size);

export interface DashboardListScreenProps {
  search: DashboardListSearch;
  /** `replace` while typing, so that each pause in the name filter is not a history entry. */
  onSearchChange: (next: DashboardListSearch, options?: { replace?: boolean }) => void;
}

/**
 * spec 000 §2 data-explorer: the dashboards (GET dashboard, paged, sorted and filtered by name on
 * the server), each name opening it. With data_explorer_manage: create, rename, duplicate and
 * delete; after a create or a duplicate the new dashboard opens, after a delete the list stays.
 * A customer's API answers only their client's dashboards.
 */
export function DashboardListScreen({ search, onSearchChange }: DashboardListScreenProps) {
  const t = useMessage();
  const navigate = useNavigate();
  const canManage = hasPermission(useCurrentUser(), 'data_explorer_manage');
  const list = useQueryRegion(dashboardListQuery(search));
  const page = list.data;
  const rows = page ? visibleDashboards(page.data, hiddenNamesFromConfig()) : [];
  const hiddenOnPage = page ? page.data.length - rows.length : 0;
  const count = page ? page.total_count - hiddenOnPage : 0;
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<DashboardDialog>(null);

  const open = useCallback(
    (dashboard: Dashboard) => void navigate({ to: '/data-explorer/dash/$dashId', params: { dashId: dashboard.id } }),
    [navigate],
  );
  const actions = useCallback(
    (dashboard: Dashboard) => <DashboardActionsMenu dashboard={dashboard} onAction={setDialog} />,
    [],
  );
  const columns = useDashboardColumns(canManage ? actions : null);
  const go = (next: DashboardListSearch) => onSearchChange(cleanSearch(next, DASHBOARD_LIST_SEARCH_DEFAULTS));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {t('explorerList.hint')}
        </Text>
        {canManage ? <Button onClick={() => setCreating(true)}>{t('explorerList.create')}</Button> : null}
      </Group>
      <Group component="section" aria-label={t('explorerList.filters.label')} gap="sm" align="end">
        <DebouncedTextFilter
          label={t('explorerList.filter.name')}
          value={search.name}
          onSearch={(name) => onSearchChange(withDashboardListFilter(search, { name }), { replace: true })}
          w={260}
        />
        <Text size="sm" fw={500} aria-live="polite" ml="auto">
          {page ? t('explorerList.count', { count }) : null}
        </Text>
      </Group>
      <DataTable
        label={t('explorerList.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_DASHBOARD_COLUMN_IDS}
        rows={rows}
        rowKey={rowKey}
        sort={dashboardListSortOf(search)}
        onSortChange={(sort) => onSearchChange(withDashboardListSort(search, sort))}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_DASHBOARD_PAGE_SIZE,
          total: page?.total_count ?? 0,
          hidden: hiddenOnPage,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: list, what: t('explorerList.region') }}
        emptyText={search.name ? t('explorerList.emptyFiltered') : t('explorerList.empty')}
      />
      {canManage ? (
        <>
          <CreateDashboardDialog
            opened={creating}
            onClose={() => setCreating(false)}
            onCreated={(dashboard) => {
              setCreating(false);
              open(dashboard);
            }}
          />
          <DashboardDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            onDuplicated={open}
            onDeleted={() => undefined}
          />
        </>
      ) : null}
    </Stack>
  );
}
