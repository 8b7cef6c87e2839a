import type { TimePoint } from '../../../lib/decimate';
import { resolveShortcut, type DateRange } from '../../../lib/dateRanges';
import type { BarSeriesOption, ChartOption, LineSeriesOption } from '../../../ui/Chart/chartOption';
import { timeSeriesOption } from '../../../ui/Chart/timeSeriesOption';
import type { VariableSettings } from './variableFormSchema';

type Representation = VariableSettings['representation'];

export interface PreviewOptionInput {
  name: string;
  unit?: string;
  points: readonly TimePoint[];
  color: string;
  representation: Representation;
  locale: string;
}

/** Enough for a chart half a screen wide; min and max per bucket survive (decimate.ts). */
const PREVIEW_POINTS = 600;

/**
 * The last seven days up to `now` (the J-7 shortcut, Europe/Paris), `now` taken to the minute so
 * that the query key stays the same across renders and a quick return to the page.
 */
export function previewPeriod(now: Date): DateRange {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return resolveShortcut('J-7', minute);
}

/**
 * The preview of a variable under its form (issue 12: "a small chart of the variable's last 7
 * days"), drawn as the variable will be: in its colour, as a line, bars or a filled area. Built on
 * the product's time-series option (palette, formats, decimation, text tooltips); the small chart
 * keeps the wheel and drag zoom but not the slider. Pure, so callers memoise on its inputs.
 */
export function variablePreviewOption(input: PreviewOptionInput): ChartOption {
  const base = timeSeriesOption({
    series: [{ name: input.name, ...(input.unit ? { unit: input.unit } : {}), points: input.points }],
    locale: input.locale,
    maxPointsPerSeries: PREVIEW_POINTS,
  });
  const lines = (Array.isArray(base.series) ? base.series : []) as LineSeriesOption[];
  const series = lines.map((line): LineSeriesOption | BarSeriesOption => {
    if (input.representation === 'bar') {
      return {
        type: 'bar',
        name: line.name,
        yAxisIndex: line.yAxisIndex,
        data: line.data as BarSeriesOption['data'],
        itemStyle: { color: input.color },
        barMaxWidth: 12,
        emphasis: { disabled: true },
      };
    }
    return {
      ...line,
      itemStyle: { color: input.color },
      lineStyle: { ...line.lineStyle, color: input.color },
      ...(input.representation === 'area' ? { areaStyle: { color: input.color, opacity: 0.25 } } : {}),
    };
  });
  const dataZoom = (Array.isArray(base.dataZoom) ? base.dataZoom : []).filter((zoom) => zoom.type === 'inside');
  const grid = Array.isArray(base.grid) ? base.grid[0] : base.grid;
  // Bars stand on zero: a scaled axis would make a small value look like nothing.
  const axes = base.yAxis === undefined ? [] : Array.isArray(base.yAxis) ? base.yAxis : [base.yAxis];
  const yAxis = axes.map((axis) =>
    input.representation === 'bar' && axis.type === 'value' ? { ...axis, scale: false } : axis,
  );
  return { ...base, series, dataZoom, yAxis, grid: { ...grid, bottom: 8 } };
}
