import { getDate, getDay, getHours, getISOWeek, getMonth } from 'date-fns';
import { toZonedTime } from 'date-fns-tz';
import type { FrontConfig } from '../../api';
import { DEFAULT_TIME_ZONE } from '../../../../lib/dateFormat';
import { formatNumber } from '../../../../lib/numberFormat';
import { formatMeasure } from '../../../../ui/Chart/formatters';
import { CHART_PALETTE } from '../../../../ui/Chart/palette';
import type { ExplorerChartOption, HeatmapSeriesOption } from '../explorerChartOption';
import type { GraphSeries } from '../graphSeries';
import { numberAt, pickSeries } from './pickSeries';

export type HeatMapDimension = NonNullable<FrontConfig['heatMap']>['xAxis'];

export interface HeatmapLabels {
  /** Monday to Sunday (French order), in the interface language. */
  weekdays: readonly string[];
  /** January to December, in the interface language. */
  months: readonly string[];
}

/** The cell of an instant along one dimension, on the site's wall clock: 0-based index. */
function slotOf(dimension: HeatMapDimension, wallClock: Date): number {
  switch (dimension) {
    case 'hours':
      return getHours(wallClock);
    case 'weekdays':
      // getDay: Sunday 0 … Saturday 6 → Monday 0 … Sunday 6.
      return (getDay(wallClock) + 6) % 7;
    case 'days':
      return getDate(wallClock) - 1;
    case 'weeks':
      return getISOWeek(wallClock) - 1;
    case 'months':
      return getMonth(wallClock);
  }
}

const SLOTS: Record<HeatMapDimension, number> = { hours: 24, weekdays: 7, days: 31, weeks: 53, months: 12 };

function labelsOf(dimension: HeatMapDimension, labels: HeatmapLabels): string[] {
  return Array.from({ length: SLOTS[dimension] }, (_, index) => {
    if (dimension === 'hours') return `${String(index).padStart(2, '0')}:00`;
    if (dimension === 'weekdays') return labels.weekdays[index] ?? String(index + 1);
    if (dimension === 'months') return labels.months[index] ?? String(index + 1);
    return String(index + 1);
  });
}

export interface HeatmapCells {
  xLabels: string[];
  yLabels: string[];
  /** [x index, y index, mean value] of the cells holding values. */
  cells: [number, number, number][];
  min: number;
  max: number;
}

/**
 * The mean value of each (x, y) cell, e.g. hours of the day against weekdays, on the site's wall
 * clock. Days and weeks keep only the rows and columns that hold values (a month has no week 40).
 */
export function heatmapCells(
  points: GraphSeries['points'],
  xAxis: HeatMapDimension,
  yAxis: HeatMapDimension,
  labels: HeatmapLabels,
  timeZone: string = DEFAULT_TIME_ZONE,
): HeatmapCells {
  const sums = new Map<string, { x: number; y: number; sum: number; count: number }>();
  for (const [time, value] of points) {
    if (value === null) continue;
    const wallClock = toZonedTime(time, timeZone);
    const x = slotOf(xAxis, wallClock);
    const y = slotOf(yAxis, wallClock);
    const key = `${x}:${y}`;
    const cell = sums.get(key) ?? { x, y, sum: 0, count: 0 };
    cell.sum += value;
    cell.count += 1;
    sums.set(key, cell);
  }
  const sparse = (dimension: HeatMapDimension) => dimension === 'days' || dimension === 'weeks';
  const used = (dimension: HeatMapDimension, pick: (cell: { x: number; y: number }) => number) => {
    const all = Array.from({ length: SLOTS[dimension] }, (_, index) => index);
    if (!sparse(dimension)) return all;
    const present = new Set([...sums.values()].map(pick));
    return all.filter((index) => present.has(index));
  };
  const xs = used(xAxis, (cell) => cell.x);
  const ys = used(yAxis, (cell) => cell.y);
  const xLabelsAll = labelsOf(xAxis, labels);
  const yLabelsAll = labelsOf(yAxis, labels);
  const cells: [number, number, number][] = [...sums.values()].map((cell) => [
    xs.indexOf(cell.x),
    ys.indexOf(cell.y),
    cell.sum / cell.count,
  ]);
  const values = cells.map(([, , value]) => value);
  return {
    xLabels: xs.map((index) => xLabelsAll[index] ?? ''),
    yLabels: ys.map((index) => yLabelsAll[index] ?? ''),
    cells,
    min: values.length > 0 ? Math.min(...values) : 0,
    max: values.length > 0 ? Math.max(...values) : 0,
  };
}

export interface HeatmapOptionInput {
  series: readonly GraphSeries[];
  heatMap: FrontConfig['heatMap'];
  valueVariableName?: string | null;
  labels: HeatmapLabels;
  locale: string;
  timeZone?: string;
}

const DEFAULT_MIN_COLOR = '#e6fcf5';

/** Category labels thinned to about `shown` of them: 24 hours on a 320 px tile would overlap. */
function labelEvery(labels: readonly string[], shown: number) {
  return { interval: labels.length > shown ? Math.ceil(labels.length / shown) - 1 : 0, hideOverlap: true };
}

/**
 * heatmap (spec 000 §3 frontConfig.heatMap): the mean of the value variable per cell of xAxis ×
 * yAxis among hours, weekdays (Monday first), days, weeks and months; the colour scale runs from
 * minColor to maxColor. Pure.
 */
export function heatmapOption(input: HeatmapOptionInput): ExplorerChartOption {
  const xAxis = input.heatMap?.xAxis ?? 'hours';
  const yAxis = input.heatMap?.yAxis ?? 'weekdays';
  const one = pickSeries(input.series, input.valueVariableName);
  const grid = heatmapCells(one?.points ?? [], xAxis, yAxis, input.labels, input.timeZone);
  const series: HeatmapSeriesOption = {
    type: 'heatmap',
    name: one?.name ?? '',
    data: grid.cells,
    progressive: 2000,
    emphasis: { disabled: true },
  };
  return {
    animation: false,
    color: [...CHART_PALETTE],
    grid: { left: 16, right: 16, top: 16, bottom: 84, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params) => {
        const cell = Array.isArray(params) ? params[0] : params;
        const value: unknown = cell?.value;
        const x = numberAt(value, 0) ?? -1;
        const y = numberAt(value, 1) ?? -1;
        const mean = numberAt(value, 2);
        const box = document.createElement('div');
        const at = `${grid.xLabels[x] ?? ''} · ${grid.yLabels[y] ?? ''}`;
        box.textContent = `${at}: ${formatMeasure(mean, input.locale, one?.unit)}`;
        return box;
      },
    },
    xAxis: { type: 'category', data: grid.xLabels, splitArea: { show: true }, axisLabel: labelEvery(grid.xLabels, 12) },
    yAxis: { type: 'category', data: grid.yLabels, splitArea: { show: true }, axisLabel: labelEvery(grid.yLabels, 8) },
    visualMap: {
      min: grid.min,
      max: grid.max > grid.min ? grid.max : grid.min + 1,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      inRange: { color: [input.heatMap?.minColor ?? DEFAULT_MIN_COLOR, input.heatMap?.maxColor ?? CHART_PALETTE[0]] },
      formatter: (value) => formatNumber(Number(value), input.locale),
    },
    series: [series],
  };
}
