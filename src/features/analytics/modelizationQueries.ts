import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../api/apiError';
import { keyUnder } from '../../api/querySource';
import { modelizationQuery, type ModelizationState } from '../../entities/analytics/api';

/** spec 001 §4: while IN_PROCESS the state is read again every two seconds, in case no live message comes. */
export const MODELIZATION_POLL_MS = 2_000;

/** The configuration id of a run of unsaved inputs (src/entities/analytics/api.ts). */
export const UNSAVED_CONFIGURATION_ID = 0;

/**
 * The last run of a configuration, or null when it was never run: 404 "Modelization not found" is
 * then "nothing run yet", not a failure to notify.
 */
async function modelizationOrNone(configurationId: number, signal: AbortSignal): Promise<ModelizationState | null> {
  try {
    return await modelizationQuery.fetch({ configurationId }, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * GET modelization/{configurationId}, under the query's own key (the live regression message and
 * the start and stop writes refresh it: src/entities/refreshes.ts), polled while the run is going.
 */
export function modelizationStateQuery(configurationId: number) {
  return queryOptions({
    queryKey: keyUnder(modelizationQuery, { configurationId }, 'or-none'),
    queryFn: ({ signal }) => modelizationOrNone(configurationId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'IN_PROCESS' ? MODELIZATION_POLL_MS : false),
  });
}
