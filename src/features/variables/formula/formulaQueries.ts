import { queryOptions } from '@tanstack/react-query';
import { keyUnder } from '../../../api/querySource';
import { fetchAllPages, PageFetchError } from '../../../lib/pagedFetch';
import { aggregationsQuery, unitsQuery, variablesResource, type Variable } from '../../../entities/variables/api';
import { formulasResource } from '../../../entities/variables/formulaApi';

/** GET variables pages of at most 500 rows (spec 000 §9), two in flight: a project has a few hundred. */
const VARIABLES_PAGE_SIZE = 500;
const VARIABLES_CONCURRENCY = 2;

/** What the editor needs of a variable: its reference, what the user reads, what completion matches. */
export interface FormulaVariable {
  id: number;
  name: string;
  unit: string;
  technicalName: string;
  kind: Variable['type'];
}

const toFormulaVariable = (variable: Variable): FormulaVariable => ({
  id: variable.id,
  name: variable.name,
  unit: variable.unit.name,
  technicalName: variable.sourceTechnicalName ?? '',
  kind: variable.type,
});

export interface ProjectVariables {
  variables: FormulaVariable[];
  /** The project's name as the variables carry it; null for a project without variables. */
  projectName: string | null;
  siteName: string | null;
}

/**
 * Every variable of the project (GET variables projectId=…, paged), for completion, the names
 * shown over `{id}` and the unknown-variable check. Under the variables resource's key, so that
 * whatever refreshes the variables (a formula saved, a variable renamed) refreshes it too. A
 * failed page fails the read with the page's own error (translated, retried by the query).
 */
export function projectVariablesQuery(projectId: number) {
  return queryOptions({
    queryKey: keyUnder(variablesResource, 'formula-editor', projectId),
    queryFn: async ({ signal }): Promise<ProjectVariables> => {
      try {
        const rows = await fetchAllPages({
          pageSize: VARIABLES_PAGE_SIZE,
          concurrency: VARIABLES_CONCURRENCY,
          retries: 0,
          signal,
          fetchPage: async ({ offset, limit }, pageSignal) => {
            const page = await variablesResource.list({ projectId, offset, limit }, pageSignal);
            return { rows: page.data, total: page.total_count };
          },
        });
        const project = rows.flatMap((row) => row.projects).find((ref) => ref.id === projectId);
        return {
          variables: rows.map(toFormulaVariable),
          projectName: project?.name ?? null,
          siteName: project?.place.name ?? null,
        };
      } catch (error) {
        throw error instanceof PageFetchError ? error.cause : error;
      }
    },
  });
}

/** The formula screen's reads: the route's loader prefetches them, the screen reads them. */
export function formulaScreenQueries(projectId: number, formulaId?: number) {
  return {
    ...(formulaId === undefined ? {} : { formula: formulasResource.detailQuery(formulaId) }),
    units: unitsQuery.query(),
    aggregations: aggregationsQuery.query(),
    variables: projectVariablesQuery(projectId),
  };
}

/**
 * The variables a stored formula reads that are not attached to its project (the server accepts
 * any variable the user can see; a formula may predate a change of the project's variables), read
 * one by one so that the editor names them too and does not flag them as unknown.
 */
export function referencedVariableQueries(ids: readonly number[]) {
  return ids.map((id) => ({
    ...variablesResource.detailQuery(id),
    select: toFormulaVariable,
  }));
}
