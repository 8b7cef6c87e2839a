import { useQueryRegion } from '../../../api/useQueryRegion';
import { variablesResource } from '../../../entities/variables/api';

/** A project has at most a few hundred variables: one page holds them (the CSV's technical ids). */
export const PROJECT_VARIABLES_LIMIT = 2000;

/** The project's variables, read when `enabled` (the placement CSV finds its technical ids among them). */
export function useProjectVariables(projectId: number, enabled: boolean) {
  return useQueryRegion({
    ...variablesResource.listQuery({ projectId, limit: PROJECT_VARIABLES_LIMIT, ordering: 'name' }),
    enabled,
  });
}
