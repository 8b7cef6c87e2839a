import { Button, Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState, type ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { listView } from '../../../ui/DataTable/listView';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { PagedListTable } from '../../../ui/DataTable/PagedListTable';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import type { Dashboard } from '../../../entities/explorer/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { CreateDashboardDialog } from './CreateDashboardDialog';
import { DashboardActionsMenu } from './DashboardActionsMenu';
import { DEFAULT_DASHBOARD_COLUMN_IDS, useDashboardColumns } from './dashboardColumns';
import { DashboardDialogs, type DashboardDialog } from './DashboardDialogs';
import { dashboardListQuery } from './dashboardListQueries';
import { dashboardListSearch } from './dashboardListSearch';
import { visibleDashboards } from '../../../entities/explorer/visibleDashboards';

const rowKey = (dashboard: Dashboard) => dashboard.id;

const route = getRouteApi('/_auth/data-explorer/');

/**
 * spec 000 §2 data-explorer: the dashboards (GET dashboard, paged, sorted and filtered by name on
 * the server), each name opening it. With data_explorer_manage: create, rename, duplicate and
 * delete; after a create or a duplicate the new dashboard opens, after a delete the list stays.
 * A customer's API answers only their client's dashboards.
 */
export function DashboardListScreen(): ReactElement {
  const view = listView(dashboardListSearch, useRouteSearch(route.useSearch()));
  const { search } = view;
  const t = useMessage();
  const navigate = route.useNavigate();
  const canManage = hasPermission(useCurrentUser(), 'data_explorer_manage');
  const list = useQueryRegion(dashboardListQuery(search));
  const hidden = hiddenNamesFromConfig();
  const page = list.data;
  const hiddenOnPage = page ? page.data.length - visibleDashboards(page.data, hidden).length : 0;
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
          onSearch={(name) => view.setFilter({ name }, { replace: true })}
          w={260}
        />
      </Group>
      <PagedListTable
        view={view}
        region={list}
        columns={columns}
        defaultColumnIds={DEFAULT_DASHBOARD_COLUMN_IDS}
        rowKey={rowKey}
        visibleRows={(rows) => visibleDashboards(rows, hidden)}
        hidden={hiddenOnPage}
        label={t('explorerList.table')}
        what={t('explorerList.region')}
        countText={(count) => t('explorerList.count', { count })}
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
