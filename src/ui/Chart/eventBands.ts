import type { EChartsCoreOption } from 'echarts/core';
import type { LineSeriesOption } from './chartOption';
import { EVENT_LEVEL_SHADES } from './palette';

/**
 * Alert events drawn over a time chart as shaded periods, one per event, coloured by level, with a
 * tooltip and a click that opens the event. They sit on carrier series of their own, on a hidden
 * axis and not in the legend's list, so the legend, the axis tooltip's series and the value axes
 * stay as they were. Pure: the same layer gives an equal option.
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

const NAME_PREFIX = 'events-';
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

/** An axis tooltip's params without the carriers' (from `carriersFrom` on): the chart's own series. */
function seriesParamsOf(params: readonly unknown[], carriersFrom: number): unknown[] {
  return params.filter((param) => {
    const index = typeof param === 'object' && param !== null ? (param as { seriesIndex?: unknown }).seriesIndex : null;
    return typeof index !== 'number' || index < carriersFrom;
  });
}

/**
 * The chart's own tooltip, followed by the events at the pointed instant. Time charts trigger their
 * tooltip on the axis; the carriers take no part in it (their own tooltip is off), and would their
 * points come, the chart's formatter would not see them.
 */
function withEventTooltip(
  tooltip: unknown,
  drawn: readonly DrawnBand[],
  layer: EventBandsLayer,
  carriersFrom: number,
): unknown {
  if (typeof tooltip !== 'object' || tooltip === null || Array.isArray(tooltip)) return tooltip;
  const base = (tooltip as { formatter?: unknown }).formatter;
  const formatter: Formatter = (params, ...rest) => {
    const shown = Array.isArray(params) ? seriesParamsOf(params, carriersFrom) : params;
    const hasOwn = !Array.isArray(shown) || shown.length > 0;
    const own = typeof base === 'function' && hasOwn ? (base as Formatter)(shown, ...rest) : null;
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
 * hundreds of events draws one rectangle per stretch instead of one per event. The tooltips and the
 * click still tell each event apart (by time, not by shape).
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

/** A level's carriers are drawn in this order: the more serious over the less. */
const LEVELS = Object.keys(EVENT_LEVEL_SHADES) as Level[];

/**
 * The value axis the carriers are drawn on, hidden: 0 at the plot's bottom, 1 at its top, so that
 * a band fills the plot's height whatever the series' own axes show.
 */
const BAND_AXIS = { type: 'value', show: false, min: 0, max: 1 } as const;

/**
 * The carrier series, one per level: each of its areas a rectangle of the hidden axis's height
 * (bottom, top, top, bottom, then a hole), filled and edged in the level's shade. One path per
 * level instead of one shape per event: echarts' cost of mark areas grows with their number (200
 * events took 40 ms more to draw than none; see `npm run bench -- --only explorerChartPaint`).
 * Silent and under the curves: the axis tooltip and the plot click tell the events apart by time.
 */
export function eventBandsSeries(
  layer: EventBandsLayer,
  drawn: readonly DrawnBand[] = drawnEventBands(layer),
  yAxisIndex = 0,
): LineSeriesOption[] {
  const areas = mergedEventAreas(drawn);
  return LEVELS.flatMap((level) => {
    const data = areas
      .filter((area) => area.level === level)
      .flatMap(({ start, end }) => [
        [start, 0],
        [start, 1],
        [end, 1],
        [end, 0],
        [end, null],
      ]);
    if (data.length === 0) return [];
    const shade = shadeOf(level);
    const series: LineSeriesOption = {
      type: 'line',
      id: `${NAME_PREFIX}${level}`,
      name: layer.name,
      yAxisIndex,
      data,
      z: 1,
      silent: true,
      showSymbol: false,
      symbol: 'none',
      connectNulls: false,
      color: shade.edge,
      lineStyle: { width: EDGE_WIDTH, color: shade.edge },
      areaStyle: { color: shade.fill, opacity: 1 },
      emphasis: { disabled: true },
      tooltip: { show: false },
    };
    return [series];
  });
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
  const yAxes: unknown[] = Array.isArray(option.yAxis) ? option.yAxis : option.yAxis ? [option.yAxis] : [];
  // The option's own type is kept: the carriers are line series and the tooltip keeps its shape.
  return {
    ...option,
    yAxis: [...yAxes, BAND_AXIS],
    series: [...series, ...eventBandsSeries(layer, drawn, yAxes.length)],
    ...(option.tooltip ? { tooltip: withEventTooltip(option.tooltip, drawn, layer, series.length) } : {}),
  };
}
