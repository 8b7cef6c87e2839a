import type { BilanBalance } from '../../../entities/savings/balanceApi';
import { savingsUnit, type SavingsUnit } from '../../../entities/savings/energyUnits';

/**
 * The savings unit shared by energies (spec 001 §9: MWh, t or MWh PCS), or null when they differ
 * or there are none: a sum over different units has no unit to show.
 */
export function commonSavingsUnit(energyCodes: readonly string[]): SavingsUnit | null {
  const units = new Set(energyCodes.map(savingsUnit));
  return units.size === 1 ? ([...units][0] ?? null) : null;
}

export interface BilanYear {
  year: number;
  /** By AAPE number ascending. */
  balances: BilanBalance[];
}

/** spec 001 §3 "Bilan per project": years descending, each year's balances by AAPE number ascending. */
export function bilansByYear(balances: readonly BilanBalance[]): BilanYear[] {
  const years = new Map<number, BilanBalance[]>();
  for (const balance of balances) years.set(balance.year, [...(years.get(balance.year) ?? []), balance]);
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, rows]) => ({
      year,
      balances: rows.sort(
        (a, b) =>
          (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) || a.aape_id - b.aape_id,
      ),
    }));
}

export interface BalanceSums {
  energySavings: number;
  financialSavings: number;
  co2Savings: number;
  unit: SavingsUnit | null;
}

/** A balance's results over its perimeters (the server computes each line; spec 001 §3). */
export function balanceSums(balance: BilanBalance): BalanceSums {
  const lines = balance.balancePerimeters;
  const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
  return {
    energySavings: sum(lines.map((line) => line.energy_savings_made ?? line.saving_measure_value)),
    financialSavings: sum(lines.map((line) => line.financial_savings_made ?? line.financial_saving_calc)),
    co2Savings: sum(lines.map((line) => line.co2_saving_calc)),
    unit: commonSavingsUnit(lines.map((line) => line.energy_code)),
  };
}
