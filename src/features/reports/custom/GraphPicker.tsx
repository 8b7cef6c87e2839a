import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { useReportDashboards } from '../shared/reportDashboards';
import { useReportDashboard } from '../shared/useReportDashboard';
import type { CustomGraphValue } from './customForm';

export interface GraphPickerProps {
  projectId: number | null;
  /** Graphs already in the report: not offered again. */
  chosen: readonly number[];
  onAdd: (graph: CustomGraphValue) => void;
  disabled?: boolean;
}

/**
 * Adds a graph of any of the project's dashboards: the dashboard first, then one of its graphs.
 * The hidden test clients' dashboards are never offered (spec 001 §6).
 */
export function GraphPicker({ projectId, chosen, onAdd, disabled = false }: GraphPickerProps) {
  const t = useMessage();
  const [dashboardId, setDashboardId] = useState<number | null>(null);
  const [graphId, setGraphId] = useState<number | null>(null);
  const dashboards = useReportDashboards();
  const dashboard = useReportDashboard(dashboardId);
  const own = dashboards.dashboards.filter((row) => projectId !== null && row.project?.id === projectId);
  const graphs = [...(dashboard.data?.graphs ?? [])]
    .sort((left, right) => left.row - right.row)
    .filter((graph) => !chosen.includes(graph.id));
  const graph = graphs.find((row) => row.id === graphId);
  const off = disabled || projectId === null;

  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Select
        label={t('report.custom.picker.dashboard')}
        placeholder={t(projectId === null ? 'report.custom.picker.projectFirst' : 'report.custom.picker.choose')}
        nothingFoundMessage={t('report.custom.picker.noDashboard')}
        searchable
        disabled={off || dashboards.isPending}
        data={own.map((row) => ({ value: String(row.id), label: row.name }))}
        value={dashboardId === null ? null : String(dashboardId)}
        onChange={(value) => {
          setDashboardId(value === null ? null : Number(value));
          setGraphId(null);
        }}
        w={260}
      />
      <Select
        label={t('report.custom.picker.graph')}
        placeholder={t('report.custom.picker.choose')}
        nothingFoundMessage={t('report.custom.picker.noGraph')}
        searchable
        disabled={off || dashboardId === null || dashboard.state !== 'ready'}
        data={graphs.map((row) => ({ value: String(row.id), label: row.name }))}
        value={graphId === null ? null : String(graphId)}
        onChange={(value) => setGraphId(value === null ? null : Number(value))}
        w={260}
      />
      <Button
        variant="default"
        disabled={off || !graph || !dashboard.data}
        onClick={() => {
          if (!graph || !dashboard.data) return;
          onAdd({ graphId: graph.id, graphName: graph.name, dashboardName: dashboard.data.name, comment: '' });
          setGraphId(null);
        }}
      >
        {t('report.custom.picker.add')}
      </Button>
    </Group>
  );
}
