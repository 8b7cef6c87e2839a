import { formatMeasure } from '../../../../ui/Chart/formatters';
import { valueAxisLabelFormatter } from '../../../../ui/Chart/formatters';
import type { ExplorerChartOption, ScatterSeriesOption } from '../explorerChartOption';
import type { GraphSeries } from '../graphSeries';
import { explorerFrame } from './optionFrame';
import { numberAt, pickSeries, withUnit } from './pickSeries';

export interface ScatterOptionInput {
  series: readonly GraphSeries[];
  xVariableName?: string | null;
  yVariableName?: string | null;
  locale: string;
  /** Shown name of the point cloud, e.g. "Flow against power". */
  name: string;
}

type Points = GraphSeries['points'];

/** The mean of the non-null values of `points` with a time in [from, to), sorted points; null if none. */
function meanIn(points: Points, from: number, to: number, cursor: { at: number }): number | null {
  while (cursor.at < points.length && (points[cursor.at]?.[0] ?? Infinity) < from) cursor.at += 1;
  let sum = 0;
  let count = 0;
  for (let index = cursor.at; index < points.length; index += 1) {
    const [time, value] = points[index] ?? [Infinity, null];
    if (time >= to) break;
    if (value === null) continue;
    sum += value;
    count += 1;
  }
  return count > 0 ? sum / count : null;
}

/**
 * The [x, y] pairs of two series by time stamp. At the same sampling, each time stamp pairs its two
 * values; when one variable is sampled finer, its values over each step of the coarser one are
 * averaged, so that a 10-minute flow still pairs with an hourly power. A step missing a value on
 * either side is left out.
 */
export function pairByTime(x: Points, y: Points): [number, number][] {
  const xCoarse = x.length <= y.length;
  const coarse = xCoarse ? x : y;
  const fine = xCoarse ? y : x;
  const cursor = { at: 0 };
  const pairs: [number, number][] = [];
  coarse.forEach(([time, value], index) => {
    if (value === null) return;
    // The last step runs to the end of the period.
    const end = coarse[index + 1]?.[0] ?? Number.POSITIVE_INFINITY;
    const other = meanIn(fine, time, end, cursor);
    if (other === null) return;
    pairs.push(xCoarse ? [value, other] : [other, value]);
  });
  return pairs;
}

/**
 * scatter-plot (spec 000 §3): one point per time stamp, x = the values of frontConfig.xVariableName,
 * y = those of yVariableName (else the first and second variables), each axis named with its unit.
 * `large` lets echarts draw 10,000 points in one pass. Pure.
 */
export function scatterOption(input: ScatterOptionInput): ExplorerChartOption {
  const x = pickSeries(input.series, input.xVariableName, 0);
  const y = pickSeries(input.series, input.yVariableName, 1) ?? x;
  const data = x && y ? pairByTime(x.points, y.points) : [];
  const color = y?.color ?? x?.color;
  const scatter: ScatterSeriesOption = {
    type: 'scatter',
    name: input.name,
    data,
    symbolSize: 5,
    large: true,
    largeThreshold: 2000,
    ...(color ? { itemStyle: { color, opacity: 0.7 } } : {}),
    emphasis: { disabled: true },
  };
  const axis = (one: GraphSeries | undefined) => ({
    type: 'value' as const,
    name: one ? withUnit(one.name, one.unit) : '',
    nameLocation: 'middle' as const,
    nameGap: 32,
    // A single point (a weekly variable over a week) needs an axis starting at 0 to show at all.
    scale: data.length > 1,
    axisLabel: { formatter: valueAxisLabelFormatter(input.locale) },
  });
  return {
    ...explorerFrame([input.name], 48),
    legend: { show: false },
    grid: { left: 48, right: 24, top: 40, bottom: 48, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params) => {
        const one = Array.isArray(params) ? params[0] : params;
        const value: unknown = one?.value;
        const xValue = numberAt(value, 0);
        const yValue = numberAt(value, 1);
        const box = document.createElement('div');
        box.textContent = `${x?.name ?? ''}: ${formatMeasure(xValue, input.locale, x?.unit)} · ${y?.name ?? ''}: ${formatMeasure(yValue, input.locale, y?.unit)}`;
        return box;
      },
    },
    xAxis: axis(x),
    yAxis: axis(y),
    series: [scatter],
  };
}
