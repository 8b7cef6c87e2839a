import {
  aapeTotals,
  balanceTotals,
  co2Saving,
  computePerimeterBalance,
  financialSaving,
  isValidPeriod,
  missingPerimeterIds,
  periodDays,
  round2,
  sum2,
} from './balanceMath';

describe('rounding (spec 001 §5: sums to 2 decimals)', () => {
  it('rounds half away from zero at the cent', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(2.344)).toBe(2.34);
    expect(round2(Number.NaN)).toBe(0);
  });

  it('sums first and rounds once, skipping missing values', () => {
    expect(sum2([0.104, 0.104, 0.104])).toBe(0.31);
    expect(sum2([1.111, null, undefined, 2.222])).toBe(3.33);
    expect(sum2([])).toBe(0);
  });
});

describe('savings conversions (spec 001 §5)', () => {
  it('CO2 saving is the saving times the emission coefficient', () => {
    expect(co2Saving(1234.5, 0.227)).toBe(280.23);
  });

  it('financial saving is the saving times the contract energy price', () => {
    expect(financialSaving(1234.5, 48.9)).toBe(60367.05);
  });
});

describe('periods', () => {
  it('counts both ends of a balance period', () => {
    expect(periodDays('2025-01-01', '2025-12-31')).toBe(365);
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(periodDays('2025-12-31', '2025-01-01')).toBe(0);
  });

  it('a period must end after it starts (INVALID_PERIOD)', () => {
    expect(isValidPeriod('2025-01-01', '2025-12-31')).toBe(true);
    expect(isValidPeriod('2025-01-01', '2025-01-01')).toBe(false);
    expect(isValidPeriod('2025-02-01', '2025-01-01')).toBe(false);
    expect(isValidPeriod('not a date', '2025-01-01')).toBe(false);
  });
});

describe('computePerimeterBalance', () => {
  const perimeter = {
    reference_consumption: 3650,
    savings_target: 365,
    ncv_co2eq_emission_coefficient: 0.2,
    contract_energy_price: 50,
  };

  it('prorates, adjusts the reference, and derives consumption, CO2 and euros from the saving', () => {
    const values = computePerimeterBalance({ ...perimeter, days: 100, adjustment: 0.02, achievement: 0.9 });
    expect(values.reference_consumption_raw).toBe(1000);
    expect(values.consumption_measure_value_reference).toBe(1020);
    expect(values.commitment).toBe(100);
    expect(values.saving_measure_value).toBe(90);
    expect(values.consumption_measure_value).toBe(930);
    expect(values.co2_saving_calc).toBe(18);
    expect(values.financial_saving_calc).toBe(4500);
    expect(values.perimeterFitCommitmentCO2).toBe(20);
  });

  it('never saves more than the adjusted reference, nor a negative amount', () => {
    expect(
      computePerimeterBalance({ ...perimeter, savings_target: 99_999, days: 10, adjustment: 0, achievement: 1 })
        .consumption_measure_value,
    ).toBe(0);
    expect(
      computePerimeterBalance({ ...perimeter, days: 10, adjustment: 0, achievement: -1 }).saving_measure_value,
    ).toBe(0);
    expect(computePerimeterBalance({ ...perimeter, days: 0, adjustment: 0, achievement: 1 }).saving_measure_value).toBe(
      0,
    );
  });
});

describe('totals', () => {
  it('sums each column of a balance to 2 decimals', () => {
    const line = {
      consumption_measure_value_reference: 10.005,
      consumption_measure_value: 9.001,
      saving_measure_value: 1.004,
      co2_saving_calc: 0.201,
      financial_saving_calc: 50.2,
    };
    expect(balanceTotals([line, line])).toEqual({
      consumption_measure_value_reference: 20.01,
      consumption_measure_value: 18,
      saving_measure_value: 2.01,
      co2_saving_calc: 0.4,
      financial_saving_calc: 100.4,
    });
  });

  it('an AAPE commits to the sum of its perimeters, in energy, euros and CO2', () => {
    expect(
      aapeTotals([
        { savings_target: 100, contract_energy_price: 120, ncv_co2eq_emission_coefficient: 0.052 },
        { savings_target: 250.5, contract_energy_price: 45, ncv_co2eq_emission_coefficient: 0.205 },
      ]),
    ).toEqual({ total_energy_commitment: 350.5, total_financial_saving: 23272.5, total_co2_saving: 56.55 });
    expect(aapeTotals([])).toEqual({ total_energy_commitment: 0, total_financial_saving: 0, total_co2_saving: 0 });
  });
});

describe('missingPerimeterIds (spec 001 §5)', () => {
  it('lists the AAPE perimeters a balance has no line for', () => {
    expect(missingPerimeterIds([1, 2, 3], [{ perimeter_id: 2 }])).toEqual([1, 3]);
    expect(missingPerimeterIds([1], [{ perimeter_id: 1 }, { perimeter_id: 9 }])).toEqual([]);
  });
});
