import type { Perimeter } from './api';
import type { BalanceAape } from './balanceApi';
import { savingsUnit, type SavingsUnit } from './energyUnits';
import { co2Saving, financialSaving, missingPerimeterIds, periodDays, round2, sum2 } from './balanceMath';

/*
 * The yearly commitment follow-up of AAPE and projects (issue 17 item 1, spec 001 §2 "yearly
 * commitment follow-up per AAPE and balances", §5): what was committed over each year's balances,
 * the savings they measured, and the gap between the two, in the savings unit, euros excluding tax
 * and teqCO2. Pure: the screen shows these numbers and the tests check them by hand.
 */

/**
 * Energy per savings unit (spec 001 §9: MWh for electricity, t for steam, MWh PCS otherwise): the
 * perimeters of one AAPE may count in different units, which are never added together.
 */
export type EnergyByUnit = Partial<Record<SavingsUnit, number>>;

/** The order units are shown in. */
export const SAVINGS_UNITS: readonly SavingsUnit[] = ['MWh', 'MWh PCS', 't'];

/** A figure in the three measures of a saving (spec 001 §9). */
export interface SavingsTriple {
  energy: EnergyByUnit;
  /** Euros excluding tax. */
  euros: number;
  co2: number;
}

export interface YearFollowUp {
  year: number;
  /** The year's balances, by AAPE number ascending (spec 001 §3 "Bilan per project"). */
  balances: BalanceAape[];
  commitment: SavingsTriple;
  savings: SavingsTriple;
  /** savings − commitment: positive when ahead of the commitment. */
  gap: SavingsTriple;
  /** The last day measured when the year is still being measured (a balance calculated before its end). */
  measuredTo: string | null;
  /** Perimeters of the AAPE a balance has no line for (spec 001 §5: an error). */
  missingPerimeters: number;
}

const ZERO: SavingsTriple = { energy: {}, euros: 0, co2: 0 };

/** Adds values unit by unit, each unit's sum rounded once to 2 decimals. */
export function sumByUnit(entries: readonly (readonly [SavingsUnit, number])[]): EnergyByUnit {
  const sums: EnergyByUnit = {};
  for (const unit of SAVINGS_UNITS) {
    const values = entries.filter(([entryUnit]) => entryUnit === unit).map(([, value]) => value);
    if (values.length > 0) sums[unit] = sum2(values);
  }
  return sums;
}

const unitEntries = (energy: EnergyByUnit) =>
  SAVINGS_UNITS.flatMap((unit) => (energy[unit] === undefined ? [] : [[unit, energy[unit]] as const]));

/** The yearly targets of perimeters, per unit. */
export function yearlyTargets(perimeters: readonly Pick<Perimeter, 'energy_code' | 'savings_target'>[]): EnergyByUnit {
  return sumByUnit(
    perimeters.map((perimeter) => [savingsUnit(perimeter.energy_code), perimeter.savings_target] as const),
  );
}
const DAYS_PER_YEAR = 365;

/** The year a balance belongs to: the year of its start (spec 001 §3 "Bilan per project"). */
export const balanceYear = (balance: Pick<BalanceAape, 'balance_start_date'>) =>
  Number(balance.balance_start_date.slice(0, 4));

/** spec 001 §3: bilans by year descending, balances by AAPE number ascending. */
export function sortBalances<T extends Pick<BalanceAape, 'balance_start_date' | 'number' | 'balance_aape_id'>>(
  balances: readonly T[],
): T[] {
  return [...balances].sort(
    (a, b) =>
      balanceYear(b) - balanceYear(a) ||
      (a.number ?? 0) - (b.number ?? 0) ||
      a.balance_start_date.localeCompare(b.balance_start_date) ||
      a.balance_aape_id - b.balance_aape_id,
  );
}

/**
 * The last day a balance's values cover: its end, or its last calculation when that came before
 * the end (a year in progress). Null when the balance is complete.
 */
export function measuredTo(balance: Pick<BalanceAape, 'balance_end_date' | 'last_calculation_date'>): string | null {
  const calculated = balance.last_calculation_date?.slice(0, 10);
  return calculated !== undefined && calculated < balance.balance_end_date.slice(0, 10) ? calculated : null;
}

/**
 * The share of a yearly commitment a balance covers: its measured days over a year, at most one
 * year (a calendar year of 366 days commits one year's savings, not a day more).
 */
export function commitmentShare(
  balance: Pick<BalanceAape, 'balance_start_date' | 'balance_end_date' | 'last_calculation_date'>,
): number {
  const end = measuredTo(balance) ?? balance.balance_end_date;
  return Math.min(1, periodDays(balance.balance_start_date, end) / DAYS_PER_YEAR);
}

type CommitmentPerimeter = Pick<
  Perimeter,
  'id' | 'energy_code' | 'savings_target' | 'ncv_co2eq_emission_coefficient' | 'contract_energy_price'
>;

/**
 * What the AAPE committed over a balance: each perimeter's yearly target prorated to the balance,
 * rounded to 2 decimals, then valued in euros (× contract price) and teqCO2 (× emission
 * coefficient) as the balance values are (spec 001 §5); each column summed once.
 */
export function balanceCommitment(
  balance: Pick<BalanceAape, 'balance_start_date' | 'balance_end_date' | 'last_calculation_date'>,
  perimeters: readonly CommitmentPerimeter[],
): SavingsTriple {
  const share = commitmentShare(balance);
  const energies = perimeters.map((perimeter) => round2(perimeter.savings_target * share));
  return {
    energy: sumByUnit(
      perimeters.map((perimeter, index) => [savingsUnit(perimeter.energy_code), energies[index] ?? 0] as const),
    ),
    euros: sum2(
      perimeters.map((perimeter, index) => financialSaving(energies[index] ?? 0, perimeter.contract_energy_price)),
    ),
    co2: sum2(
      perimeters.map((perimeter, index) => co2Saving(energies[index] ?? 0, perimeter.ncv_co2eq_emission_coefficient)),
    ),
  };
}

/** What a balance measured: its perimeters' savings, euros and teqCO2, each summed to 2 decimals. */
export function balanceSavings(balance: Pick<BalanceAape, 'balancePerimeters'>): SavingsTriple {
  const lines = balance.balancePerimeters;
  return {
    energy: sumByUnit(lines.map((line) => [savingsUnit(line.energy_code), line.saving_measure_value] as const)),
    euros: sum2(lines.map((line) => line.financial_saving_calc)),
    co2: sum2(lines.map((line) => line.co2_saving_calc)),
  };
}

export function addTriples(triples: readonly SavingsTriple[]): SavingsTriple {
  return {
    energy: sumByUnit(triples.flatMap((triple) => unitEntries(triple.energy))),
    euros: sum2(triples.map((triple) => triple.euros)),
    co2: sum2(triples.map((triple) => triple.co2)),
  };
}

export function gapOf(savings: SavingsTriple, commitment: SavingsTriple): SavingsTriple {
  return {
    energy: sumByUnit([
      ...unitEntries(savings.energy),
      ...unitEntries(commitment.energy).map(([unit, value]) => [unit, -value] as const),
    ]),
    euros: round2(savings.euros - commitment.euros),
    co2: round2(savings.co2 - commitment.co2),
  };
}

/**
 * The follow-up per year (descending) of the balances given, each valued against the perimeters of
 * its own AAPE. Balances of one AAPE in one year (two half-years) add up.
 */
export function followUpByYear(
  balances: readonly BalanceAape[],
  perimetersOf: (aapeId: number) => readonly CommitmentPerimeter[],
): YearFollowUp[] {
  const byYear = new Map<number, BalanceAape[]>();
  for (const balance of sortBalances(balances)) {
    const year = balanceYear(balance);
    byYear.set(year, [...(byYear.get(year) ?? []), balance]);
  }
  return [...byYear.entries()].map(([year, yearBalances]) => {
    const commitment = addTriples(
      yearBalances.map((balance) => balanceCommitment(balance, perimetersOf(balance.aape_id))),
    );
    const savings = addTriples(yearBalances.map(balanceSavings));
    const measured = yearBalances.map(measuredTo).filter((day): day is string => day !== null);
    return {
      year,
      balances: yearBalances,
      commitment,
      savings,
      gap: gapOf(savings, commitment),
      measuredTo: measured.length === 0 ? null : (measured.sort()[measured.length - 1] ?? null),
      missingPerimeters: yearBalances.reduce(
        (count, balance) =>
          count +
          missingPerimeterIds(
            perimetersOf(balance.aape_id).map((perimeter) => perimeter.id),
            balance.balancePerimeters,
          ).length,
        0,
      ),
    };
  });
}

/** The totals of a follow-up over all its years. */
export function followUpTotals(years: readonly YearFollowUp[]): Pick<YearFollowUp, 'commitment' | 'savings' | 'gap'> {
  const commitment = years.length === 0 ? ZERO : addTriples(years.map((year) => year.commitment));
  const savings = years.length === 0 ? ZERO : addTriples(years.map((year) => year.savings));
  return { commitment, savings, gap: gapOf(savings, commitment) };
}

/**
 * How much of the commitment the savings made, valued in euros (the one measure that adds up
 * perimeters of different energies): 1 = met. Null when nothing was committed.
 */
export function achievementRate(followUp: Pick<YearFollowUp, 'savings' | 'commitment'>): number | null {
  return followUp.commitment.euros > 0 ? followUp.savings.euros / followUp.commitment.euros : null;
}
