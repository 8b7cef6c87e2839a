import type { Perimeter } from '../../../entities/savings/api';
import type { BalanceAape } from '../../../entities/savings/balanceApi';
import type { GraphDataParams } from '../../../entities/variables/seriesData';

/** The measures of a perimeter a balance's data shows, in the order of the chart's bars. */
export const BALANCE_MEASURES = ['model', 'measured', 'savings'] as const;
export type BalanceMeasure = (typeof BALANCE_MEASURES)[number];

/** spec 000 §3: the fixed aggregation id of a sum, the energy over each sampling step. */
const SUM_AGGREGATION_ID = 4;
const DAY_MS = 86_400_000;

export function measureIdOf(perimeter: Perimeter, measure: BalanceMeasure): number | null {
  if (measure === 'model') return perimeter.consumption_reference_measure_id ?? null;
  if (measure === 'measured') return perimeter.consumption_measure_id ?? null;
  return perimeter.saving_measure_id ?? null;
}

/** The perimeter's measures that name a variable. */
export function measuresOf(perimeter: Perimeter): { measure: BalanceMeasure; id: number }[] {
  return BALANCE_MEASURES.flatMap((measure) => {
    const id = measureIdOf(perimeter, measure);
    return id === null ? [] : [{ measure, id }];
  });
}

/**
 * spec 001 §7: the balance view reads graph-data with a 10-year sampling, so each measure gives
 * one value over the whole balance period (from its first day to the end of its last).
 */
export function balanceDataParams(balance: BalanceAape, variableId: number): GraphDataParams {
  const start = Date.parse(`${balance.balance_start_date.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${balance.balance_end_date.slice(0, 10)}T00:00:00Z`) + DAY_MS;
  return {
    id: variableId,
    aggregationId: SUM_AGGREGATION_ID,
    type: 'variable',
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    preferredSampling: 10,
    preferredSamplingUnit: 'years',
  };
}

/** The total of a 10-year-sampled answer: its one value (or the sum, should the server split it). */
export function periodTotal(points: readonly (readonly [number, number | null])[]): number | null {
  const values = points.map(([, value]) => value).filter((value): value is number => value !== null);
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
}
