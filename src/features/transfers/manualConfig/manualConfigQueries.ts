import { importsResource } from '../../../entities/transfers/importsApi';
import { variablesResource } from '../../../entities/variables/api';
import { manualConfigSearch, type ManualConfigSearch } from './manualConfigSearch';

/** A site holds a few dozen manual variables at most: one page of 1000 (spec 001 §7 device loads) reads them all. */
const SITE_VARIABLES_LIMIT = 1000;

/** GET variables: the manual variables of a site, the columns an import file may feed. */
export function siteManualVariablesQuery(placeId: number) {
  return variablesResource.listQuery({ placeId, type: 'manual_variable', limit: SITE_VARIABLES_LIMIT });
}

/** The screen's reads for a view: the route's loader prefetches them, the screen reads them. */
export function manualConfigQueries(search: ManualConfigSearch) {
  return {
    imports: importsResource.listQuery(manualConfigSearch.params(search)),
    ...(search.placeId === undefined ? {} : { variables: siteManualVariablesQuery(search.placeId) }),
  };
}
