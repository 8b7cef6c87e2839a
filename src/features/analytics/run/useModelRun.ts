import { useState } from 'react';
import type { QueryRegion } from '../../../api/queryRegion';
import { useQueryRegion } from '../../../api/useQueryRegion';
import {
  startModelizationMutation,
  stopModelizationMutation,
  type ModelizationRequest,
  type ModelizationState,
} from '../../../entities/analytics/api';
import { modelizationStateQuery, UNSAVED_CONFIGURATION_ID } from '../modelizationQueries';
import { rememberedUnsavedRun, rememberUnsavedRun } from './unsavedRunMemory';

/** Nothing selected and nothing started: no run to read, and no call made for one. */
const NO_RUN: QueryRegion<ModelizationState | null> = { state: 'ready', data: null, refreshing: false, slow: false };

/**
 * A configuration's run (spec 001 §4, §7): its last state (polled while IN_PROCESS, refreshed by the
 * live regression message), POST modelization to start and DELETE to stop. A refused start is kept
 * to be shown beside the Run button; the inputs, in the URL, stay as they were.
 *
 * The run read is the selected configuration's, or else the run of unsaved inputs this tab started
 * (under the id the server answered; unsavedRunMemory.ts). With neither, GET modelization is not
 * called: 0 or no id means "nothing selected", never a run to look up.
 */
export function useModelRun(configurationId: number | null) {
  const [unsavedRunId, setUnsavedRunId] = useState<number | null>(rememberedUnsavedRun);
  const id = configurationId ?? unsavedRunId;
  const read = useQueryRegion({ ...modelizationStateQuery(id ?? UNSAVED_CONFIGURATION_ID), enabled: id !== null });
  const start = startModelizationMutation.useMutation();
  const stop = stopModelizationMutation.useMutation();
  const [startError, setStartError] = useState<unknown>(null);
  return {
    configurationId: id,
    region: id === null ? NO_RUN : read,
    startError,
    starting: start.isPending,
    stopping: stop.isPending,
    start: (request: ModelizationRequest) => {
      setStartError(null);
      start.mutate(request, {
        onSuccess: (accepted) => {
          if (request.configurationId !== null && request.configurationId !== undefined) return;
          rememberUnsavedRun(accepted.configurationId);
          setUnsavedRunId(accepted.configurationId);
        },
        onError: setStartError,
      });
    },
    stop: () => {
      if (id !== null) stop.mutate({ configurationId: id });
    },
  };
}
