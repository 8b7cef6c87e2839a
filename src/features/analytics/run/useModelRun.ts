import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import {
  startModelizationMutation,
  stopModelizationMutation,
  type ModelizationRequest,
} from '../../../entities/analytics/api';
import { modelizationStateQuery, UNSAVED_CONFIGURATION_ID } from '../modelizationQueries';

/**
 * A configuration's run (spec 001 §4, §7): its last state (polled while IN_PROCESS, refreshed by the
 * live regression message), POST modelization to start and DELETE to stop. A refused start is kept
 * to be shown beside the Run button; the inputs, in the URL, stay as they were.
 */
export function useModelRun(configurationId: number | null) {
  const id = configurationId ?? UNSAVED_CONFIGURATION_ID;
  const region = useQueryRegion(modelizationStateQuery(id));
  const start = startModelizationMutation.useMutation();
  const stop = stopModelizationMutation.useMutation();
  const [startError, setStartError] = useState<unknown>(null);
  return {
    configurationId: id,
    region,
    startError,
    starting: start.isPending,
    stopping: stop.isPending,
    start: (request: ModelizationRequest) => {
      setStartError(null);
      start.mutate(request, { onError: setStartError });
    },
    stop: () => stop.mutate({ configurationId: id }),
  };
}
