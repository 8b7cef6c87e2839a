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
  component: CreateFormulaRoute,
});

function CreateFormulaRoute() {
  const { projectId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const done = useFormulaDone(projectId, search);
  return (
    <FormulaScreen
      projectId={projectId}
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
