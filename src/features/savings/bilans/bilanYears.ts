import type { BalancePerimeter, BilanBalance } from '../../../entities/savings/balanceApi';
import { balanceTotals, sum2, type BalanceLine } from '../../../entities/savings/balanceMath';
import { savingsUnit } from '../../../entities/savings/energyUnits';
import { sumsByUnit, type UnitSum } from '../balances/balanceLines';

/** A balance AAPE of a bilan with its summed figures (spec 001 §5: sums to 2 decimals). */
export interface BilanRow {
  balance: BilanBalance;
  totals: BalanceLine;
  /** The energy saved, unit by unit: energies in different units are never added together. */
  energy: UnitSum[];
}

export interface BilanYear {
  year: number;
  rows: BilanRow[];
  /** Euros and teqCO2 add up across energies; the energy only unit by unit. */
  euros: number;
  co2: number;
  energy: UnitSum[];
}

const energySums = (lines: readonly BalancePerimeter[]) =>
  sumsByUnit(
    lines.map((line) => ({ unit: savingsUnit(line.energy_code), saving: line.saving_measure_value })),
    (line) => line.saving,
  );

export function bilanRow(balance: BilanBalance): BilanRow {
  return {
    balance,
    totals: balanceTotals(balance.balancePerimeters),
    energy: energySums(balance.balancePerimeters),
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
      return {
        year,
        rows,
        euros: sum2(rows.map((row) => row.totals.financial_saving_calc)),
        co2: sum2(rows.map((row) => row.totals.co2_saving_calc)),
        energy: energySums(rows.flatMap((row) => row.balance.balancePerimeters)),
      };
    });
}
