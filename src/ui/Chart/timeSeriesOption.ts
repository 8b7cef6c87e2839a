import { DEFAULT_TIME_ZONE, formatDateTime } from '../../lib/dateFormat';
import { decimateMinMax, type TimePoint } from '../../lib/decimate';
import { formatNumber } from '../../lib/numberFormat';
import { chartFrame, type ChartOption, type LineSeriesOption } from './chartOption';
import { timeAxisLabelFormatter, timeSeriesTooltipFormatter } from './formatters';
import { CHART_PALETTE, PERIOD_SHADE, QUALITY_SHADES, THRESHOLD_COLOR } from './palette';
import { unitAxesOf, unitValueAxes } from './unitAxes';

/** spec 000 §4: "Data quality labels: com, nodata, offline". */
export const QUALITY_LABELS = ['com', 'nodata', 'offline'] as const;
export type QualityLabel = (typeof QUALITY_LABELS)[number];

export interface TimeSeriesInput {
  name: string;
  unit?: string;
  /** [epoch ms, value] sorted by time; null is a hole in the data. */
  points: readonly TimePoint[];
}

export interface TimeSeriesOptionInput {
  series: readonly TimeSeriesInput[];
  /** Alert thresholds, drawn as dashed horizontal lines on the first series' axis. */
  thresholds?: readonly { label: string; value: number }[];
  /** The event period (epoch ms), shaded. */
  shadedPeriod?: { start: number; end: number; label: string };
  /** Periods of bad data quality, shaded and labelled. */
  qualityMarks?: readonly { start: number; end: number; label: QualityLabel }[];
  /** Shown text of each quality label (translated by the caller); the code itself otherwise. */
  qualityLabelText?: Partial<Record<QualityLabel, string>>;
  /** Interface language, for numbers (dates follow DD/MM/YYYY HH:mm whatever the language). */
  locale: string;
  timeZone?: string;
  /** Decimation budget per series (min/max, see decimate.ts). */
  maxPointsPerSeries?: number;
}

/** About two points per horizontal pixel of a wide screen: more would not be visible. */
export const DEFAULT_MAX_POINTS_PER_SERIES = 2000;

type MarkAreaData = NonNullable<NonNullable<LineSeriesOption['markArea']>['data']>;
type MarkLineData = NonNullable<NonNullable<LineSeriesOption['markLine']>['data']>;

function markAreaData(input: TimeSeriesOptionInput): MarkAreaData {
  const data: MarkAreaData = [];
  if (input.shadedPeriod) {
    const { start, end, label } = input.shadedPeriod;
    data.push([{ name: label, xAxis: start, itemStyle: { color: PERIOD_SHADE } }, { xAxis: end }]);
  }
  for (const mark of input.qualityMarks ?? []) {
    const name = input.qualityLabelText?.[mark.label] ?? mark.label;
    data.push([{ name, xAxis: mark.start, itemStyle: { color: QUALITY_SHADES[mark.label] } }, { xAxis: mark.end }]);
  }
  return data;
}

function markLineData(input: TimeSeriesOptionInput): MarkLineData {
  return (input.thresholds ?? []).map(({ label, value }) => ({
    name: label,
    yAxis: value,
    label: { formatter: `${label}: ${formatNumber(value, input.locale)}`, position: 'insideEndTop' },
  }));
}

/**
 * The option of the event chart (spec 000 §2 "Event detail: see the variable time series over the
 * event period"): a time x-axis, a value axis per unit, legend, tooltip, zoom (wheel/drag inside,
 * plus a slider), the eight-colour palette, thresholds as mark lines, the event period and data
 * quality marks as shaded areas.
 *
 * Performance for 10 000 points per series: our own min/max decimation (echarts' `sampling:
 * 'lttb'` drops isolated peaks), no symbols, no animation. Pure: the same input gives an equal
 * option, so callers memoise on their inputs (echarts-for-react deep-compares the option).
 */
export function timeSeriesOption(input: TimeSeriesOptionInput): ChartOption {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const maxPoints = input.maxPointsPerSeries ?? DEFAULT_MAX_POINTS_PER_SERIES;
  // One value axis per unit, coloured like its first series (the theme's palette, by series order).
  const axes = unitAxesOf(
    input.series.map((one, index) => ({
      unit: one.unit ?? '',
      color: CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0],
    })),
  );
  const areas = markAreaData(input);
  const lines = markLineData(input);

  const series: LineSeriesOption[] = input.series.map((one) => ({
    type: 'line',
    name: one.name,
    yAxisIndex: Math.max(
      0,
      axes.findIndex((axis) => axis.unit === (one.unit ?? '')),
    ),
    data: decimateMinMax(one.points, maxPoints),
    showSymbol: false,
    symbol: 'none',
    connectNulls: false,
    lineStyle: { width: 1.5 },
    emphasis: { disabled: true },
  }));
  // Mark lines and areas live on a series: the first one, or an empty carrier when there is no data.
  if (areas.length > 0 || lines.length > 0) {
    if (series.length === 0) series.push({ type: 'line', name: '', data: [] });
    const first = series[0];
    if (first && areas.length > 0) {
      first.markArea = { silent: true, data: areas, label: { position: 'insideTop' } };
    }
    if (first && lines.length > 0) {
      first.markLine = {
        silent: true,
        symbol: 'none',
        data: lines,
        lineStyle: { type: 'dashed', color: THRESHOLD_COLOR, width: 1.5 },
      };
    }
  }

  const units = input.series.map((one) => one.unit);
  // The thresholds are drawn on the first series' axis: its range must hold them even when the
  // values stay far from them, or the lines would fall outside the chart.
  const thresholdValues = (input.thresholds ?? []).map((threshold) => threshold.value).filter(Number.isFinite);
  const thresholdAxis = series[0]?.yAxisIndex ?? 0;
  const withThresholds = (index: number) =>
    index === thresholdAxis && thresholdValues.length > 0
      ? {
          min: ({ min }: { min: number }) => Math.min(min, ...thresholdValues),
          max: ({ max }: { max: number }) => Math.max(max, ...thresholdValues),
        }
      : {};
  return {
    // Room below for the zoom slider.
    ...chartFrame(
      input.series.map((one) => one.name),
      72,
    ),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'line' },
      confine: true,
      formatter: timeSeriesTooltipFormatter(input.locale, units, timeZone),
    },
    xAxis: {
      type: 'time',
      axisLabel: { formatter: timeAxisLabelFormatter(timeZone), hideOverlap: true },
      axisPointer: { label: { formatter: ({ value }) => formatDateTime(Number(value), timeZone) } },
    },
    yAxis: unitValueAxes(axes, input.locale, (index) => ({ scale: true, ...withThresholds(index) })),
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
