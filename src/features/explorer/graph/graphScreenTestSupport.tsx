import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import type { MockDatabase } from '../../../../mocks/db/database';
import type { GraphRow } from '../../../../mocks/db/explorer';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { currentUserQueryOptions } from '../../../entities/users/currentUser';
import { renderWithApp } from '../../../test/renderWithApp';
import { explorerSearchSchema } from '../period/explorerSearch';
import { graphPageQueries } from './graphPageQueries';
import { GraphScreen } from './GraphScreen';

/** The graph page's route as the app declares it (search, prefetch, screen) and a stand-in dashboard page. */
function graphPageTree() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: Outlet,
  });
  const graph = createRoute({
    getParentRoute: () => root,
    path: '/data-explorer/graph/$dashId/$graphId',
    validateSearch: explorerSearchSchema,
    loader: ({ context, params }) =>
      prefetchQueries(context.queryClient, graphPageQueries(Number(params.dashId), Number(params.graphId))),
    component: function GraphPage() {
      const params = useParams({ strict: false });
      const search = graph.useSearch();
      const navigate = useNavigate();
      return (
        <GraphScreen
          dashId={Number(params.dashId)}
          graphId={Number(params.graphId)}
          search={search}
          onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })}
          onDeleted={() => void navigate({ href: `/data-explorer/dash/${params.dashId}`, ignoreBlocker: true })}
        />
      );
    },
  });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/data-explorer/dash/$dashId',
    component: () => <p>Dashboard page</p>,
  });
  return root.addChildren([graph, dashboard]);
}

export function renderGraphPage(url: string, locale: 'en' | 'fr' = 'en') {
  return renderWithApp(graphPageTree(), { url, locale });
}

/** A seeded graph of the kind, on a dashboard with a project, and its page's path. */
export function seededGraph(db: MockDatabase, kind: GraphRow['frontConfig']['type'] = 'time-series') {
  const graph = db.graphs.find((row) => {
    const dashboard = db.dashboards.find((candidate) => candidate.id === row.dashboardId);
    return row.frontConfig.type === kind && dashboard?.projectId !== null && row.graphVariables.length >= 1;
  });
  if (!graph) throw new Error(`no seeded ${kind} graph`);
  return { graph, path: `/data-explorer/graph/${graph.dashboardId}/${graph.id}` };
}
