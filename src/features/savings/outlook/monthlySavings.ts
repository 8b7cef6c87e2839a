import type { SeriesPoint } from '../../../entities/variables/seriesData';
import { monthOfBucket, type MonthIndex } from './months';

/** The monthly graph-data series of one perimeter's measures (spec 001 §3), each may be missing. */
export interface PerimeterMeasureSeries {
  /** Adjusted reference consumption (the consumption model measure). */
  reference?: readonly SeriesPoint[] | null;
  /** Measured consumption. */
  consumption?: readonly SeriesPoint[] | null;
  /** Direct savings measure. */
  saving?: readonly SeriesPoint[] | null;
}

function byMonth(points: readonly SeriesPoint[] | null | undefined): Map<MonthIndex, number> {
  const months = new Map<MonthIndex, number>();
  for (const [at, value] of points ?? []) {
    if (value === null || !Number.isFinite(value)) continue;
    const month = monthOfBucket(at);
    months.set(month, (months.get(month) ?? 0) + value);
  }
  return months;
}

/**
 * A perimeter's savings per month: its direct savings measure when it has one, else adjusted
 * reference − measured consumption for the months both measured (M&V avoided energy).
 */
export function perimeterMonthlySavings(series: PerimeterMeasureSeries): Map<MonthIndex, number> {
  if (series.saving) return byMonth(series.saving);
  const reference = byMonth(series.reference);
  const consumption = byMonth(series.consumption);
  const savings = new Map<MonthIndex, number>();
  for (const [month, value] of reference) {
    const measured = consumption.get(month);
    if (measured !== undefined) savings.set(month, value - measured);
  }
  return savings;
}

/** Several perimeters' monthly savings added up, each times its factor (its price, to add euros). */
export function combineMonthly(
  parts: readonly { monthly: ReadonlyMap<MonthIndex, number>; factor: number }[],
): Map<MonthIndex, number> {
  const total = new Map<MonthIndex, number>();
  for (const { monthly, factor } of parts)
    for (const [month, value] of monthly) total.set(month, (total.get(month) ?? 0) + value * factor);
  return total;
}

export interface AvoidedEnergyPoint {
  at: number;
  reference: number;
  consumption: number;
  /** reference − consumption: the avoided energy, shaded between the two lines. */
  saving: number;
}

/** The points both the reference and the measured consumption have, in time order. */
export function avoidedEnergyPoints(series: PerimeterMeasureSeries): AvoidedEnergyPoint[] {
  const consumption = new Map<number, number>();
  for (const [at, value] of series.consumption ?? []) if (value !== null) consumption.set(at, value);
  const points: AvoidedEnergyPoint[] = [];
  for (const [at, reference] of series.reference ?? []) {
    const measured = consumption.get(at);
    if (reference === null || measured === undefined) continue;
    points.push({ at, reference, consumption: measured, saving: reference - measured });
  }
  return points.sort((a, b) => a.at - b.at);
}
