import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Formula } from '../../../entities/variables/formulaApi';
import { referencedVariableQueries, type FormulaVariable } from './formulaQueries';

/**
 * The variables the editor completes and names: the project's, plus those the stored formula
 * already reads from outside the project (referencedVariableQueries). Null while the project's
 * are not known.
 */
export function useEditorVariables(
  formula: Formula | undefined,
  projectVariables: readonly FormulaVariable[] | undefined,
): readonly FormulaVariable[] | null {
  const listed = useMemo(() => new Set(projectVariables?.map((variable) => variable.id)), [projectVariables]);
  const outside = projectVariables ? (formula?.variableIds ?? []).filter((id) => !listed.has(id)) : [];
  const extras = useQueries({
    queries: referencedVariableQueries(outside),
    combine: combineExtras,
  });
  return useMemo(
    () => (projectVariables ? [...projectVariables, ...extras.variables] : null),
    // The extras' content, not the array made anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [projectVariables, extras.key],
  );
}

function combineExtras(results: readonly { data?: FormulaVariable | undefined }[]) {
  const variables = results.flatMap((result) => (result.data ? [result.data] : []));
  return { variables, key: variables.map((variable) => `${variable.id}:${variable.name}:${variable.unit}`).join('|') };
}
