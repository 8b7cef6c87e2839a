import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { VariablesScreen } from '../../../features/variables/list/VariablesScreen';
import { variablesQueries } from '../../../features/variables/list/variablesQueries';
import { variablesSearchSchema } from '../../../features/variables/list/variablesSearch';

/**
 * spec 000 §2 automatic-variables: the variables list by default; every filter, page and sort
 * lives in the URL. `projectId` is also what the home's "days of delay" count links to
 * (src/features/home/homeRows.ts countLink); a malformed value is dropped, not refused.
 */
export const Route = createFileRoute('/_auth/automatic-variables/')({
  staticData: { titleId: 'page.variables', permission: 'variable_configuration_view_page' },
  validateSearch: variablesSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the screen shows its frame at once and the rows as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, variablesQueries(deps.search));
  },
  component: VariablesScreen,
});
