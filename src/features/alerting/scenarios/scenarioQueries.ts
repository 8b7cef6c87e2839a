import type { ListPage } from '../../../api/listPage';
import { scenariosResource, type Scenario } from '../../../entities/alerting/scenariosApi';

/**
 * spec 000 §7 "GET scenarios: placeId or scenarioId": a site's list holds its own scenarios and the
 * global ones. Without a site, the API has no filter for "global only": the whole list is read and
 * the global ones (placeId null) are kept.
 */
export function scenarioListQuery(placeId: number | undefined) {
  const base = scenariosResource.listQuery(placeId === undefined ? {} : { placeId });
  return {
    ...base,
    select: (page: ListPage<Scenario>): Scenario[] =>
      page.data.filter((scenario) => placeId !== undefined || scenario.placeId === null),
  };
}
