import { dashboardsResource, graphsResource } from '../../../entities/explorer/api';
import { aggregationsQuery, unitsQuery } from '../../../entities/variables/api';

/**
 * The graph page's reads (spec 000 §7): GET graph/{id} (the main one), its dashboard (the name of
 * the way back and the project the variable picker starts in), and the editor's choices.
 */
export function graphPageQueries(dashId: number, graphId: number) {
  return {
    graph: graphsResource.detailQuery(graphId),
    dashboard: dashboardsResource.detailQuery(dashId),
    aggregations: aggregationsQuery.query(),
    units: unitsQuery.query(),
  };
}
