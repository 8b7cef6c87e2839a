import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { DateRange } from '../../../lib/dateRanges';
import type { Dashboard } from '../../../entities/explorer/api';
import type { DrawnGraph } from '../charts/drawnGraph';
import { DashboardExportButton } from '../export/DashboardExportButton';
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
}

/** The dashboard's name and project, its one-PDF export, and for a manager Add a graph and its actions. */
export function DashboardHeader({ dashboard, period, canManage, onAction, onAddGraph, collect }: DashboardHeaderProps) {
  const t = useMessage();
  const project = projectPath(dashboard);
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2} miw={0}>
        <Title order={2} size="h3">
          {dashboard.name}
        </Title>
        <Text size="sm" c="dimmed">
          {[project, t('explorerDashboard.graphCount', { count: dashboard.graphs.length })].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Group gap="xs">
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
