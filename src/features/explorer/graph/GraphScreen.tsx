import { Alert as Notice, Group, Skeleton, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { isApiError } from '../../../api/apiError';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { useEntityName } from '../../../ui/EntityNames';
import { hasPermission } from '../../../lib/permissions';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { RegionLoading } from '../../../ui/DataRegion/RegionLoading';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';
import { dateRangeFromSearch, dateRangeToSearch } from '../../../ui/DateRangePicker/dateRangeValue';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';
import { GraphPanel } from '../../../entities/explorer/charts/GraphPanel';
import { GraphExportMenu } from '../../../entities/explorer/export/GraphExportMenu';
import { dashboardPeriodValue } from '../dashboard/dashboardPeriod';
import { ExplorerPeriodBar } from '../period/ExplorerPeriodBar';
import { useResolvedPeriod } from '../period/useResolvedPeriod';
import { formulaLinkOf } from './formulaLink';
import { GraphEditorForm } from './GraphEditorForm';
import { graphPageQueries } from './graphPageQueries';

const route = getRouteApi('/_auth/data-explorer/graph/$dashId/$graphId');

/**
 * spec 000 §2 data-explorer/graph/{dashId}/{graphId}: one graph drawn at full density (up to
 * 10,000 points per series) over the period and overlay of the URL, its exports, and its editor.
 * Without data_explorer_manage the editor is read-only.
 */
export function GraphScreen(): ReactElement {
  const { dashId, graphId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = useMessage();
  const user = useCurrentUser();
  const readOnly = !hasPermission(user, 'data_explorer_manage');
  const canEditFormulas = hasPermission(user, 'variable_configuration_manage');
  const queries = graphPageQueries(dashId, graphId);
  const graph = useQueryRegion(queries.graph);
  const dashboard = useQueryRegion(queries.dashboard);
  const aggregations = useQueryRegion(queries.aggregations);
  const units = useQueryRegion(queries.units);
  const [drawn, setDrawn] = useState<DrawnGraph | null>(null);
  // The URL's period, else the dashboard's default, as on the dashboard: a graph opened by its link
  // shows what it shows there. Until the dashboard is read, the chart waits rather than draw the
  // default two weeks first.
  const value = dashboardPeriodValue(search, dashboard.data);
  const periodKnown = dateRangeFromSearch(search) !== null || dashboard.state !== 'loading';
  const period = useResolvedPeriod(value);

  const dashboardName = dashboard.data?.name ?? graph.data?.dashboard.name ?? null;
  useEntityName('/data-explorer/dash/$dashId', dashboardName);
  useEntityName('/data-explorer/graph/$dashId/$graphId', graph.data?.name);
  const dashboardSearch = { range: search.range, start: search.start, end: search.end, overlay: search.overlay };
  // The graph was deleted: back to its dashboard, with the same period and overlay.
  const onDeleted = () =>
    void navigate({
      to: '/data-explorer/dash/$dashId',
      params: { dashId },
      search: dashboardSearch,
      ignoreBlocker: true,
    });
  const back = (
    <AnchorLink size="sm" to="/data-explorer/dash/$dashId" params={{ dashId }} search={dashboardSearch}>
      {dashboardName ? t('graphEditor.back', { dashboard: dashboardName }) : t('graphEditor.backToDashboard')}
    </AnchorLink>
  );

  if (graph.state === 'failed') {
    if (isApiError(graph.error) && graph.error.has('GRAPH_NOT_FOUND'))
      return (
        <Stack gap="md">
          {back}
          <Notice color="gray" variant="outline" title={t('graphEditor.notFound')}>
            {t('error.GRAPH_NOT_FOUND')}
          </Notice>
        </Stack>
      );
    return (
      <Stack gap="md">
        {back}
        <RegionFailure what={t('graphEditor.region.graph')} error={graph.error} onRetry={graph.retry} />
      </Stack>
    );
  }
  if (graph.state === 'loading')
    return (
      <Stack gap="md">
        {back}
        <RegionLoading slow={graph.slow} placeholder={<Skeleton h={480} />} />
      </Stack>
    );

  const shown = graph.data;
  const project = dashboard.data?.project ?? null;
  const choicesFailed = [aggregations, units].find((region) => region.state === 'failed');

  return (
    <Stack gap="md">
      {back}
      {/* The graph's name is the page's title (the shell's heading and breadcrumb). */}
      <Group justify="flex-end" align="center" wrap="wrap" gap="md">
        <GraphExportMenu drawn={drawn} name={graph.data?.name} />
      </Group>
      {graph.state === 'stale' ? (
        <RegionStaleLine
          what={t('graphEditor.region.graph')}
          error={graph.error}
          updatedAt={graph.updatedAt}
          onRetry={graph.retry}
        />
      ) : null}
      <ExplorerPeriodBar
        value={value}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...dateRangeToSearch(next) }) })}
        overlay={search.overlay}
        onOverlayChange={(overlay) => void navigate({ search: (prev) => ({ ...prev, overlay }) })}
      />
      {periodKnown ? (
        <GraphPanel
          graph={shown}
          period={period}
          overlay={search.overlay}
          density="full"
          height={420}
          onDrawn={setDrawn}
          events={{
            shown: search.events !== 'off',
            onShownChange: (shown) =>
              void navigate({ search: (prev) => ({ ...prev, events: shown ? undefined : 'off' }), replace: true }),
            onOpen: (eventId) => void navigate({ to: '/events/details/$eventId', params: { eventId } }),
          }}
        />
      ) : (
        <RegionLoading slow={false} placeholder={<Skeleton h={420} />} />
      )}
      {dashboard.state === 'failed' ? (
        // The editor works without it: the picker then starts on no project, and formulas have no link.
        <RegionFailure what={t('graphEditor.region.dashboard')} error={dashboard.error} onRetry={dashboard.retry} />
      ) : null}
      {choicesFailed && choicesFailed.state === 'failed' ? (
        <RegionFailure
          what={t('graphEditor.region.choices')}
          error={choicesFailed.error}
          onRetry={choicesFailed.retry}
        />
      ) : !aggregations.data || !units.data || dashboard.state === 'loading' ? (
        <RegionLoading slow={false} placeholder={<Skeleton h={320} />} />
      ) : (
        <GraphEditorForm
          // Another graph: a new form with its own defaults and draft.
          key={shown.id}
          graph={shown}
          initialScope={
            project ? { clientId: project.place.client.id, placeId: project.place.id, projectId: project.id } : {}
          }
          aggregations={aggregations.data.data}
          units={units.data.data}
          period={period}
          formulaLinkOf={(variable) =>
            formulaLinkOf(variable, {
              projectId: project?.id ?? null,
              dashboardId: dashId,
              graphId,
              search,
              canEditFormulas,
            })
          }
          readOnly={readOnly}
          onDeleted={onDeleted}
        />
      )}
    </Stack>
  );
}
