import type { EChartsCoreOption } from 'echarts/core';
import type { LineSeriesOption } from './chartOption';
import { EVENT_LEVEL_SHADES } from './palette';

/**
 * Alert events drawn over a time chart as shaded periods, one per event, coloured by level, with a
 * tooltip and a click that opens the event. They sit on a carrier series of their own (no data, not
 * in the legend's list), so the legend, the axis tooltip's series and the exports' series stay as
 * they were. Pure: the same layer gives an equal option.
 */

export interface EventBand {
  id: number;
  /** Epoch ms. */
  start: number;
  /** Epoch ms; null while the event is in progress. */
  end: number | null;
  /** The alert's level (info, warning, error, critical); another draws as info. */
  level: string;
  /** The tooltip's heading, the alert's name: shown as text, never as HTML. */
  title: string;
  /** The tooltip's lines (level, status, duration…), translated and formatted by the caller. */
  lines: readonly string[];
}

export interface EventBandsLayer {
  bands: readonly EventBand[];
  /** The carrier series' name ("Events"): echarts names it in its own texts. */
  name: string;
  /** The period shown (epoch ms): bands are cut to it. */
  period: { start: number; end: number };
  /** Where an event in progress ends when the period reaches past it (epoch ms). */
  now?: number;
  /** "+2 more events" under the axis tooltip's first events. */
  moreText?: (count: number) => string;
}

/** A band as drawn: cut to the period. */
export interface DrawnBand {
  band: EventBand;
  start: number;
  end: number;
}

/** The axis tooltip lists this many events at the pointed instant, then says how many more. */
export const TOOLTIP_EVENTS = 3;

const NAME_PREFIX = 'event-';
/**
 * A band is at least this share of the period wide (about 2 px on a dashboard card): a five-minute
 * event over a year would be no wider than its edge, out of reach of the pointer. The tooltip says
 * its real start and end.
 */
export const MIN_BAND_SHARE = 1 / 400;
const EDGE_WIDTH = 1;

type Level = keyof typeof EVENT_LEVEL_SHADES;
const shadeOf = (level: string) =>
  level in EVENT_LEVEL_SHADES ? EVENT_LEVEL_SHADES[level as Level] : EVENT_LEVEL_SHADES.info;

/**
 * The bands inside the period, cut to it, by start. An event in progress runs to now, or to the
 * period's end when that comes first; an event ending before its start (bad data) is a line at its start.
 */
export function drawnEventBands(layer: EventBandsLayer): DrawnBand[] {
  const { start: periodStart, end: periodEnd } = layer.period;
  const openEnd = Math.min(periodEnd, layer.now ?? periodEnd);
  const minWidth = (periodEnd - periodStart) * MIN_BAND_SHARE;
  const drawn: DrawnBand[] = [];
  for (const band of layer.bands) {
    const end = Math.max(band.start, band.end ?? openEnd);
    if (end < periodStart || band.start > periodEnd) continue;
    let from = Math.max(band.start, periodStart);
    let to = Math.min(end, periodEnd);
    if (to - from < minWidth) {
      // Widened towards the period's end, or back from it for a band that ends there.
      to = Math.min(periodEnd, from + minWidth);
      from = Math.max(periodStart, to - minWidth);
    }
    drawn.push({ band, start: from, end: to });
  }
  return drawn.sort((a, b) => a.start - b.start || a.band.id - b.band.id);
}

/** The band drawn at `time`; of several, the one that started last (the narrower, usually). */
export function bandAt(layer: EventBandsLayer, time: number): EventBand | null {
  let found: DrawnBand | null = null;
  for (const drawn of drawnEventBands(layer)) {
    if (drawn.start <= time && time <= drawn.end && (!found || drawn.start >= found.start)) found = drawn;
  }
  return found?.band ?? null;
}

function bandNode(band: EventBand): HTMLElement {
  const box = document.createElement('div');
  const heading = document.createElement('div');
  heading.style.fontWeight = '600';
  const swatch = document.createElement('span');
  swatch.setAttribute('aria-hidden', 'true');
  swatch.style.cssText = 'display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px';
  swatch.style.backgroundColor = shadeOf(band.level).edge;
  heading.append(swatch, document.createTextNode(band.title));
  box.append(heading);
  for (const text of band.lines) {
    const line = document.createElement('div');
    line.textContent = text;
    box.append(line);
  }
  return box;
}

/** The tooltip of one or several events, built with text nodes only (alert names come from the data). */
export function eventTooltipNode(bands: readonly EventBand[], moreText?: (count: number) => string): HTMLElement {
  const box = document.createElement('div');
  bands.slice(0, TOOLTIP_EVENTS).forEach((band, index) => {
    const node = bandNode(band);
    if (index > 0) node.style.marginTop = '6px';
    box.append(node);
  });
  const more = bands.length - TOOLTIP_EVENTS;
  if (more > 0 && moreText) {
    const line = document.createElement('div');
    line.style.marginTop = '6px';
    line.textContent = moreText(more);
    box.append(line);
  }
  return box;
}

/** The x of an axis tooltip's params (the pointed instant). */
function axisValueOf(params: unknown): number | null {
  const first: unknown = Array.isArray(params) ? params[0] : params;
  if (typeof first !== 'object' || first === null) return null;
  const value = (first as { axisValue?: unknown }).axisValue;
  return typeof value === 'number' ? value : null;
}

type Formatter = (params: unknown, ...rest: unknown[]) => unknown;

/**
 * The chart's own tooltip, followed by the events at the pointed instant. Time charts trigger their
 * tooltip on the axis, which echarts prefers to a mark area's item tooltip wherever a series has
 * data; where none has (a hole), the band's own item tooltip (trigger 'item') shows the event.
 */
function withEventTooltip(tooltip: unknown, drawn: readonly DrawnBand[], layer: EventBandsLayer): unknown {
  if (typeof tooltip !== 'object' || tooltip === null || Array.isArray(tooltip)) return tooltip;
  const base = (tooltip as { formatter?: unknown }).formatter;
  const formatter: Formatter = (params, ...rest) => {
    const own = typeof base === 'function' ? (base as Formatter)(params, ...rest) : null;
    const x = axisValueOf(params);
    const hits = x === null ? [] : drawn.filter((one) => one.start <= x && x <= one.end).map((one) => one.band);
    if (hits.length === 0) return own ?? '';
    const box = document.createElement('div');
    if (own instanceof HTMLElement) box.append(own);
    else if (typeof own === 'string' && own !== '') box.append(document.createTextNode(own));
    const events = eventTooltipNode(hits, layer.moreText);
    events.style.cssText = 'margin-top:8px;padding-top:6px;border-top:1px solid rgba(128,128,128,0.4)';
    box.append(events);
    return box;
  };
  return { ...tooltip, formatter };
}

/** Drawn bands of one level that overlap or touch, drawn as one area: the events it stands for. */
interface MergedArea {
  start: number;
  end: number;
  level: string;
  bands: EventBand[];
}

/**
 * Overlapping bands of the same level as one area each: the same shading, and a chart with
 * hundreds of events lays out one shape per stretch instead of one per event (echarts' cost is per
 * area). The tooltips and the click still tell each event apart (by time, not by shape).
 */
export function mergedEventAreas(drawn: readonly DrawnBand[]): MergedArea[] {
  const open = new Map<string, MergedArea>();
  const areas: MergedArea[] = [];
  for (const one of drawn) {
    const level = one.band.level in EVENT_LEVEL_SHADES ? one.band.level : 'info';
    const current = open.get(level);
    if (current && one.start <= current.end) {
      current.end = Math.max(current.end, one.end);
      current.bands.push(one.band);
      continue;
    }
    const area: MergedArea = { start: one.start, end: one.end, level, bands: [one.band] };
    open.set(level, area);
    areas.push(area);
  }
  return areas;
}

/** The carrier series: no data, the bands as its mark area, hoverable and clickable. */
export function eventBandsSeries(layer: EventBandsLayer, drawn: readonly DrawnBand[] = drawnEventBands(layer)) {
  const areas = mergedEventAreas(drawn);
  const byName = new Map(areas.map((area) => [`${NAME_PREFIX}${area.bands[0]?.id ?? 0}`, area.bands]));
  const series: LineSeriesOption = {
    type: 'line',
    name: layer.name,
    data: [],
    markArea: {
      silent: false,
      label: { show: false },
      tooltip: {
        trigger: 'item',
        confine: true,
        formatter: (params: unknown) => {
          const { name } = params as { name?: unknown };
          const bands = typeof name === 'string' ? byName.get(name) : undefined;
          return bands ? eventTooltipNode(bands, layer.moreText) : '';
        },
      },
      emphasis: { disabled: true },
      data: areas.map(({ bands, start, end, level }) => {
        const shade = shadeOf(level);
        return [
          {
            name: `${NAME_PREFIX}${bands[0]?.id ?? 0}`,
            xAxis: start,
            itemStyle: { color: shade.fill, borderColor: shade.edge, borderWidth: EDGE_WIDTH },
          },
          { xAxis: end },
        ];
      }),
    },
  };
  return series;
}

/**
 * The option with the events drawn over it: the carrier series appended (its name left out of the
 * legend when the option lists the legend's names), the axis tooltip followed by the events at the
 * pointed instant. Without a layer or with no band in the period, the option itself.
 */
export function withEventBands<T extends EChartsCoreOption>(option: T, layer: EventBandsLayer | null | undefined): T {
  if (!layer) return option;
  const drawn = drawnEventBands(layer);
  if (drawn.length === 0) return option;
  const series: unknown[] = Array.isArray(option.series) ? option.series : option.series ? [option.series] : [];
  // The option's own type is kept: the carrier is a line series and the tooltip keeps its shape.
  return {
    ...option,
    series: [...series, eventBandsSeries(layer, drawn)],
    ...(option.tooltip ? { tooltip: withEventTooltip(option.tooltip, drawn, layer) } : {}),
  };
}
