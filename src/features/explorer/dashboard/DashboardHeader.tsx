import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { useEntityName } from '../../../ui/EntityNames';
import type { DateRange } from '../../../lib/dateRanges';
import type { Dashboard } from '../../../entities/explorer/api';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';
import { DashboardExportButton } from '../../../entities/explorer/export/DashboardExportButton';
import { DashboardActionsMenu } from '../list/DashboardActionsMenu';
import { projectPath } from '../list/dashboardColumns';
import type { DashboardDialog } from '../list/DashboardDialogs';

export interface DashboardHeaderProps {
  dashboard: Dashboard;
  period: DateRange;
  canManage: boolean;
  onAction: (dialog: NonNullable<DashboardDialog>) => void;
  onAddGraph: () => void;
  collect: () => Promise<readonly DrawnGraph[]>;
  /** Its freshness, automatic refresh and wall display (DashboardLiveControls). */
  live?: ReactNode;
}

/**
 * The dashboard's project and graph count, its one-PDF export, and for a manager Add a graph and
 * its actions. Its name is the page's title (the shell's heading and breadcrumb).
 */
export function DashboardHeader(props: DashboardHeaderProps) {
  const { dashboard, period, canManage, onAction, onAddGraph, collect, live } = props;
  const t = useMessage();
  const project = projectPath(dashboard);
  useEntityName('/data-explorer/dash/$dashId', dashboard.name);
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Text size="sm" c="dimmed" miw={0}>
        {[project, t('explorerDashboard.graphCount', { count: dashboard.graphs.length })].filter(Boolean).join(' · ')}
      </Text>
      <Group gap="xs">
        {live}
        {dashboard.graphs.length > 0 ? (
          <DashboardExportButton title={dashboard.name} period={period} collect={collect} />
        ) : null}
        {canManage ? (
          <>
            <Button onClick={onAddGraph}>{t('explorerDashboard.addGraph')}</Button>
            <DashboardActionsMenu dashboard={dashboard} onAction={onAction} size="sm" />
          </>
        ) : null}
      </Group>
    </Group>
  );
}
