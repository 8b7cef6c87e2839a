import type { EChartsType } from 'echarts/core';
import type { ChartKind } from '../api';
import type { DateRange } from '../../../lib/dateRanges';

/** One time series as drawn: [epoch ms, value], null in a data hole. */
export interface DrawnSeries {
  name: string;
  unit: string;
  points: readonly (readonly [number, number | null])[];
}

/**
 * What a graph panel shows once its data is drawn, for the exports (PNG, JPEG, PDF, CSV) and the
 * dashboard's whole-page PDF.
 */
export interface DrawnGraph {
  graphId: number;
  title: string;
  kind: ChartKind;
  period: DateRange;
  /** The echarts instance as drawn (exports PNG/JPEG/PDF read it); null for a table graph. */
  chart: EChartsType | null;
  /** Time series as drawn on time axes (not the overlay), for the CSV: a time stamp and one column per variable. */
  series: readonly DrawnSeries[];
  /** Table-style and category kinds: one row per variable (its aggregate over the period). */
  rows: readonly { name: string; unit: string; value: number | null }[];
  /** The legend as shown, with the overlay's difference (e.g. "+4.2 % vs previous year"), for the PDF. */
  legend: readonly { name: string; color: string; note?: string }[];
}
