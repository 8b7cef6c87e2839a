import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  graphDataQuery,
  projectDataQuery,
  type GraphData,
  type ProjectData,
} from '../../../entities/variables/seriesData';
import type { QuerySnapshot } from '../../../api/queryRegion';
import { chooseSampling, type Sampling } from '../../../lib/sampling';
import type { TimeSeriesInput } from '../../../ui/Chart/timeSeriesOption';
import type { AlertEvent } from '../../../entities/events/api';
import { eventDataPlan, eventPeriod, eventSamplingFor, type EventDataPlan, type EventPeriod } from './eventSeries';
import { combineQueryResults } from '../../../api/combineQueryResults';

export interface EventSeriesState {
  plan: EventDataPlan;
  period: EventPeriod;
  /** Series in the plan's order; a communication event has one: variables reporting per step. */
  series: TimeSeriesInput[];
  /** The chart's region: every series of the plan, or the first failure (queryRegion.ts). */
  snapshot: QuerySnapshot<TimeSeriesInput[]>;
  /**
   * spec 000 §4: the sampling used when the preferred one did not fit the period (the user is told
   * to shorten the period); null when the preferred sampling was kept.
   */
  adjustedSampling: Sampling | null;
}

const combineGraphs = (results: UseQueryResult<GraphData>[]) => combineQueryResults(results);
const combineProject = (results: UseQueryResult<ProjectData>[]) => combineQueryResults(results);

/**
 * What the event chart loads (spec 000 §4): graph-data for each planned variable (all of them for
 * stagnation and offline_single, else the first) with the preferred sampling only when it suits
 * the period, or project-data over the period for a communication-type event. `now` must stay the
 * same between renders: the period, and so the query keys, derive from it.
 */
export function useEventSeries(event: AlertEvent, now: Date, communicationSeriesName: string): EventSeriesState {
  const plan = useMemo(() => eventDataPlan(event), [event]);
  const period = useMemo(() => eventPeriod(event, now), [event, now]);
  const variables = useMemo(() => (plan.kind === 'series' ? plan.variables : []), [plan]);
  const samplings = useMemo(
    () => variables.map((variable) => eventSamplingFor(period, variable.preferred)),
    [variables, period],
  );
  const start = period.start.toISOString();
  const end = period.end.toISOString();

  const graphs = useQueries({
    queries: variables.map((variable, index) =>
      graphDataQuery.query({
        id: variable.id,
        aggregationId: variable.aggregationId,
        start,
        end,
        ...samplings[index]?.params,
      }),
    ),
    combine: combineGraphs,
  });
  const projectQueries: ReturnType<typeof projectDataQuery.query>[] =
    plan.kind === 'communication' ? [projectDataQuery.query({ id: plan.projectId, start, end })] : [];
  const project = useQueries({ queries: projectQueries, combine: combineProject });

  const series = useMemo((): TimeSeriesInput[] => {
    if (plan.kind === 'communication') {
      const answer = project.data[0];
      return answer ? [{ name: communicationSeriesName, points: answer.data }] : [];
    }
    return variables.flatMap((variable, index) => {
      const answer = graphs.data[index];
      if (!answer) return [];
      const unit = answer.unit.name || variable.unit;
      return [{ name: variable.name, ...(unit ? { unit } : {}), points: answer.data }];
    });
  }, [plan.kind, project.data, graphs.data, variables, communicationSeriesName]);

  const adjustedSampling = useMemo(
    () =>
      adjustedSamplingOf(
        variables.map((variable) => variable.preferred),
        samplings,
        graphs.data,
        period,
      ),
    [variables, samplings, graphs.data, period],
  );

  const answers = plan.kind === 'communication' ? project : graphs;
  const snapshot: QuerySnapshot<TimeSeriesInput[]> = {
    // A chart missing one of its series is not shown as if it were whole: it is a failure with Retry.
    data: answers.complete ? series : undefined,
    error: answers.error,
    isFetching: answers.isFetching,
    isPlaceholderData: false,
    dataUpdatedAt: answers.dataUpdatedAt,
    refetch: answers.refetch,
  };
  return { plan, period, series, snapshot, adjustedSampling };
}

/** The server's word first (samplingAdjusted), then our own check of the period (eventSamplingFor). */
function adjustedSamplingOf(
  preferred: readonly (Sampling | null)[],
  samplings: readonly { adjusted: boolean }[],
  answers: readonly (GraphData | undefined)[],
  period: EventPeriod,
): Sampling | null {
  for (const [index, sampling] of samplings.entries()) {
    const answer = answers[index];
    if (answer?.samplingAdjusted !== true && !sampling.adjusted) continue;
    if (answer) return { sampling: answer.sampling, samplingUnit: answer.samplingUnit };
    const chosen = chooseSampling(period.start, period.end, preferred[index]);
    return { sampling: chosen.sampling, samplingUnit: chosen.samplingUnit };
  }
  return null;
}
