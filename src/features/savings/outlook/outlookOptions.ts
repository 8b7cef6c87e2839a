import { valueAxisLabelFormatter } from '../../../ui/Chart/formatters';
import { chartFrame, type ChartOption, type LineSeriesOption } from '../../../ui/Chart/chartOption';
import { CHART_PALETTE } from '../../../ui/Chart/palette';
import type { AvoidedEnergyPoint } from './monthlySavings';
import { monthOfBucket, type MonthIndex } from './months';
import { outlookTooltip } from './outlookTooltip';
import type { TrajectoryPoint } from './trajectory';

/** "Jan 2026" / "janv. 2026": the months of both charts' category axes. */
export function monthLabel(month: MonthIndex, locale: string): string {
  const date = new Date(Date.UTC(Math.floor(month / 12), month % 12, 15));
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The avoided energy between the two lines: light enough for both lines to stay readable. */
const SAVING_SHADE = 'rgba(8, 127, 91, 0.22)';
const [REFERENCE_COLOR, CONSUMPTION_COLOR, PROJECTION_COLOR] = [CHART_PALETTE[1], CHART_PALETTE[2], CHART_PALETTE[0]];
const COMMITMENT_COLOR = CHART_PALETTE[7];

interface Frame {
  names: readonly string[];
  months: readonly string[];
  locale: string;
  unit: string;
  figure: (value: number) => string;
  /** The value axis fits the data instead of starting at zero. */
  scale?: boolean;
}

function frame({ names, months, locale, unit, figure, scale = false }: Frame) {
  return {
    ...chartFrame(names, 8),
    tooltip: { trigger: 'axis', formatter: outlookTooltip(figure) },
    xAxis: { type: 'category', boundaryGap: false, data: [...months] },
    yAxis: { type: 'value', name: unit, scale, axisLabel: { formatter: valueAxisLabelFormatter(locale) } },
  } satisfies ChartOption;
}

export interface AvoidedEnergyOptionInput {
  points: readonly AvoidedEnergyPoint[];
  names: { reference: string; consumption: string; saving: string };
  unit: string;
  locale: string;
  /** A value as the tooltip shows it, with its unit. */
  figure: (value: number) => string;
}

/**
 * The M&V avoided-energy chart: adjusted reference against measured consumption, the savings
 * shaded between them — the consumption, then the saving stacked on it as a filled band without
 * a line, so the band's top is the reference line (drawn on its own for its colour and tooltip).
 */
export function avoidedEnergyOption({ points, names, unit, locale, figure }: AvoidedEnergyOptionInput): ChartOption {
  const months = points.map((point) => monthLabel(monthOfBucket(point.at), locale));
  const series: LineSeriesOption[] = [
    {
      name: names.consumption,
      type: 'line',
      stack: 'avoided',
      stackStrategy: 'all',
      symbol: 'none',
      color: CONSUMPTION_COLOR,
      lineStyle: { width: 2 },
      data: points.map((point) => point.consumption),
    },
    {
      name: names.saving,
      type: 'line',
      stack: 'avoided',
      stackStrategy: 'all',
      symbol: 'none',
      color: SAVING_SHADE,
      lineStyle: { width: 0 },
      areaStyle: { color: SAVING_SHADE },
      data: points.map((point) => point.saving),
    },
    {
      name: names.reference,
      type: 'line',
      symbol: 'none',
      color: REFERENCE_COLOR,
      lineStyle: { width: 2 },
      data: points.map((point) => point.reference),
    },
  ];
  // Not from zero: the avoided energy is a few percent of the consumption and must be seen.
  const legend = [names.reference, names.consumption, names.saving];
  return { ...frame({ names: legend, months, locale, unit, figure, scale: true }), series };
}

export interface TrajectoryOptionInput {
  points: readonly TrajectoryPoint[];
  names: { saved: string; committed: string; projected: string };
  unit: string;
  locale: string;
  /** A value as the tooltip shows it, with its unit. */
  figure: (value: number) => string;
}

/** Cumulative savings (solid), commitment (dashed) and the projection (dotted) to the follow-up end. */
export function trajectoryOption({ points, names, unit, locale, figure }: TrajectoryOptionInput): ChartOption {
  const months = points.map((point) => monthLabel(point.month, locale));
  const hasProjection = points.some((point) => point.projected !== null);
  const series: LineSeriesOption[] = [
    {
      name: names.saved,
      type: 'line',
      symbol: 'none',
      color: PROJECTION_COLOR,
      lineStyle: { width: 3 },
      areaStyle: { color: SAVING_SHADE },
      data: points.map((point) => point.saved),
    },
    {
      name: names.committed,
      type: 'line',
      symbol: 'none',
      color: COMMITMENT_COLOR,
      lineStyle: { width: 2, type: 'dashed' },
      data: points.map((point) => point.committed),
    },
  ];
  if (hasProjection)
    series.push({
      name: names.projected,
      type: 'line',
      symbol: 'none',
      color: PROJECTION_COLOR,
      lineStyle: { width: 2, type: 'dotted' },
      data: points.map((point) => point.projected),
    });
  const legend = hasProjection ? [names.saved, names.committed, names.projected] : [names.saved, names.committed];
  return { ...frame({ names: legend, months, locale, unit, figure }), series };
}
