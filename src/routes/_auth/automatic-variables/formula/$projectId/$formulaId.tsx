import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { EditFormulaScreen } from '../../../../../features/variables/formula/FormulaScreen';
import { formulaScreenQueries } from '../../../../../features/variables/formula/formulaQueries';
import { formulaSearchSchema } from '../../../../../features/variables/formula/formulaSearch';
import { parseIdParams } from '../../../../-params';

/**
 * spec 000 §2 automatic-variables/formula/{projectId}/{formulaId}: edit a formula (GET formula/{id}).
 * Same search as the creation route: graphId, dashboardId, goBack, the test's mode and period.
 */
export const Route = createFileRoute('/_auth/automatic-variables/formula/$projectId/$formulaId')({
  staticData: {
    titleId: 'page.editFormula',
    parent: '/automatic-variables',
    permission: 'variable_configuration_manage',
  },
  params: parseIdParams('projectId', 'formulaId'),
  validateSearch: formulaSearchSchema,
  // Prefetched, not awaited: a missing formula (FORMULA_NOT_FOUND) is explained by the screen.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, formulaScreenQueries(params.projectId, params.formulaId));
  },
  component: EditFormulaScreen,
});
