import type { EChartsCoreOption } from 'echarts/core';
import { createContext, useContext, useMemo } from 'react';
import type { ChartEventHandler } from '../../../ui/Chart/Chart';

/**
 * What a user did to a drawn chart that a new option would undo: echarts draws each option anew
 * (notMerge), so a dashboard that refreshes would reset the zoom and the series hidden from the
 * legend. Kept per graph and written back into each new option.
 */
export interface ChartView {
  /** The zoomed window, in percent of the axis (a rolling period keeps the same share of it). */
  zoom?: { start: number; end: number };
  /** The legend's choices by series name; series not named are shown. */
  legend?: Readonly<Record<string, boolean>>;
}

/** What a graph view takes from the layer that keeps the view: the option to draw, and the events to listen to. */
export interface ChartViewKeeper {
  apply: (option: EChartsCoreOption) => EChartsCoreOption;
  onEvents?: Record<string, ChartEventHandler>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The window of a `datazoom` event (slider: on the event; inside zoom: in its batch), in percent. */
export function zoomOfEvent(params: unknown): ChartView['zoom'] | null {
  if (!isRecord(params)) return null;
  const batch = Array.isArray(params.batch) ? (params.batch as unknown[])[0] : params;
  if (!isRecord(batch) || typeof batch.start !== 'number' || typeof batch.end !== 'number') return null;
  return { start: batch.start, end: batch.end };
}

/** The legend's choices after a `legendselectchanged` event. */
export function legendOfEvent(params: unknown): ChartView['legend'] | null {
  if (!isRecord(params) || !isRecord(params.selected)) return null;
  const selected: Record<string, boolean> = {};
  for (const [name, shown] of Object.entries(params.selected)) if (typeof shown === 'boolean') selected[name] = shown;
  return selected;
}

function mapComponent(value: unknown, change: (component: Record<string, unknown>) => Record<string, unknown>) {
  if (Array.isArray(value)) return value.map((one: unknown) => (isRecord(one) ? change(one) : one));
  return isRecord(value) ? change(value) : value;
}

/** The option with the view written into it; the option given is left as it was (it is memoised). */
export function withChartView(option: EChartsCoreOption, view: ChartView): EChartsCoreOption {
  const next: Record<string, unknown> = { ...option };
  const { zoom, legend } = view;
  if (zoom && next.dataZoom !== undefined) {
    next.dataZoom = mapComponent(next.dataZoom, ({ startValue: _from, endValue: _to, ...component }) => ({
      ...component,
      start: zoom.start,
      end: zoom.end,
    }));
  }
  if (legend && next.legend !== undefined) {
    next.legend = mapComponent(next.legend, (component) => ({
      ...component,
      selected: { ...(isRecord(component.selected) ? component.selected : {}), ...legend },
    }));
  }
  return next;
}

/**
 * A keeper for one graph: it listens to the zoom and the legend and writes them into every later
 * option. The view lives outside React's state: a zoom being dragged must not redraw the chart at
 * each step; only the next option (new data) reads it.
 */
export function createChartViewKeeper(): ChartViewKeeper {
  const view: ChartView = {};
  return {
    apply: (option) => withChartView(option, view),
    onEvents: {
      datazoom: (params) => {
        const zoom = zoomOfEvent(params);
        if (zoom) view.zoom = zoom;
      },
      legendselectchanged: (params) => {
        const legend = legendOfEvent(params);
        if (legend) view.legend = legend;
      },
    },
  };
}

const LARGE_LABEL = 15;
const LARGE_LEGEND = 16;
/** Fewer value labels: at 15 px, echarts' default five or six crowd a chart a third of a wall high. */
const WALL_VALUE_SPLITS = 3;
/** The plot's margin below the time axis once the zoom slider is gone (its labels are kept inside the bounds). */
const WALL_GRID_BOTTOM = 8;

const isSlider = (component: unknown) => isRecord(component) && component.type === 'slider';

/** The widest a category's name is written on a wall, in px: past it, it breaks onto another line. */
const WALL_CATEGORY_WIDTH = 150;

/** The lines of a broken category name, apart enough to be read at the wall's size. */
const WALL_LINE_HEIGHT = 19;

/** Above its axis, left-aligned: a name along a third of a wall's height would leave the plot no room. */
const WALL_AXIS_NAME_GAP = 10;

/**
 * An axis as the wall shows it: larger labels, any that would overlap left out, fewer of them on a
 * value axis (echarts' x is a category axis unless it says otherwise, its y a value axis), and a
 * vertical axis's name written above it rather than along it.
 */
function wallAxis(axis: Record<string, unknown>, direction: 'x' | 'y'): Record<string, unknown> {
  const type = axis.type ?? (direction === 'x' ? 'category' : 'value');
  const label = isRecord(axis.axisLabel) ? axis.axisLabel : {};
  const nameAlong =
    direction === 'y' && typeof axis.name === 'string' && axis.name !== '' && axis.nameLocation === 'middle';
  const nameStyle = isRecord(axis.nameTextStyle) ? axis.nameTextStyle : {};
  return {
    ...axis,
    axisLabel: {
      ...label,
      fontSize: LARGE_LABEL,
      hideOverlap: label.hideOverlap ?? true,
      // A long category name (a variable's) breaks onto lines rather than pushing the plot away.
      ...(type === 'category'
        ? {
            width: label.width ?? WALL_CATEGORY_WIDTH,
            overflow: label.overflow ?? 'break',
            lineHeight: WALL_LINE_HEIGHT,
          }
        : {}),
    },
    ...(type === 'value' ? { splitNumber: WALL_VALUE_SPLITS } : {}),
    ...(nameAlong
      ? { nameLocation: 'end', nameGap: WALL_AXIS_NAME_GAP, nameTextStyle: { ...nameStyle, align: 'left' } }
      : {}),
  };
}

/**
 * The option as a wall display shows it, to be read from a few metres: larger axis labels and
 * legend (echarts' own default is 12 px), fewer value labels and none overlapping, and no zoom
 * slider (nobody drags it there), whose room goes to the plot.
 */
export function withLargeText(option: EChartsCoreOption): EChartsCoreOption {
  const next: Record<string, unknown> = { ...option };
  const larger = (key: string, size: number) => (component: Record<string, unknown>) => ({
    ...component,
    [key]: { ...(isRecord(component[key]) ? component[key] : {}), fontSize: size },
  });
  if (next.xAxis !== undefined) next.xAxis = mapComponent(next.xAxis, (axis) => wallAxis(axis, 'x'));
  if (next.yAxis !== undefined) next.yAxis = mapComponent(next.yAxis, (axis) => wallAxis(axis, 'y'));
  if (next.legend !== undefined) next.legend = mapComponent(next.legend, larger('textStyle', LARGE_LEGEND));
  if (Array.isArray(next.dataZoom) && next.dataZoom.some(isSlider)) {
    next.dataZoom = (next.dataZoom as unknown[]).filter((component) => !isSlider(component));
    if (isRecord(next.grid)) next.grid = { ...next.grid, bottom: WALL_GRID_BOTTOM };
  }
  // A grid that keeps its labels and axis names inside its margins ('same' outer bounds) needs no
  // margin of its own where there is no slider below and no legend above: its plot takes the room.
  if (isRecord(next.grid) && next.grid.outerBoundsMode === 'same') {
    const legendShown = isRecord(next.legend) && next.legend.show !== false;
    next.grid = { ...next.grid, bottom: WALL_GRID_BOTTOM, ...(legendShown ? {} : { top: WALL_GRID_BOTTOM }) };
  }
  return next;
}

const LARGE_TEXT_KEEPER: ChartViewKeeper = { apply: withLargeText };

/** The wall display's keepers: larger text on every graph, nothing to listen to. */
export const LARGE_TEXT_VIEW: ChartViewKeepers = () => LARGE_TEXT_KEEPER;

/** The keeper of each graph, by graph id: one keeper per graph for as long as the screen lasts. */
export type ChartViewKeepers = (graphId: number) => ChartViewKeeper | null;

/** A dashboard's keepers: each graph's view is kept apart, and kept while the dashboard is open. */
export function createChartViewKeepers(): ChartViewKeepers {
  const keepers = new Map<number, ChartViewKeeper>();
  return (graphId) => {
    let keeper = keepers.get(graphId);
    if (!keeper) {
      keeper = createChartViewKeeper();
      keepers.set(graphId, keeper);
    }
    return keeper;
  };
}

/**
 * The keepers of the graphs below (a dashboard, the wall display), none by default: a context
 * rather than a prop, so that the cards and panels between them need not carry it.
 */
export const ChartViewContext = createContext<ChartViewKeepers | null>(null);

export function useChartViewKeeper(graphId: number): ChartViewKeeper | null {
  return useContext(ChartViewContext)?.(graphId) ?? null;
}

/**
 * A graph's option as the screen's view shows it (the zoom and legend kept, the wall's large
 * text), and the chart events that keep that view: what every kind of graph hands its Chart.
 */
export function useChartView<T extends EChartsCoreOption | null>(
  graphId: number,
  option: T,
): { option: T | EChartsCoreOption; onEvents: ChartViewKeeper['onEvents'] } {
  const keeper = useChartViewKeeper(graphId);
  const shown = useMemo(() => (option && keeper ? keeper.apply(option) : option), [option, keeper]);
  return { option: shown, onEvents: keeper?.onEvents };
}
