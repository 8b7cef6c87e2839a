import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { QuerySnapshot } from '../../../api/queryRegion';
import { useRegion } from '../../../api/useQueryRegion';
import {
  mergeScenarioPeriods,
  scenarioTimeDataQuery,
  type Scenario,
  type ScenarioPeriod,
  type ScenarioTimeData,
} from '../../../entities/alerting/scenariosApi';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { TimelineDays } from './TimelineDays';

const HOUR = 3_600_000;
const WINDOW = 7 * 24 * HOUR;

export interface ScenarioTimelineProps {
  /** The scenarios ticked in the list; none: a hint instead of the timeline. */
  scenarios: readonly Pick<Scenario, 'id' | 'name'>[];
  /** The site's IANA time zone; Europe/Paris when it has none (spec 000 §9). */
  timeZone: string;
}

/** Module-level so that the combined value keeps its identity while the answers do not change. */
function combine(results: UseQueryResult<ScenarioTimeData>[]) {
  const answered = results.flatMap((result) => (result.data ? [result.data] : []));
  return {
    // Periods merged from some of the scenarios only would pass for the whole: all or nothing.
    data: answered.length === results.length ? answered : undefined,
    isFetching: results.some((result) => result.isFetching),
    error: results.find((result) => result.error)?.error ?? null,
    dataUpdatedAt: Math.min(...results.map((result) => result.dataUpdatedAt)),
    refetch: () => {
      for (const result of results) if (result.error) void result.refetch();
    },
  };
}

/**
 * When the ticked scenarios are active over the coming 7 days (spec 000 §7: GET scenario time data
 * per scenario, limit 10000, timeserie true, the results merged, as an alert with these scenarios
 * is active when any of them is): one bar per day of the site's calendar, and the spans as text.
 */
export function ScenarioTimeline({ scenarios, timeZone }: ScenarioTimelineProps) {
  const t = useMessage();
  const titleId = useId();
  // One window per mount: the query keys derive from it.
  const [start] = useState(() => Math.floor(Date.now() / HOUR) * HOUR);
  const end = start + WINDOW;
  const startText = new Date(start).toISOString();
  const endText = new Date(end).toISOString();
  const answers = useQueries({
    queries: scenarios.map((scenario) =>
      scenarioTimeDataQuery.query({ scenarioId: scenario.id, start: startText, end: endText }),
    ),
    combine,
  });
  const snapshot: QuerySnapshot<ScenarioPeriod[]> = {
    data: useMemo(() => (answers.data ? mergeScenarioPeriods(answers.data) : undefined), [answers.data]),
    error: answers.error,
    isFetching: answers.isFetching,
    isPlaceholderData: false,
    dataUpdatedAt: answers.dataUpdatedAt,
    refetch: answers.refetch,
  };
  const region = useRegion(snapshot);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('scenario.timeline.label')}
        </Title>
        {scenarios.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('scenario.timeline.hint')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('scenario.timeline.of', { names: scenarios.map((scenario) => scenario.name).join(', ') })}
            </Text>
            <DataRegion region={region} what={t('scenario.timeline.region')}>
              {(periods) => <TimelineDays periods={periods} start={start} end={end} timeZone={timeZone} />}
            </DataRegion>
          </>
        )}
      </Stack>
    </Paper>
  );
}
