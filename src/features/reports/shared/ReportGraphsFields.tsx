import { Checkbox, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../entities/explorer/api';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useReportDashboards } from './reportDashboards';
import { useReportDashboard } from './useReportDashboard';

/** The project, dashboard and graphs a report shows (spec 001 §3 Report, §5 report form). */
export interface ReportGraphsValue {
  project: number | null;
  dashboard: number | null;
  /** Graphs of `dashboard`, by id. */
  graphs: number[];
}

export interface ReportGraphsFieldsProps {
  value: ReportGraphsValue;
  /** A new dashboard clears the graphs (they are its own); a new project keeps the dashboard. */
  onChange: (next: ReportGraphsValue) => void;
  onBlur?: () => void;
  /** Translated error texts, shown under their field and in its accessible description. */
  errors?: Partial<Record<keyof ReportGraphsValue, string>>;
  disabled?: boolean;
  /** DOM id prefix, so that a form can focus the first field in error (`${idPrefix}-project`…). */
  idPrefix?: string;
}

function dashboardOptions(dashboards: readonly Dashboard[], projectId: number | null, own: string, other: string) {
  const toOption = (dashboard: Dashboard) => ({ value: String(dashboard.id), label: dashboard.name });
  if (projectId === null) return dashboards.map(toOption);
  const mine = dashboards.filter((dashboard) => dashboard.project?.id === projectId);
  const others = dashboards.filter((dashboard) => dashboard.project?.id !== projectId);
  return [
    ...(mine.length > 0 ? [{ group: own, items: mine.map(toOption) }] : []),
    ...(others.length > 0 ? [{ group: other, items: others.map(toOption) }] : []),
  ];
}

/**
 * The project → dashboard → graphs group of a report form (on-demand and scheduled reports). A
 * controlled group: with react-hook-form, `watch` the three fields and `setValue` them on change
 * (see onDemand/ReportForm.tsx). The dashboard's graphs are read only once a dashboard is chosen
 * (spec 001 §5: no dashboard, no call), and offered as checkboxes named as on the dashboard.
 * The project's own dashboards come first; a report may also show another project's dashboard.
 * Neither lists the hidden test clients' projects nor their dashboards (spec 001 §6).
 */
export function ReportGraphsFields({
  value,
  onChange,
  onBlur,
  errors = {},
  disabled = false,
  idPrefix = 'report',
}: ReportGraphsFieldsProps) {
  const t = useMessage();
  const structure = useQuery(structureChoicesQuery());
  const dashboards = useReportDashboards();
  const chosen = useReportDashboard(value.dashboard);
  const projects = structure.data?.projects ?? [];
  const projectName = projects.find((project) => project.id === value.project)?.name ?? '';
  const dashboardData = dashboardOptions(
    dashboards.dashboards,
    value.project,
    t('report.shared.ownDashboards', { project: projectName }),
    t('report.shared.otherDashboards'),
  );
  const listFailed = structure.isError || dashboards.isError;

  return (
    <Stack gap="sm">
      <Group gap="md" align="start" grow wrap="wrap">
        <Select
          id={`${idPrefix}-project`}
          label={t('report.shared.project')}
          placeholder={t('report.shared.choose')}
          nothingFoundMessage={t('report.shared.nothingFound')}
          required
          searchable
          clearable
          disabled={disabled || structure.isPending}
          data={projects.map((project) => ({ value: String(project.id), label: project.name }))}
          value={value.project === null ? null : String(value.project)}
          onChange={(next) => {
            const project = next === null ? null : Number(next);
            if (project !== value.project) onChange({ project, dashboard: value.dashboard, graphs: value.graphs });
          }}
          onBlur={onBlur}
          error={errors.project}
          miw={220}
        />
        <Select
          id={`${idPrefix}-dashboard`}
          label={t('report.shared.dashboard')}
          placeholder={t('report.shared.choose')}
          nothingFoundMessage={t('report.shared.nothingFound')}
          required
          searchable
          clearable
          disabled={disabled || dashboards.isPending}
          data={dashboardData}
          value={value.dashboard === null ? null : String(value.dashboard)}
          onChange={(next) => {
            const dashboard = next === null ? null : Number(next);
            if (dashboard !== value.dashboard) onChange({ project: value.project, dashboard, graphs: [] });
          }}
          onBlur={onBlur}
          error={errors.dashboard}
          miw={220}
        />
      </Group>
      {listFailed ? (
        <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
          {t('report.shared.choicesFailed')}
        </Text>
      ) : null}
      <Checkbox.Group
        id={`${idPrefix}-graphs`}
        label={t('report.shared.graphs')}
        description={value.dashboard === null ? t('report.shared.chooseDashboardFirst') : undefined}
        required
        value={value.graphs.map(String)}
        onChange={(next) => onChange({ ...value, graphs: next.map(Number) })}
        error={errors.graphs}
      >
        {value.dashboard === null ? null : (
          <DataRegion
            region={chosen}
            what={t('report.shared.graphsWhat')}
            placeholder={<Skeleton h={60} />}
            isEmpty={(dashboard) => (dashboard?.graphs.length ?? 0) === 0}
            empty={
              <Text size="sm" c="dimmed" mt="xs">
                {t('report.shared.noGraphs')}
              </Text>
            }
          >
            {(dashboard) => (
              <Group gap="lg" mt="xs" wrap="wrap">
                {[...(dashboard?.graphs ?? [])]
                  .sort((left, right) => left.row - right.row)
                  .map((graph) => (
                    <Checkbox
                      key={graph.id}
                      value={String(graph.id)}
                      label={graph.name}
                      disabled={disabled}
                      onBlur={onBlur}
                    />
                  ))}
              </Group>
            )}
          </DataRegion>
        )}
      </Checkbox.Group>
    </Stack>
  );
}
