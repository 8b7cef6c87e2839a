import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { VariableHistoryScreen } from '../../../../features/variables/history/VariableHistoryScreen';
import { historyQueries } from '../../../../features/variables/history/historyQueries';
import { historySearchSchema } from '../../../../features/variables/history/historySearch';
import { parseIdParams } from '../../../-params';

/** spec 000 §2 historychangevar/{projectId}: the project's variable changes; filters and page in the URL. */
export const Route = createFileRoute('/_auth/automatic-variables/historychangevar/$projectId')({
  staticData: { titleId: 'page.variableHistory', parent: '/automatic-variables', permission: 'history_view' },
  params: parseIdParams('projectId'),
  validateSearch: historySearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetched, not awaited: the screen shows its frame at once and the rows as they come.
  loader: ({ context, params, deps }) => {
    void prefetchQueries(context.queryClient, historyQueries(params.projectId, deps.search));
  },
  component: VariableHistoryScreen,
});
