import { useMemo } from 'react';
import type { Perimeter } from '../../../entities/savings/api';
import { savingsUnit, type SavingsUnit } from '../../../entities/savings/energyUnits';
import { commonSavingsUnit } from '../shared/formatSavings';
import { combineMonthly, perimeterMonthlySavings, type PerimeterMeasureSeries } from './monthlySavings';
import type { MonthIndex } from './months';
import { commitmentTrajectory, type Trajectory } from './trajectory';

export interface Trajectories {
  /** In euros excl. tax: perimeters of different energies add up only in euros. */
  euros: Trajectory;
  /** In the perimeters' savings unit when they all share one; null otherwise. */
  energy: Trajectory | null;
  unit: SavingsUnit | null;
}

/**
 * The commitment trajectory in euros (savings × contract energy price, spec 001 §5) and, for a
 * single savings unit, in that unit. Null before the data is there.
 */
export function useTrajectories(input: {
  perimeters: readonly Perimeter[];
  series: ReadonlyMap<number, PerimeterMeasureSeries> | undefined;
  startMonth: MonthIndex | null;
  endDate: string | null;
  today: string;
}): Trajectories | null {
  const { perimeters, series, startMonth, endDate, today } = input;
  return useMemo(() => {
    if (!series || startMonth === null) return null;
    const monthly = perimeters.map((perimeter) => perimeterMonthlySavings(series.get(perimeter.id) ?? {}));
    const unit = commonSavingsUnit(perimeters.map((perimeter) => savingsUnit(perimeter.energy_code)));
    const trajectoryOf = (factor: (perimeter: Perimeter) => number) =>
      commitmentTrajectory({
        monthly: combineMonthly(
          perimeters.map((perimeter, index) => ({ monthly: monthly[index] ?? new Map(), factor: factor(perimeter) })),
        ),
        yearlyCommitment: perimeters.reduce(
          (total, perimeter) => total + perimeter.savings_target * factor(perimeter),
          0,
        ),
        startMonth,
        endDate,
        today,
      });
    return {
      euros: trajectoryOf((perimeter) => perimeter.contract_energy_price),
      energy: unit === null ? null : trajectoryOf(() => 1),
      unit,
    };
  }, [perimeters, series, startMonth, endDate, today]);
}
