import type { BilanBalance } from '../../../entities/savings/balanceApi';
import { balanceTotals, sum2, type BalanceLine } from '../../../entities/savings/balanceMath';
import { savingsUnit, type SavingsUnit } from '../../../entities/savings/energyUnits';
import { commonSavingsUnit } from '../shared/formatSavings';

/** A balance AAPE of a bilan with its summed figures (spec 001 §5: sums to 2 decimals). */
export interface BilanRow {
  balance: BilanBalance;
  totals: BalanceLine;
  /** The savings unit its perimeters share; null when their energies differ. */
  unit: SavingsUnit | null;
}

export interface BilanYear {
  year: number;
  rows: BilanRow[];
  /** Euros and teqCO2 add up across energies; the energy only when every line shares a unit. */
  euros: number;
  co2: number;
  energy: number | null;
  unit: SavingsUnit | null;
}

export function bilanRow(balance: BilanBalance): BilanRow {
  return {
    balance,
    totals: balanceTotals(balance.balancePerimeters),
    unit: commonSavingsUnit(balance.balancePerimeters.map((line) => savingsUnit(line.energy_code))),
  };
}

/**
 * spec 001 §3 "Bilan per project": bilans by year descending, the balance AAPE of a year by number
 * ascending (then by id, for two balances of one AAPE in a year).
 */
export function bilanYears(balances: readonly BilanBalance[]): BilanYear[] {
  const byYear = new Map<number, BilanBalance[]>();
  for (const balance of balances) byYear.set(balance.year, [...(byYear.get(balance.year) ?? []), balance]);
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, ofYear]) => {
      const rows = [...ofYear]
        .sort((a, b) => (a.number ?? 0) - (b.number ?? 0) || a.balance_aape_id - b.balance_aape_id)
        .map(bilanRow);
      const lines = rows.flatMap((row) => row.balance.balancePerimeters);
      const unit = commonSavingsUnit(lines.map((line) => savingsUnit(line.energy_code)));
      return {
        year,
        rows,
        euros: sum2(rows.map((row) => row.totals.financial_saving_calc)),
        co2: sum2(rows.map((row) => row.totals.co2_saving_calc)),
        energy: unit === null ? null : sum2(rows.map((row) => row.totals.saving_measure_value)),
        unit,
      };
    });
}
