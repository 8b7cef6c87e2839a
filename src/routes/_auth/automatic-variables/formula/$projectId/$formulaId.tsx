import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { FormulaScreen } from '../../../../../features/variables/formula/FormulaScreen';
import { formulaScreenQueries } from '../../../../../features/variables/formula/formulaQueries';
import { formulaSearchSchema, type FormulaSearch } from '../../../../../features/variables/formula/formulaSearch';
import { parseIdParams } from '../../../../-params';
import { useFormulaDone } from '../-formulaDestination';

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
  component: EditFormulaRoute,
});

function EditFormulaRoute() {
  const { projectId, formulaId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const done = useFormulaDone(projectId, search);
  return (
    <FormulaScreen
      projectId={projectId}
      formulaId={formulaId}
      search={search}
      onSearchChange={(next: FormulaSearch, options?: { replace?: boolean }) =>
        void navigate({ search: next, replace: options?.replace })
      }
      onDone={done}
    />
  );
}
