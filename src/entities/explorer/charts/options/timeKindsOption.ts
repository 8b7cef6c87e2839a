import type { ChartKind } from '../../api';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../../lib/dateFormat';
import { decimateMinMax } from '../../../../lib/decimate';
import { timeAxisLabelFormatter, timeSeriesTooltipFormatter } from '../../../../ui/Chart/formatters';
import { unitAxesOf, unitValueAxes } from '../../../../ui/Chart/unitAxes';
import type { BarSeriesOption, ExplorerChartOption, LineSeriesOption } from '../explorerChartOption';
import type { GraphSeries } from '../graphSeries';
import { explorerFrame } from './optionFrame';

/** The kinds drawn on a time axis (the only ones the period overlay applies to). */
export const TIME_KINDS = ['time-series', 'spline', 'area', 'areaspline', 'column'] as const satisfies ChartKind[];
export type TimeKind = (typeof TIME_KINDS)[number];

export function isTimeKind(kind: ChartKind): kind is TimeKind {
  return (TIME_KINDS as readonly ChartKind[]).includes(kind);
}

/** A compared series (the overlay), already moved onto the current time axis. */
export interface ComparedSeries {
  /** The current series it is compared with (same colour, same axis). */
  of: GraphSeries;
  /** Shown name, e.g. "Power (previous year)". */
  name: string;
  points: readonly (readonly [number, number | null])[];
}

export interface TimeKindsOptionInput {
  kind: TimeKind;
  series: readonly GraphSeries[];
  compared?: readonly ComparedSeries[];
  /** Legend text per current series name, after the name (e.g. "+4.2 % vs previous year"). */
  legendNotes?: Readonly<Record<string, string>>;
  locale: string;
  timeZone?: string;
  /** Decimation budget per series: min/max so that peaks survive (src/lib/decimate.ts). */
  maxPointsPerSeries?: number;
  /** The period asked for (epoch ms): the time axis spans it, so missing data shows as a gap. */
  period?: { start: number; end: number };
}

/** About two points per horizontal pixel of a wide screen: more would not be visible. */
export const DRAWN_POINTS_PER_SERIES = 2000;
const AREA_OPACITY = 0.25;
/** Up to this many points a line also shows its points: a lone value between holes is a dot, not nothing. */
const SPARSE_POINTS = 60;
const COMPARED_OPACITY = 0.55;

function currentSeries(input: TimeKindsOptionInput, one: GraphSeries, yAxisIndex: number, maxPoints: number) {
  const data = decimateMinMax(one.points, maxPoints);
  if (input.kind === 'column') {
    const bar: BarSeriesOption = {
      type: 'bar',
      name: one.name,
      yAxisIndex,
      data,
      itemStyle: { color: one.color },
      barMaxWidth: 24,
      large: true,
      emphasis: { disabled: true },
    };
    return bar;
  }
  const smooth = input.kind === 'spline' || input.kind === 'areaspline';
  const area = input.kind === 'area' || input.kind === 'areaspline';
  const line: LineSeriesOption = {
    type: 'line',
    name: one.name,
    yAxisIndex,
    data,
    smooth,
    ...(data.length <= SPARSE_POINTS ? { showSymbol: true, symbolSize: 5 } : { showSymbol: false, symbol: 'none' }),
    // A hole in the data stays a hole (spec 000 §4: missing data must be visible).
    connectNulls: false,
    color: one.color,
    lineStyle: { width: 1.5, color: one.color },
    ...(area ? { areaStyle: { color: one.color, opacity: AREA_OPACITY } } : {}),
    emphasis: { disabled: true },
  };
  return line;
}

function comparedSeries(compared: ComparedSeries, yAxisIndex: number, maxPoints: number, smooth: boolean) {
  const line: LineSeriesOption = {
    type: 'line',
    name: compared.name,
    yAxisIndex,
    data: decimateMinMax(compared.points, maxPoints),
    smooth,
    showSymbol: false,
    symbol: 'none',
    connectNulls: false,
    color: compared.of.color,
    lineStyle: { width: 1.5, type: 'dashed', color: compared.of.color, opacity: COMPARED_OPACITY },
    emphasis: { disabled: true },
  };
  return line;
}

/**
 * time-series (line), spline (smooth line), area, areaspline (smooth + area) and column (bars on
 * a time axis): one value axis per unit, tooltips in the product's formats, zoom inside and with a
 * slider, holes kept, legend toggling series, no animation, min/max decimation before echarts so
 * that 10,000-point series stay fast and keep their peaks. The overlay is drawn dashed in the same
 * colour, lighter. Pure: memoise on the inputs.
 */
export function timeKindsOption(input: TimeKindsOptionInput): ExplorerChartOption {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const maxPoints = input.maxPointsPerSeries ?? DRAWN_POINTS_PER_SERIES;
  const axes = unitAxesOf(input.series);
  const axisOf = (unit: string) =>
    Math.max(
      0,
      axes.findIndex((axis) => axis.unit === unit),
    );
  const smooth = input.kind === 'spline' || input.kind === 'areaspline';
  const compared = input.compared ?? [];
  const series = [
    ...input.series.map((one) => currentSeries(input, one, axisOf(one.unit), maxPoints)),
    ...compared.map((one) => comparedSeries(one, axisOf(one.of.unit), maxPoints, smooth)),
  ];
  const units = [...input.series.map((one) => one.unit), ...compared.map((one) => one.of.unit)];
  const names = [...input.series.map((one) => one.name), ...compared.map((one) => one.name)];
  return {
    ...explorerFrame(names, 72, input.legendNotes),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: input.kind === 'column' ? 'shadow' : 'line' },
      confine: true,
      formatter: timeSeriesTooltipFormatter(input.locale, units, timeZone),
    },
    xAxis: {
      type: 'time',
      ...(input.period ? { min: input.period.start, max: input.period.end } : {}),
      axisLabel: { formatter: timeAxisLabelFormatter(timeZone), hideOverlap: true },
      axisPointer: { label: { formatter: ({ value }) => formatDateTime(Number(value), timeZone) } },
    },
    yAxis: unitValueAxes(axes, input.locale, () => ({ scale: input.kind !== 'column' })),
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
      {
        type: 'slider',
        xAxisIndex: 0,
        filterMode: 'none',
        bottom: 8,
        labelFormatter: timeAxisLabelFormatter(timeZone),
      },
    ],
    series,
  };
}
