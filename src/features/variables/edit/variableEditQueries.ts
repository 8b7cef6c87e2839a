import { aggregationsQuery, unitsQuery, variablesResource } from '../../../entities/variables/api';

/** The editor's reads: the route's loader prefetches them, the screen reads them. */
export function variableEditQueries(variableId: number) {
  return {
    variable: variablesResource.detailQuery(variableId),
    units: unitsQuery.query(),
    aggregations: aggregationsQuery.query(),
  };
}
