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

/** The [x, y] pairs of two series at the same time stamps; a time stamp missing a value on either side is left out. */
export function pairByTime(x: GraphSeries['points'], y: GraphSeries['points']): [number, number][] {
  const xAt = new Map<number, number>();
  for (const [time, value] of x) if (value !== null) xAt.set(time, value);
  const pairs: [number, number][] = [];
  for (const [time, value] of y) {
    const other = xAt.get(time);
    if (value !== null && other !== undefined) pairs.push([other, value]);
  }
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
    scale: true,
    axisLabel: { formatter: valueAxisLabelFormatter(input.locale) },
  });
  return {
    ...explorerFrame([input.name], 48),
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
