import type { Perimeter } from '../../../entities/savings/api';
import type { BalanceAape, BalancePerimeter } from '../../../entities/savings/balanceApi';
import {
  balanceTotals,
  co2Saving,
  financialSaving,
  missingPerimeterIds,
  sum2,
  type BalanceLine,
} from '../../../entities/savings/balanceMath';
import { savingsUnit, type SavingsUnit } from '../../../entities/savings/energyUnits';
import { commonSavingsUnit } from '../shared/formatSavings';

/** A balance line as the view shows it: the server's measures, the CO2 and euros of spec 001 §5. */
export interface BalanceViewLine extends BalanceLine {
  id: number;
  line: BalancePerimeter;
  unit: SavingsUnit;
  reference_consumption_raw: number | null;
}

export interface BalanceView {
  lines: BalanceViewLine[];
  totals: BalanceLine & { reference_consumption_raw: number; unit: SavingsUnit | null };
  /** The AAPE's perimeters the balance has no line for: an error (spec 001 §5). */
  missing: Perimeter[];
}

/**
 * The figures of one balance: lines by perimeter number; CO2 = saving × the perimeter's emission
 * coefficient and € = saving × its contract price (spec 001 §5) when the perimeter is known, the
 * server's values otherwise; each column summed to 2 decimals (balanceMath.sum2).
 */
export function balanceView(lines: readonly BalancePerimeter[], perimeters: readonly Perimeter[]): BalanceView {
  const byId = new Map(perimeters.map((perimeter) => [perimeter.id, perimeter]));
  const viewLines = [...lines]
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0) || a.balance_perimeter_id - b.balance_perimeter_id)
    .map((line): BalanceViewLine => {
      const perimeter = byId.get(line.perimeter_id);
      const saving = line.saving_measure_value;
      return {
        id: line.balance_perimeter_id,
        line,
        unit: savingsUnit(line.energy_code),
        reference_consumption_raw: line.reference_consumption_raw ?? null,
        consumption_measure_value_reference: line.consumption_measure_value_reference,
        consumption_measure_value: line.consumption_measure_value,
        saving_measure_value: saving,
        co2_saving_calc: perimeter ? co2Saving(saving, perimeter.ncv_co2eq_emission_coefficient) : line.co2_saving_calc,
        financial_saving_calc: perimeter
          ? financialSaving(saving, perimeter.contract_energy_price)
          : line.financial_saving_calc,
      };
    });
  const missingIds = new Set(
    missingPerimeterIds(
      perimeters.map((perimeter) => perimeter.id),
      lines,
    ),
  );
  return {
    lines: viewLines,
    totals: {
      ...balanceTotals(viewLines),
      reference_consumption_raw: sum2(viewLines.map((line) => line.reference_consumption_raw)),
      unit: commonSavingsUnit(viewLines.map((line) => line.unit)),
    },
    missing: perimeters.filter((perimeter) => missingIds.has(perimeter.id)).sort((a, b) => a.number - b.number),
  };
}

/** A sum in one savings unit: energies in different units are never added together. */
export interface UnitSum {
  unit: SavingsUnit;
  value: number;
}

const UNIT_ORDER: readonly SavingsUnit[] = ['MWh', 'MWh PCS', 't'];

/** The units of the lines, in the fixed order. */
export function unitsOf(lines: readonly { unit: SavingsUnit }[]): SavingsUnit[] {
  return UNIT_ORDER.filter((unit) => lines.some((line) => line.unit === unit));
}

/** Each unit's sum to 2 decimals, in a fixed order (MWh, MWh PCS, t), units with no line left out. */
export function sumsByUnit<T extends { unit: SavingsUnit }>(
  lines: readonly T[],
  pick: (line: T) => number | null | undefined,
): UnitSum[] {
  return UNIT_ORDER.flatMap((unit) => {
    const ofUnit = lines.filter((line) => line.unit === unit);
    return ofUnit.length === 0 ? [] : [{ unit, value: sum2(ofUnit.map(pick)) }];
  });
}

/** An AAPE's balances among the project's, by start date, the latest first: the year being proven on top. */
export function balancesOf(page: { data: readonly BalanceAape[] }, aapeId: number): BalanceAape[] {
  return page.data
    .filter((balance) => balance.aape_id === aapeId)
    .sort((a, b) => b.balance_start_date.localeCompare(a.balance_start_date) || b.balance_aape_id - a.balance_aape_id);
}
