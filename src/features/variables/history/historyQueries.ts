import { addMinutes, startOfMinute } from 'date-fns';
import { projectsResource } from '../../../entities/structure/api';
import { variableOperationsQuery, variablesResource } from '../../../entities/variables/api';
import { historyListParams, type HistorySearch } from './historySearch';

/**
 * The clock a period shortcut (J-7…) ends at: the end of the current minute. Taken to the minute
 * so that the route's prefetch and the screen share one query key; rounded up, not down, so that
 * a change made a few seconds ago (the end is excluded) is in "the last 7 days".
 */
export function historyClock(now: Date = new Date()): Date {
  return addMinutes(startOfMinute(now), 1);
}

/** The current names of the project's variables, to name the rows' variables (spec 000 §7 GET variables). */
export const PROJECT_VARIABLES_LIMIT = 1000;

/** The history screen's queries for a view: the route's loader prefetches them, the screen reads them. */
export function historyQueries(projectId: number, search: HistorySearch, now: Date = new Date()) {
  return {
    project: projectsResource.detailQuery(projectId),
    history: variableOperationsQuery.query(historyListParams(projectId, search, historyClock(now))),
    names: projectVariablesQuery(projectId),
  };
}

/** The project's variables as they are now: their names for the history's variable column. */
export function projectVariablesQuery(projectId: number) {
  return variablesResource.listQuery({ projectId, limit: PROJECT_VARIABLES_LIMIT, offset: 0 });
}
