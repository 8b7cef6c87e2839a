import { startOfMinute } from 'date-fns';
import { allInterventionsQuery } from '../../../entities/interventions/api';
import { interventionListParamsFrom, type InterventionsSearch } from './interventionsSearch';

/**
 * The lists' one read: the fetch-all (spec 001 §7, two GETs: current and archived, with their
 * counts for the tabs). A period shortcut ends "now", taken to the minute so that the route's
 * prefetch and the screen share one query key.
 */
export function interventionsQueries(search: InterventionsSearch, now: Date = new Date()) {
  return { all: allInterventionsQuery(interventionListParamsFrom(search, startOfMinute(now))) };
}
