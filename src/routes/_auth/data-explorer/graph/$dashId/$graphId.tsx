import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { GraphScreen } from '../../../../../features/explorer/graph/GraphScreen';
import { graphPageQueries } from '../../../../../features/explorer/graph/graphPageQueries';
import { explorerSearchSchema } from '../../../../../features/explorer/period/explorerSearch';
import { parseIdParams } from '../../../../-params';

/**
 * spec 000 §2 data-explorer/graph/{dashId}/{graphId}: one graph, its period and overlay in the URL
 * (a copied link reopens the same view), its exports and its editor.
 */
export const Route = createFileRoute('/_auth/data-explorer/graph/$dashId/$graphId')({
  staticData: { titleId: 'page.graph', parent: '/data-explorer/dash/$dashId', permission: 'data_explorer_view' },
  params: parseIdParams('dashId', 'graphId'),
  validateSearch: explorerSearchSchema,
  // Prefetched, not awaited: a missing graph (GRAPH_NOT_FOUND) is explained by the screen.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, graphPageQueries(params.dashId, params.graphId));
  },
  component: GraphScreen,
});
