/**
 * The arithmetic of AAPE commitments and balances (spec 001 §3, §5). Pure: the screens show these
 * numbers and the mocked API computes its balance perimeters with the same functions, so the two
 * cannot disagree.
 */

const DAY_MS = 86_400_000;

/** spec 001 §5: "Balance values are sums to 2 decimals". */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // EPSILON keeps 1.005 → 1.01 instead of the binary 1.00.
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
}

/** Sum first, round once: rounding each term would drift by a cent per line. */
export function sum2(values: readonly (number | null | undefined)[]): number {
  let total = 0;
  for (const value of values) if (typeof value === 'number' && Number.isFinite(value)) total += value;
  return round2(total);
}

/** spec 001 §5: "CO2 saving = saving times the emission coefficient" (teqCO2 per savings unit). */
export function co2Saving(saving: number, emissionCoefficient: number): number {
  return round2(saving * emissionCoefficient);
}

/** spec 001 §5: "Financial saving = saving times the contract energy price" (euros excluding tax). */
export function financialSaving(saving: number, contractEnergyPrice: number): number {
  return round2(saving * contractEnergyPrice);
}

/** Days from start to end, both included ('2025-01-01'..'2025-12-31' is 365); 0 when reversed. */
export function periodDays(start: string, end: string): number {
  const from = Date.parse(start.slice(0, 10));
  const to = Date.parse(end.slice(0, 10));
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return 0;
  return Math.round((to - from) / DAY_MS) + 1;
}

/** spec 000 §8 INVALID_PERIOD: a balance ends strictly after it starts. */
export function isValidPeriod(start: string, end: string): boolean {
  const from = Date.parse(start);
  const to = Date.parse(end);
  return !Number.isNaN(from) && !Number.isNaN(to) && to > from;
}

export interface PerimeterCommitment {
  /** Yearly savings target, in the perimeter's savings unit (spec 001 §9). */
  savings_target: number;
  ncv_co2eq_emission_coefficient: number;
  contract_energy_price: number;
}

/** An AAPE's totals are those of its perimeters' yearly commitments. */
export function aapeTotals(perimeters: readonly PerimeterCommitment[]) {
  return {
    total_energy_commitment: sum2(perimeters.map((perimeter) => perimeter.savings_target)),
    total_financial_saving: sum2(
      perimeters.map((perimeter) => perimeter.savings_target * perimeter.contract_energy_price),
    ),
    total_co2_saving: sum2(
      perimeters.map((perimeter) => perimeter.savings_target * perimeter.ncv_co2eq_emission_coefficient),
    ),
  };
}

export interface PerimeterBalanceInput extends PerimeterCommitment {
  /** Yearly reference consumption of the perimeter. */
  reference_consumption: number;
  /** Days of the balance period already measured. */
  days: number;
  /** Relative correction of the reference for weather and production (−0.05 = 5 % lower). */
  adjustment: number;
  /** Measured savings over the prorated target (1 = commitment met). */
  achievement: number;
}

export interface PerimeterBalanceValues {
  /** Raw reference consumption over the period. */
  reference_consumption_raw: number;
  /** Adjusted reference consumption (the model's), spec 001 §3. */
  consumption_measure_value_reference: number;
  consumption_measure_value: number;
  saving_measure_value: number;
  co2_saving_calc: number;
  financial_saving_calc: number;
  /** The commitment prorated to the period and its CO2 equivalent. */
  commitment: number;
  perimeterFitCommitmentCO2: number;
}

/**
 * One perimeter over one balance period: the reference prorated and adjusted, the savings, the
 * measured consumption as reference minus savings, then CO2 and euros (spec 001 §5).
 */
export function computePerimeterBalance(input: PerimeterBalanceInput): PerimeterBalanceValues {
  const share = Math.max(0, input.days) / 365;
  const raw = input.reference_consumption * share;
  // Rounded before deriving the rest, so that the figures shown multiply and subtract exactly.
  const adjusted = round2(raw * (1 + input.adjustment));
  const commitment = round2(input.savings_target * share);
  const saving = round2(Math.min(adjusted, commitment * Math.max(0, input.achievement)));
  return {
    reference_consumption_raw: round2(raw),
    consumption_measure_value_reference: adjusted,
    consumption_measure_value: round2(adjusted - saving),
    saving_measure_value: saving,
    co2_saving_calc: co2Saving(saving, input.ncv_co2eq_emission_coefficient),
    financial_saving_calc: financialSaving(saving, input.contract_energy_price),
    commitment,
    perimeterFitCommitmentCO2: co2Saving(commitment, input.ncv_co2eq_emission_coefficient),
  };
}

export interface BalanceLine {
  consumption_measure_value_reference: number;
  consumption_measure_value: number;
  saving_measure_value: number;
  co2_saving_calc: number;
  financial_saving_calc: number;
}

/** The totals row of a balance: each column summed to 2 decimals. */
export function balanceTotals(lines: readonly BalanceLine[]): BalanceLine {
  return {
    consumption_measure_value_reference: sum2(lines.map((line) => line.consumption_measure_value_reference)),
    consumption_measure_value: sum2(lines.map((line) => line.consumption_measure_value)),
    saving_measure_value: sum2(lines.map((line) => line.saving_measure_value)),
    co2_saving_calc: sum2(lines.map((line) => line.co2_saving_calc)),
    financial_saving_calc: sum2(lines.map((line) => line.financial_saving_calc)),
  };
}

/**
 * spec 001 §5: "A perimeter missing in an action's detail is an error": the AAPE's perimeters that
 * the balance has no line for.
 */
export function missingPerimeterIds(
  aapePerimeterIds: readonly number[],
  balancePerimeters: readonly { perimeter_id: number }[],
): number[] {
  const present = new Set(balancePerimeters.map((line) => line.perimeter_id));
  return aapePerimeterIds.filter((id) => !present.has(id));
}
