import type { GraphSeries } from '../graphSeries';

export const HOUR = 3_600_000;
/** Monday 16 November 2026, 00:00 in Paris. */
export const MONDAY_PARIS = Date.parse('2026-11-15T23:00:00Z');

/** A series of hourly points from MONDAY_PARIS. */
export function hourly(
  name: string,
  values: readonly (number | null)[],
  extra: Partial<GraphSeries> = {},
): GraphSeries {
  return {
    id: extra.id ?? name.length,
    name,
    unit: extra.unit ?? 'kW',
    color: extra.color ?? '#087f5b',
    points: values.map((value, index) => [MONDAY_PARIS + index * HOUR, value] as const),
    ...extra,
  };
}

/** The series array of an option, whatever form echarts allows. */
export function seriesOf<T>(option: { series?: T | T[] }): T[] {
  const { series } = option;
  if (series === undefined) return [];
  return Array.isArray(series) ? series : [series];
}
