import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { dateRangeToSearch, isCustomRange } from '../../../ui/DateRangePicker/dateRangeValue';
import { dashboardsResource, type Dashboard, type Graph } from '../../../entities/explorer/api';
import { ChartViewContext, createChartViewKeepers } from '../../../entities/explorer/charts/chartView';
import { DashboardDialogs, type DashboardDialog } from '../list/DashboardDialogs';
import { dashboardUpdateOf } from '../list/dashboardUpdate';
import { ExplorerPeriodBar } from '../period/ExplorerPeriodBar';
import { useResolvedPeriod } from '../period/useResolvedPeriod';
import { refreshIntervalMs } from '../live/refreshInterval';
import { useLiveRefresh } from '../live/useLiveRefresh';
import type { ExplorerSearch } from '../period/explorerSearch';
import { AddGraphDialog } from './AddGraphDialog';
import { DashboardEmptyState } from './DashboardEmptyState';
import { DashboardGraphGrid } from './DashboardGraphGrid';
import { DashboardHeader } from './DashboardHeader';
import { DashboardLiveControls } from './DashboardLiveControls';
import { dashboardPeriodValue } from './dashboardPeriod';
import { DeleteGraphDialog } from './DeleteGraphDialog';
import { useDrawnGraphs } from './useDrawnGraphs';
import { useGraphOrder } from './useGraphOrder';

export interface DashboardViewProps {
  dashboard: Dashboard;
  search: ExplorerSearch;
  /** A change of the period or the overlay, applied to the search the router holds when it runs. */
  onSearchChange: (change: (current: ExplorerSearch) => ExplorerSearch) => void;
  canManage: boolean;
}

/** A dashboard as read: header, period bar, its graphs or the empty state, and the dialogs. */
export function DashboardView({ dashboard, search, onSearchChange, canManage }: DashboardViewProps) {
  const t = useMessage();
  const navigate = useNavigate();
  const value = dashboardPeriodValue(search, dashboard);
  // Refreshed on its interval and on new data; a shortcut rolls forward with each refresh.
  const live = useLiveRefresh(refreshIntervalMs(search.refresh));
  const period = useResolvedPeriod(value, live.asOf);
  const order = useGraphOrder(dashboard);
  const drawn = useDrawnGraphs(order.graphs);
  const [dialog, setDialog] = useState<DashboardDialog>(null);
  // Each graph's zoom and legend, kept across the refreshes (chartView.ts).
  const [viewKeepers] = useState(createChartViewKeepers);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Graph | null>(null);
  const saveDefault = dashboardsResource.useUpdate();
  const config = dashboard.dashboardFrontConfig ?? {};
  const shortcut = value && !isCustomRange(value) ? value.shortcut : null;
  const linkSearch = { range: search.range, start: search.start, end: search.end, overlay: search.overlay };

  const openDashboard = (copy: Dashboard) =>
    void navigate({ to: '/data-explorer/dash/$dashId', params: { dashId: copy.id }, search: linkSearch });
  const openGraph = (graph: Graph) =>
    void navigate({
      to: '/data-explorer/graph/$dashId/$graphId',
      params: { dashId: dashboard.id, graphId: graph.id },
      search: linkSearch,
    });

  return (
    <Stack gap="md">
      <DashboardHeader
        dashboard={dashboard}
        period={period}
        canManage={canManage}
        onAction={setDialog}
        onAddGraph={() => setAdding(true)}
        collect={drawn.collect}
        live={
          <DashboardLiveControls
            dashboard={dashboard}
            refresh={search.refresh}
            onRefreshChange={(refresh) => onSearchChange((current) => ({ ...current, refresh }))}
          />
        }
      />
      <Group align="flex-end" justify="space-between" gap="sm">
        <ExplorerPeriodBar
          value={value}
          onChange={(next) => onSearchChange((current) => ({ ...current, ...dateRangeToSearch(next) }))}
          overlay={search.overlay}
          onOverlayChange={(overlay) => onSearchChange((current) => ({ ...current, overlay }))}
        />
        {canManage && shortcut && config.dateRange !== shortcut ? (
          <Button
            variant="subtle"
            loading={saveDefault.isPending}
            onClick={() =>
              saveDefault.mutate({
                id: dashboard.id,
                input: dashboardUpdateOf(dashboard, { dashboardFrontConfig: { ...config, dateRange: shortcut } }),
              })
            }
          >
            {t('explorerDashboard.saveDefault')}
          </Button>
        ) : null}
      </Group>
      {order.graphs.length === 0 ? (
        <DashboardEmptyState onAddGraph={canManage ? () => setAdding(true) : null} />
      ) : (
        <ChartViewContext.Provider value={viewKeepers}>
          <DashboardGraphGrid
            dashId={dashboard.id}
            order={order}
            columns={config.columns}
            period={period}
            search={search}
            canManage={canManage}
            loadAll={drawn.loadAll}
            onDrawn={drawn.onDrawn}
            onDelete={setToDelete}
          />
        </ChartViewContext.Provider>
      )}
      {canManage ? (
        <>
          <AddGraphDialog
            dashboard={dashboard}
            opened={adding}
            onClose={() => setAdding(false)}
            onAdded={(graph) => {
              setAdding(false);
              openGraph(graph);
            }}
          />
          <DeleteGraphDialog graph={toDelete} onClose={() => setToDelete(null)} />
          <DashboardDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            onDuplicated={openDashboard}
            onDeleted={() => void navigate({ to: '/data-explorer' })}
          />
        </>
      ) : null}
    </Stack>
  );
}
