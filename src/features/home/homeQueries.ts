import { alertEventStatsQuery } from '../../entities/events/alertEventStats';
import { pendingEventsQuery } from '../../entities/events/pendingEvents';
import { homeStructureOf, type HomeSearch } from './homeSearch';

/**
 * The home's queries for a view: the route's loader prefetches them, the screen reads them. Only
 * the structure filter changes what is fetched; the sort is applied to the rows already there.
 */
export function homeQueries(search: HomeSearch) {
  const structure = homeStructureOf(search);
  return { stats: alertEventStatsQuery.query(structure), pending: pendingEventsQuery.query(structure) };
}
