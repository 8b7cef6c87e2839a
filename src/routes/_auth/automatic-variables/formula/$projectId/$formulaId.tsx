import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { FormulaScreen } from '../../../../../features/variables/formula/FormulaScreen';
import { formulaScreenQueries } from '../../../../../features/variables/formula/formulaQueries';
import {
  formulaDestination,
  formulaSearchSchema,
  type FormulaSearch,
} from '../../../../../features/variables/formula/formulaSearch';
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

/**
 * After a save or a cancel (spec 000 §2): the go-back route or path when one was given (internal
 * only, checked by the search schema), else the graph and dashboard the formula was opened from,
 * else the project's variables.
 */
function useFormulaDone(projectId: number, search: FormulaSearch): () => void {
  const navigate = useNavigate();
  return () => {
    const destination = formulaDestination(search, projectId);
    if (destination.kind === 'path') void navigate({ href: destination.href });
    else if (destination.kind === 'graph')
      void navigate({
        to: '/data-explorer/graph/$dashId/$graphId',
        params: { dashId: destination.dashId, graphId: destination.graphId },
      });
    else void navigate({ to: '/automatic-variables', search: { projectId: destination.projectId } });
  };
}
