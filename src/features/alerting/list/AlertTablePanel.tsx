import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { listView } from '../../../ui/DataTable/listView';
import { alertsResource, projectAlertsResource, type Alert } from '../../../entities/alerting/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { ListTable } from '../../../entities/users/ListTable';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { AlertsExportButton } from '../export/AlertsExportButton';
import { visibleAlerts } from '../export/hiddenAlerts';
import { ALERT_COLUMN_IDS, ALERT_TABLE_IDS, DEFAULT_ALERT_COLUMN_IDS, useAlertColumns } from './alertColumns';
import { AlertListFilters } from './AlertListFilters';
import { alertListQuery } from './alertListQueries';
import { alertFilterParams, alertListSearch, type AlertTableTab } from './alertListSearch';
import { AlertRowActions } from './AlertRowActions';
import { hiddenAlertMatchesQuery } from './hiddenAlertMatches';

const rowKey = (alert: Alert) => alert.id;
const route = getRouteApi('/_auth/alerting-config/');

export interface AlertTablePanelProps {
  tab: AlertTableTab;
}

/**
 * One list tab: the standard alerts (GET alerts) or the project alerts (GET project-alerts),
 * filtered, sorted and paged by the server, with the row actions of a user who may manage the
 * configuration and the CSV export. A write changes its row in place (the resource's cache
 * rules, src/api/resource.ts) before the list is read again; the API layer notifies the outcome.
 */
export function AlertTablePanel({ tab }: AlertTablePanelProps) {
  const view = listView(alertListSearch, useRouteSearch(route.useSearch()));
  const { search } = view;
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'alerting_configuration_manage');
  const columnSet = {
    tableId: ALERT_TABLE_IDS[tab],
    columnIds: ALERT_COLUMN_IDS,
    defaultColumnIds: DEFAULT_ALERT_COLUMN_IDS[tab],
  };
  const hidden = hiddenNamesFromConfig();
  const params = alertFilterParams(search, tab);
  const list = useQueryRegion(alertListQuery(search, tab));
  // A failed count of the hidden matches leaves the server's count: the failure is notified.
  const hiddenMatches = useQuery(hiddenAlertMatchesQuery(params, tab, hidden));
  const page = list.data;
  const hiddenCount = hiddenMatches.isPending ? null : (hiddenMatches.data ?? 0);
  const counted = page !== undefined && hiddenCount !== null;
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

  return (
    <Stack gap="md">
      <AlertListFilters tab={tab} search={search} onFilter={view.setFilter} onReset={view.clearFilters} />
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        // The server's rows, hidden ones included, page the list, so that every visible row has its page.
        visibleRows={(rows) => visibleAlerts(rows, hidden)}
        hidden={hiddenCount}
        label={t(tab === 'standard' ? 'alertList.table.standard' : 'alertList.table.specific')}
        what={t(tab === 'standard' ? 'alertList.region.standard' : 'alertList.region.specific')}
        countText={(count) => t('alertList.count', { count })}
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
