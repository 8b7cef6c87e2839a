import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { isTableStyle, type Graph } from '../api';
import type { AllGraphData } from '../../variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import type { OverlayMode } from './overlayModes';
import type { DrawnGraph } from './drawnGraph';
import { GraphSeriesView } from './GraphSeriesView';
import { GraphTableKindView } from './GraphTableKindView';
import { SamplingNoticeList } from './SamplingNoticeList';
import { samplingNotices } from './samplingNotices';
import { useGraphData, type GraphAnswer, type GraphPeriod } from './useGraphData';
import { GraphEventsBar } from '../../events/GraphEventsBar';
import { useGraphEvents } from '../../events/graphEvents';
import { isTimeKind } from './options/timeKindsOption';

export interface GraphPanelProps {
  graph: Graph;
  period: GraphPeriod;
  overlay: OverlayMode | undefined;
  /** 'dashboard': all-graph-data with numberOfPoints 1000; 'full' (graph page): up to 10,000 points per series. */
  density: 'dashboard' | 'full';
  /** False: nothing is fetched yet (a dashboard graph still off screen); a placeholder of the same height shows. */
  enabled?: boolean;
  height?: number;
  /** Called with what is drawn once data is shown (and again when it changes), null while loading/failed/unmounted. */
  onDrawn?: (drawn: DrawnGraph | null) => void;
  /** The alert events of the graph's variables, drawn over the time kinds (issue 36); none without it. */
  events?: GraphEventsView;
  /**
   * False: the sampling the period forced is not explained above the chart (a wall display, read
   * from afar by nobody who could shorten its period).
   */
  explainsSampling?: boolean;
}

/**
 * The graph's events toggle (kept in the page's URL) and where a click on one leads. A wall display
 * has neither: its events are always drawn, and a click would end the display.
 */
export interface GraphEventsView {
  shown: boolean;
  onShownChange?: (shown: boolean) => void;
  onOpen?: (eventId: number) => void;
}

const DEFAULT_HEIGHT = 320;

/** No variable, or no value at all over the period: "No data over this period" (never on a failure). */
function isEmptyAnswer(answer: GraphAnswer): boolean {
  if (answer.source === 'table') {
    return answer.answer.data.objects.every((one) => one.value === null && one.data.every((row) => row.value === null));
  }
  return answer.answer.data.variables.every((one) => one.data.every(([, y]) => y === null));
}

/**
 * One graph of the data explorer (spec 000 §3, §7) in its own data region: loading, drawn, "No
 * data over this period", failed "Could not load <graph name>." with Retry, or older data that
 * could not be refreshed. Above it, the notice of a sampling changed to fit the period (spec 000
 * §4); below it, a line when the overlay's period could not be read, the current data staying drawn.
 */
export function GraphPanel({
  graph,
  period,
  overlay,
  density,
  enabled = true,
  height = DEFAULT_HEIGHT,
  onDrawn,
  events,
  explainsSampling = true,
}: GraphPanelProps) {
  const t = useMessage();
  const startMs = period.start.getTime();
  const endMs = period.end.getTime();
  const { shortcut } = period;
  // Pages rebuild the period on each render: the same instants must not redraw the chart.
  const stablePeriod = useMemo(
    (): GraphPeriod => ({ start: new Date(startMs), end: new Date(endMs), ...(shortcut ? { shortcut } : {}) }),
    [startMs, endMs, shortcut],
  );
  const data = useGraphData({ graph, period: stablePeriod, overlay, density, enabled });

  const { nameOf } = data;
  const seriesAnswer = data.region.data?.source === 'series' ? data.region.data.answer : undefined;
  const readsTable = isTableStyle(graph.frontConfig.type);
  const notices = useMemo(
    () =>
      readsTable
        ? []
        : samplingNotices(graph, stablePeriod, seriesAnswer, (id) => {
            const variable = graph.graphVariables.find((one) => one.id === id);
            return variable ? nameOf(variable) : String(id);
          }),
    [graph, stablePeriod, seriesAnswer, nameOf, readsTable],
  );

  const drawsEvents = events !== undefined && isTimeKind(graph.frontConfig.type);
  const variableIds = useMemo(() => graph.graphVariables.map((variable) => variable.objectId), [graph.graphVariables]);
  const graphEvents = useGraphEvents({
    variableIds,
    period: { start: startMs, end: endMs },
    shown: drawsEvents && events.shown,
    enabled,
    refreshing: data.region.state === 'ready' && data.region.refreshing,
  });

  const comparedAnswer: AllGraphData | undefined = data.compared?.region.data;
  const comparedMode = data.compared?.mode;
  const compared = useMemo(
    () => (comparedMode && comparedAnswer ? { mode: comparedMode, answer: comparedAnswer } : null),
    [comparedMode, comparedAnswer],
  );

  // A still grey block where the graph will be drawn: not blank (the card looks broken), not animated
  // (a long dashboard would keep dozens of shimmers running off screen).
  if (!enabled) return <Skeleton h={height} animate={false} aria-hidden="true" />;

  const comparedFailed = data.compared?.region.state === 'failed' ? data.compared.region : null;
  return (
    <Stack gap="xs">
      {explainsSampling ? <SamplingNoticeList notices={notices} /> : null}
      <DataRegion
        region={data.region}
        what={graph.name}
        placeholder={<Skeleton h={height} />}
        isEmpty={isEmptyAnswer}
        empty={
          <Text c="dimmed" h={height} ta="center" pt="xl">
            {t('explorerChart.empty')}
          </Text>
        }
      >
        {(answer) =>
          answer.source === 'table' ? (
            <GraphTableKindView
              graph={graph}
              answer={answer.answer}
              nameOf={data.nameOf}
              period={stablePeriod}
              height={height}
              onDrawn={onDrawn}
            />
          ) : (
            <GraphSeriesView
              graph={graph}
              answer={answer.answer}
              nameOf={data.nameOf}
              period={stablePeriod}
              compared={compared}
              height={height}
              onDrawn={onDrawn}
              eventBands={graphEvents.layer}
              onOpenEvent={events?.onOpen}
            />
          )
        }
      </DataRegion>
      {drawsEvents && data.region.data ? (
        <GraphEventsBar
          name={graph.name}
          shown={events.shown}
          onShownChange={events.onShownChange}
          events={graphEvents}
        />
      ) : null}
      {comparedFailed && data.region.data ? (
        <Group gap="sm" role="status">
          <Text size="sm" c="var(--mantine-color-red-text)">
            {t(`explorerChart.overlay.failed.${data.compared?.mode ?? 'previous'}`)}
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={comparedFailed.retry}
            aria-label={t('explorerChart.overlay.retryLabel', { name: graph.name })}
          >
            {t('explorerChart.overlay.retry')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
