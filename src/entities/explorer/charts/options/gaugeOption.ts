import type { FrontConfig } from '../../api';
import { formatMeasure } from '../../../../ui/Chart/formatters';
import { CHART_PALETTE, THRESHOLD_COLOR } from '../../../../ui/Chart/palette';
import type { ExplorerChartOption, GaugeSeriesOption } from '../explorerChartOption';
import type { AggregateRow } from './barPlotOption';
import { pickSeries } from './pickSeries';

export interface GaugeOptionInput {
  rows: readonly AggregateRow[];
  gauge: FrontConfig['gauge'];
  valueVariableName?: string | null;
  locale: string;
}

/** Band colours from the lowest threshold up: the palette's primary, amber, then red. */
const BAND_COLORS = [CHART_PALETTE[0], '#f59f00', '#e8590c', THRESHOLD_COLOR] as const;

/**
 * The bands of the gauge's dial as echarts wants them: [share of the dial where a band ends, its
 * colour], from the thresholds inside [min, max] in order; the last band ends at 1.
 */
export function gaugeBands(
  min: number,
  max: number,
  thresholds: readonly number[] | null | undefined,
): [number, string][] {
  const span = max - min;
  const given = (thresholds ?? []).filter(Number.isFinite);
  // Thresholds all within (0, 1] on a scale wider than 1 are shares of the dial (0.6 = 60 %), as
  // older graphs store them; otherwise they are values on the scale.
  const shares = span > 1 && given.length > 0 && given.every((value) => value > 0 && value <= 1);
  const inside = (shares ? given.map((share) => min + share * span) : given)
    .filter((value) => value > min && value < max)
    .sort((a, b) => a - b);
  const ends = [...inside.map((value) => (span > 0 ? (value - min) / span : 1)), 1];
  return ends.map((end, index) => [end, BAND_COLORS[Math.min(index, BAND_COLORS.length - 1)] ?? THRESHOLD_COLOR]);
}

/**
 * gauge (spec 000 §3 frontConfig.gauge): the aggregate of valueVariableName (else the first
 * variable) on a dial from gauge.min to gauge.max (0 to the value's double, at least 1, when
 * unset), coloured by the threshold bands, the value written below in the product's format. Pure.
 */
export function gaugeOption(input: GaugeOptionInput): ExplorerChartOption {
  const row = pickSeries(input.rows, input.valueVariableName);
  const value = row?.value ?? null;
  const min = input.gauge?.min ?? 0;
  const fallbackMax = Math.max(1, Math.abs(value ?? 0) * 2);
  const max = input.gauge && input.gauge.max > min ? input.gauge.max : fallbackMax;
  const dial: GaugeSeriesOption = {
    type: 'gauge',
    name: row?.name ?? '',
    min,
    max,
    // A shorter arc than echarts' 225°→-45°: the end labels then sit above the value written below.
    startAngle: 200,
    endAngle: -20,
    radius: '85%',
    center: ['50%', '58%'],
    data: [{ value: value ?? min, name: row?.name ?? '' }],
    axisLine: { lineStyle: { width: 18, color: gaugeBands(min, max, input.gauge?.thresholds) } },
    pointer: { show: value !== null, width: 5 },
    progress: { show: false },
    splitNumber: 5,
    axisLabel: { distance: 24, formatter: (tick: number) => formatMeasure(tick, input.locale) },
    title: { offsetCenter: [0, '62%'] },
    detail: {
      valueAnimation: false,
      offsetCenter: [0, '36%'],
      fontSize: 18,
      formatter: () => formatMeasure(value, input.locale, row?.unit),
    },
  };
  return { animation: false, color: [...CHART_PALETTE], series: [dial] };
}
