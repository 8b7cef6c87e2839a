import { useNavigate } from '@tanstack/react-router';
import { formulaDestination, type FormulaSearch } from './formulaSearch';

/**
 * After a save or a cancel (spec 000 §2): the go-back route or path when one was given (internal
 * only, checked by the search schema), else the graph and dashboard the formula was opened from,
 * else the project's variables.
 */
export function useFormulaDone(projectId: number, search: FormulaSearch): () => void {
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
