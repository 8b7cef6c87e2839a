import type { EChartsType } from 'echarts/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Graph } from '../api';
import type { AllGraphData } from '../../variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DateRange } from '../../../lib/dateRanges';
import { Chart } from '../../../ui/Chart/Chart';
import { formatMeasure } from '../../../ui/Chart/formatters';
import { withEventBands, type EventBandsLayer } from '../../../ui/Chart/eventBands';
import { eventAxisClick } from '../../events/graphEvents';
import type { OverlayMode } from './overlayModes';
import { useChartView } from './chartView';
import type { DrawnGraph } from './drawnGraph';
import { seriesGraphOption } from './graphOption';
import { graphSeriesOf, type GraphSeries, type NameOf } from './graphSeries';
import { isTimeKind } from './options/timeKindsOption';
import { overlayDrawing } from './overlaySeries';
import { meanOf } from './overlay';
import { useGraphOptionLabels } from './useGraphOptionLabels';
import { useReportDrawn } from './useReportDrawn';

export interface GraphSeriesViewProps {
  graph: Graph;
  answer: AllGraphData;
  nameOf: NameOf;
  period: DateRange;
  /** The overlay's answer once read (time kinds only). */
  compared: { mode: OverlayMode; answer: AllGraphData } | null;
  height: number;
  onDrawn?: (drawn: DrawnGraph | null) => void;
  /** The alert events drawn over the curves (GraphPanel reads them); a click on one opens it. */
  eventBands?: EventBandsLayer | null;
  onOpenEvent?: (eventId: number) => void;
}

function extremes(series: GraphSeries): { min: number | null; max: number | null } {
  let min: number | null = null;
  let max: number | null = null;
  for (const [, y] of series.points) {
    if (y === null) continue;
    if (min === null || y < min) min = y;
    if (max === null || y > max) max = y;
  }
  return { min, max };
}

/** A graph drawn from series (all-graph-data): the chart, its text alternative and what the exports read. */
export function GraphSeriesView({
  graph,
  answer,
  nameOf,
  period,
  compared,
  height,
  onDrawn,
  eventBands,
  onOpenEvent,
}: GraphSeriesViewProps) {
  const t = useMessage();
  const intl = useIntl();
  const { locale } = intl;
  const kind = graph.frontConfig.type;
  const labels = useGraphOptionLabels();
  const [chart, setChart] = useState<EChartsType | null>(null);
  const series = useMemo(() => graphSeriesOf(graph, answer, nameOf), [graph, answer, nameOf]);

  const overlay = useMemo(() => {
    if (!compared || !isTimeKind(kind)) return null;
    const suffix = (name: string) => t(`explorerChart.overlay.name.${compared.mode}`, { name });
    return overlayDrawing(graph, series, compared.answer, period, compared.mode, nameOf, suffix);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` is a new function each render; the locale stands for it.
  }, [compared, kind, graph, series, period, nameOf, locale]);

  const notes = useMemo(() => {
    if (!overlay || !compared) return undefined;
    const notesByName: Record<string, string> = {};
    for (const one of series) {
      const percent = overlay.percents.get(one.id) ?? null;
      const text =
        percent === null
          ? '—'
          : intl.formatNumber(percent / 100, {
              style: 'percent',
              signDisplay: 'exceptZero',
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            });
      notesByName[one.name] = t(`explorerChart.overlay.note.${compared.mode}`, { percent: text });
    }
    return notesByName;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` and `intl` follow the locale.
  }, [overlay, compared, series, locale]);

  const startMs = period.start.getTime();
  const endMs = period.end.getTime();
  const option = useMemo(
    () =>
      seriesGraphOption({
        graph,
        series,
        compared: overlay?.compared,
        legendNotes: notes,
        labels,
        locale,
        period: { start: startMs, end: endMs },
      }),
    [graph, series, overlay, notes, labels, locale, startMs, endMs],
  );

  const drawn = useMemo(
    (): DrawnGraph | null =>
      chart
        ? {
            graphId: graph.id,
            title: graph.name,
            kind,
            period,
            chart,
            series: series.map(({ name, unit, points }) => ({ name, unit, points })),
            rows: [],
            legend: [
              ...series.map((one) => ({
                name: one.name,
                color: one.color,
                ...(notes?.[one.name] ? { note: notes[one.name] } : {}),
              })),
              ...(overlay?.compared ?? []).map((one) => ({ name: one.name, color: one.of.color })),
            ],
          }
        : null,
    [chart, graph.id, graph.name, kind, period, series, notes, overlay],
  );
  useReportDrawn(drawn, onDrawn);

  const label = t('explorerChart.label', {
    name: graph.name,
    kind: t(`explorerChart.kind.${kind}`),
    start: formatDateTime(period.start),
    end: formatDateTime(period.end),
  });
  const summary = series
    .map((one) => {
      const { min, max } = extremes(one);
      const text = t('explorerChart.summary.series', {
        name: one.name,
        min: formatMeasure(min, locale, one.unit),
        max: formatMeasure(max, locale, one.unit),
        mean: formatMeasure(meanOf(one.points), locale, one.unit),
      });
      const note = notes?.[one.name];
      return note ? `${text} (${note})` : text;
    })
    .join(' ');

  // Each new option (new data) gets the zoom and legend the user left (chartView.ts).
  const withEvents = useMemo(() => withEventBands(option, eventBands), [option, eventBands]);
  const view = useChartView(graph.id, withEvents);
  const onAxisClick = useMemo(
    () => (onOpenEvent ? eventAxisClick(onOpenEvent, eventBands) : undefined),
    [onOpenEvent, eventBands],
  );
  return (
    <Chart
      option={view.option}
      label={label}
      summary={summary}
      height={height}
      onChartReady={setChart}
      onEvents={view.onEvents}
      onAxisClick={onAxisClick}
    />
  );
}
