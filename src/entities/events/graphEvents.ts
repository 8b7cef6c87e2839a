import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ListPage } from '../../api/listPage';
import type { QueryRegion } from '../../api/queryRegion';
import { useRegion } from '../../api/useQueryRegion';
import type { MessageId } from '../../i18n/messages';
import { useMessage } from '../../i18n/useMessage';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../lib/dateFormat';
import { formatDuration } from '../../lib/duration';
import { bandAt, type EventBand, type EventBandsLayer } from '../../ui/Chart/eventBands';
import { eventsResource, isEventInProgress, type AlertEvent, type EventListParams } from './api';

/**
 * The alert events of a graph's variables over the period it shows (issue 36): one GET events per
 * graph with all its variables, drawn as shaded periods over the curves (src/ui/Chart/eventBands.ts).
 */

/** A graph rarely has more events than this over its period; past it, the first ones by start are drawn and the rest counted. */
export const GRAPH_EVENTS_LIMIT = 500;

/**
 * One read per graph: its variables (in one order, so that the same set shares a cache entry) and
 * the period. A cancelled event (a false alarm the engineers dismissed) is not drawn, as the
 * events' counts leave it out.
 */
export function graphEventsParams(variableIds: readonly number[], start: number, end: number): EventListParams {
  return {
    variable: [...new Set(variableIds)].sort((a, b) => a - b),
    cancelled: false,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    limit: GRAPH_EVENTS_LIMIT,
    ordering: 'dateStart',
  };
}

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** An event as a band: its alert's name, then level, status, period and duration in the interface language. */
export function eventBandOf(event: AlertEvent, t: Translate, locale: string, timeZone = DEFAULT_TIME_ZONE): EventBand {
  const inProgress = isEventInProgress(event);
  const duration = formatDuration(event.duration, { locale: locale.startsWith('fr') ? 'fr' : 'en' });
  const start = formatDateTime(event.dateStart, timeZone);
  const level = (['info', 'warning', 'error', 'critical'] as const).find((one) => one === event.alert.level);
  return {
    id: event.id,
    start: Date.parse(event.dateStart),
    end: event.dateEnd === null ? null : Date.parse(event.dateEnd),
    level: event.alert.level,
    title: event.alert.name,
    lines: [
      t('graphEvents.level', { level: level ? t(`alertLevel.${level}`) : event.alert.level }),
      t('graphEvents.status', { status: t(`eventStatus.${event.status}`) }),
      inProgress
        ? t('graphEvents.since', { start })
        : t('graphEvents.from', { start, end: formatDateTime(event.dateEnd, timeZone) }),
      t(inProgress ? 'graphEvents.durationInProgress' : 'graphEvents.duration', { duration }),
    ],
  };
}

/** A plot's click (Chart's onAxisClick) that opens the event whose band is under it; none without bands. */
export function eventAxisClick(
  onOpen: (eventId: number) => void,
  layer: EventBandsLayer | null | undefined,
): ((time: number) => void) | undefined {
  if (!layer || layer.bands.length === 0) return undefined;
  return (time) => {
    const band = bandAt(layer, time);
    if (band) onOpen(band.id);
  };
}

export interface GraphEventsInput {
  /** The variables the graph draws. */
  variableIds: readonly number[];
  /** The period shown (epoch ms). */
  period: { start: number; end: number };
  /** The graph's toggle: hidden events are not read. */
  shown: boolean;
  /** False while the graph itself reads nothing (a dashboard card still off screen). */
  enabled?: boolean;
  /** True while the graph's own data is read again: its events are read again with it. */
  refreshing?: boolean;
  /** Left out of the bands: the event detail shades its own event already. */
  exceptEventId?: number;
  timeZone?: string;
  /** Where an event in progress ends when the period reaches past it (epoch ms). */
  now?: number;
}

export interface GraphEvents {
  /** The read's region; null while the events are hidden or the graph has no variable. */
  region: QueryRegion<ListPage<AlertEvent>> | null;
  /** What to draw: null until the events are in, or while they are hidden. */
  layer: EventBandsLayer | null;
}

/**
 * The events layer of a graph. Its failure is its own (the curves stay): the caller shows the
 * region's failure or stale line beside the graph, never "no events".
 */
export function useGraphEvents(input: GraphEventsInput): GraphEvents {
  const t = useMessage();
  const { locale } = useIntl();
  const { variableIds, period, shown, enabled = true, refreshing = false, exceptEventId, timeZone, now } = input;
  const active = shown && enabled && variableIds.length > 0;
  const params = useMemo(
    () => graphEventsParams(variableIds, period.start, period.end),
    [variableIds, period.start, period.end],
  );
  const query = useQuery({ ...eventsResource.listQuery(params), enabled: active });
  const region = useRegion(query);

  // The graph's data read again (a refresh, a live update): its events may have changed too.
  const { refetch } = query;
  useEffect(() => {
    if (refreshing && active) void refetch();
  }, [refreshing, active, refetch]);

  const data = active ? region.data : undefined;
  const { start, end } = period;
  const layer = useMemo((): EventBandsLayer | null => {
    if (!data) return null;
    return {
      bands: data.data
        .filter((event) => event.id !== exceptEventId)
        .map((event) => eventBandOf(event, t, locale, timeZone)),
      name: t('graphEvents.series'),
      period: { start, end },
      ...(now === undefined ? {} : { now }),
      moreText: (count) => t('graphEvents.more', { count }),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` is a new function each render; the locale stands for it.
  }, [data, exceptEventId, locale, timeZone, start, end, now]);

  return { region: active ? region : null, layer };
}
