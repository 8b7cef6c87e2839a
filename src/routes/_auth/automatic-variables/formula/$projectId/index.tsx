import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { NewFormulaScreen } from '../../../../../features/variables/formula/FormulaScreen';
import { formulaScreenQueries } from '../../../../../features/variables/formula/formulaQueries';
import { formulaSearchSchema } from '../../../../../features/variables/formula/formulaSearch';
import { parseIdParams } from '../../../../-params';

/**
 * spec 000 §2 automatic-variables/formula/{projectId}: a new formula in the project. Search:
 * graphId and dashboardId (the graph it was opened from), goBack (a route name or an internal
 * path to return to after saving), and the test's mode and period (formulaSearch.ts).
 */
export const Route = createFileRoute('/_auth/automatic-variables/formula/$projectId/')({
  staticData: {
    titleId: 'page.createFormula',
    parent: '/automatic-variables',
    permission: 'variable_configuration_manage',
  },
  params: parseIdParams('projectId'),
  validateSearch: formulaSearchSchema,
  // Prefetched, not awaited: the screen shows its loading state and joins the same reads.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, formulaScreenQueries(params.projectId));
  },
  component: NewFormulaScreen,
});
