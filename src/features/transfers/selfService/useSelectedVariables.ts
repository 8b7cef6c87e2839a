import { useQueries, useQueryClient } from '@tanstack/react-query';
import { variablesResource, type Variable } from '../../../entities/variables/api';
import type { DownloadVariable } from '../../../entities/transfers/downloadsApi';

export interface SelectedVariable {
  item: DownloadVariable;
  /** Null while it is read (a selection from a link or a saved configuration). */
  variable: Variable | null;
  failed: boolean;
}

/**
 * The selected variables as the list shows them. A selection from a link or a saved configuration
 * holds only ids: each variable is read once (GET variables/{id}); one picked in the picker is
 * already known and is put in the cache, so that picking never reads it again.
 */
export function useSelectedVariables(items: readonly DownloadVariable[]) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: items.map((item) => ({ ...variablesResource.detailQuery(item.variableId), staleTime: 5 * 60_000 })),
  });
  const selected: SelectedVariable[] = items.map((item, index) => {
    const result = results[index];
    return { item, variable: result?.data ?? null, failed: result?.isError === true };
  });
  const remember = (variables: readonly Variable[]) => {
    for (const variable of variables)
      queryClient.setQueryData(variablesResource.detailQuery(variable.id).queryKey, variable);
  };
  return { selected, remember };
}
