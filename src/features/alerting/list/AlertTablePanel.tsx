import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { cleanSearch } from '../../../lib/searchParams';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { alertsResource, projectAlertsResource, type Alert } from '../../../entities/alerting/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { AlertsExportButton } from '../export/AlertsExportButton';
import { visibleAlerts } from '../export/hiddenAlerts';
import { ALERT_COLUMN_IDS, ALERT_TABLE_IDS, DEFAULT_ALERT_COLUMN_IDS, useAlertColumns } from './alertColumns';
import { AlertListFilters } from './AlertListFilters';
import { alertListQuery } from './alertListQueries';
import {
  ALERT_LIST_SEARCH_DEFAULTS,
  ALERT_PAGE_SIZES,
  alertFilterParams,
  alertListSortOf,
  DEFAULT_ALERT_PAGE_SIZE,
  withAlertListFilter,
  withAlertListSort,
  withoutAlertListFilters,
  type AlertListSearch,
  type AlertTableTab,
} from './alertListSearch';
import { AlertRowActions } from './AlertRowActions';
import { hiddenAlertMatchesQuery } from './hiddenAlertMatches';

const PAGE_SIZES = [...ALERT_PAGE_SIZES];
const rowKey = (alert: Alert) => alert.id;
const isPageSize = (size: number) => ALERT_PAGE_SIZES.find((known) => known === size);

export interface AlertTablePanelProps {
  tab: AlertTableTab;
  search: AlertListSearch;
  onSearchChange: (next: AlertListSearch, options?: { replace?: boolean }) => void;
}

/**
 * One list tab: the standard alerts (GET alerts) or the project alerts (GET project-alerts),
 * filtered, sorted and paged by the server, with the row actions of a user who may manage the
 * configuration and the CSV export. A write changes its row in place (the resource's cache
 * rules, src/api/resource.ts) before the list is read again; the API layer notifies the outcome.
 */
export function AlertTablePanel({ tab, search, onSearchChange }: AlertTablePanelProps) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'alerting_configuration_manage');
  const columnChoice = useTableColumns(ALERT_TABLE_IDS[tab], DEFAULT_ALERT_COLUMN_IDS[tab], ALERT_COLUMN_IDS);
  const hidden = hiddenNamesFromConfig();
  const params = alertFilterParams(search, tab);
  const list = useQueryRegion(alertListQuery(search, tab));
  // A failed count of the hidden matches leaves the server's count: the failure is notified.
  const hiddenMatches = useQuery(hiddenAlertMatchesQuery(params, tab, hidden));
  const page = list.data;
  const rows = page ? visibleAlerts(page.data, hidden) : [];
  const counted = page !== undefined && !hiddenMatches.isPending;
  const count = page ? page.total_count - (hiddenMatches.data ?? 0) : 0;

  const updateAlert = alertsResource.useUpdate();
  const updateProjectAlert = projectAlertsResource.useUpdate();
  const update = tab === 'standard' ? updateAlert : updateProjectAlert;
  const remove = alertsResource.useRemove();
  const [toDelete, setToDelete] = useState<Alert | null>(null);
  const busyId = update.isPending ? update.variables.id : remove.isPending ? remove.variables : null;

  const { mutate: write } = update;
  // The row as read, through alertWriteSchema (the resource parses the payload): one field changed.
  const toggleMuted = useCallback(
    (alert: Alert) => write({ id: alert.id, input: { ...alert, enabled: !alert.enabled } }),
    [write],
  );
  const toggleArchived = useCallback(
    (alert: Alert) => write({ id: alert.id, input: { ...alert, archived: !alert.archived } }),
    [write],
  );
  const askDelete = tab === 'standard' ? setToDelete : undefined;
  const actions = useCallback(
    (alert: Alert) => (
      <AlertRowActions
        alert={alert}
        tab={tab}
        busy={busyId === alert.id}
        toggleMuted={toggleMuted}
        toggleArchived={toggleArchived}
        askDelete={askDelete}
      />
    ),
    [tab, busyId, toggleMuted, toggleArchived, askDelete],
  );
  const columns = useAlertColumns({ tab, actions: canManage ? actions : null });

  const exportUnavailable = !counted ? t('alertExport.unavailable') : count === 0 ? t('alertExport.nothing') : null;
  const go = (next: AlertListSearch) => onSearchChange(cleanSearch(next, ALERT_LIST_SEARCH_DEFAULTS));
  const filter = (patch: Partial<AlertListSearch>, options?: { replace?: boolean }) =>
    onSearchChange(withAlertListFilter(search, patch), options);

  return (
    <Stack gap="md">
      <AlertListFilters
        tab={tab}
        search={search}
        onFilter={filter}
        onReset={() => go(withoutAlertListFilters(search))}
      />
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" fw={500} aria-live="polite">
          {counted ? t('alertList.count', { count }) : null}
        </Text>
      </Group>
      <DataTable
        label={t(tab === 'standard' ? 'alertList.table.standard' : 'alertList.table.specific')}
        columns={columns}
        defaultColumnIds={DEFAULT_ALERT_COLUMN_IDS[tab]}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        sort={alertListSortOf(search)}
        onSortChange={(sort) => onSearchChange(withAlertListSort(search, sort))}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_ALERT_PAGE_SIZE,
          // The server's rows, hidden ones included, so that every visible row has its page.
          total: page?.total_count ?? 0,
          hidden: hiddenMatches.data ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{
          status: list,
          what: t(tab === 'standard' ? 'alertList.region.standard' : 'alertList.region.specific'),
        }}
        emptyText={page && page.data.length > 0 ? t('alertList.emptyHiddenPage') : t('alertList.empty')}
        toolbar={
          <AlertsExportButton
            source={tab === 'standard' ? { list: 'alerts', params } : { list: 'project-alerts', params }}
            count={count}
            unavailableReason={exportUnavailable}
          />
        }
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('alertList.delete.title')}
        message={t('alertList.delete.message', { name: toDelete?.name ?? '' })}
        confirmLabel={t('alertList.delete.confirm')}
        danger
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </Stack>
  );
}
