import { projectsResource } from '../../../entities/structure/api';
import { aggregationsQuery, unitsQuery, variablesResource } from '../../../entities/variables/api';

/** The create screen's reads: the project (its site receives the variable) and the two choice lists. */
export function manualVariableCreateQueries(projectId: number) {
  return {
    project: projectsResource.detailQuery(projectId),
    units: unitsQuery.query(),
    aggregations: aggregationsQuery.query(),
  };
}

/** The manual variable editor's reads. */
export function manualVariableEditQueries(variableId: number) {
  return {
    variable: variablesResource.detailQuery(variableId),
    units: unitsQuery.query(),
    aggregations: aggregationsQuery.query(),
  };
}
