import { describe, expect, it } from 'vitest';
import type { BalanceAape } from './balanceApi';
import {
  achievementRate,
  balanceCommitment,
  balanceSavings,
  commitmentShare,
  followUpByYear,
  followUpTotals,
  sortBalances,
  yearlyTargets,
} from './followUp';

const ELECTRICITY = {
  id: 1,
  energy_code: 'ELECTRICITY',
  savings_target: 100,
  ncv_co2eq_emission_coefficient: 0.057,
  contract_energy_price: 120.5,
};
const GAS = {
  id: 2,
  energy_code: 'NATURAL_GAS',
  savings_target: 40,
  ncv_co2eq_emission_coefficient: 0.205,
  contract_energy_price: 55.25,
};

const line = (perimeterId: number, saving: number, euros: number, co2: number) => ({
  balance_perimeter_id: perimeterId * 10,
  perimeter_id: perimeterId,
  balanceAapeId: 1,
  energy_code: perimeterId === 1 ? 'ELECTRICITY' : 'NATURAL_GAS',
  consumption_measure_value_reference: 1000,
  consumption_measure_value: 1000 - saving,
  saving_measure_value: saving,
  co2_saving_calc: co2,
  financial_saving_calc: euros,
});

function balance(
  id: number,
  aapeId: number,
  number: number,
  start: string,
  end: string,
  lines = [line(1, 90, 10845, 5.13)],
): BalanceAape {
  return {
    balance_aape_id: id,
    aape_id: aapeId,
    number,
    status: 'Active',
    balance_start_date: start,
    balance_end_date: end,
    last_calculation_date: `${end}T06:00:00.000Z`,
    balancePerimeters: lines,
  };
}

describe('sort orders', () => {
  it('lists bilans by year descending, then balances by number ascending', () => {
    const sorted = sortBalances([
      balance(1, 10, 2, '2024-01-01', '2024-12-31'),
      balance(2, 11, 1, '2025-01-01', '2025-12-31'),
      balance(3, 10, 2, '2025-01-01', '2025-12-31'),
      balance(4, 12, 3, '2024-01-01', '2024-12-31'),
      balance(5, 11, 1, '2024-01-01', '2024-12-31'),
    ]);
    expect(sorted.map((b) => [b.balance_start_date.slice(0, 4), b.number])).toEqual([
      ['2025', 1],
      ['2025', 2],
      ['2024', 1],
      ['2024', 2],
      ['2024', 3],
    ]);
  });
});

describe('commitment of a balance', () => {
  it('is one year of targets for a calendar year, leap or not', () => {
    expect(commitmentShare(balance(1, 1, 1, '2025-01-01', '2025-12-31'))).toBe(1);
    expect(commitmentShare(balance(1, 1, 1, '2024-01-01', '2024-12-31'))).toBe(1);
  });

  it('prorates a year still measured to its last calculation day', () => {
    const current = { ...balance(1, 1, 1, '2026-01-01', '2026-12-31'), last_calculation_date: '2026-03-01T08:00:00Z' };
    // 1 Jan to 1 Mar: 60 days.
    expect(commitmentShare(current)).toBeCloseTo(60 / 365, 10);
    // 100 × 60/365 = 16.438… → 16.44 MWh; 16.44 × 120.5 = 1981.02 €; 16.44 × 0.057 = 0.94 teqCO2.
    expect(balanceCommitment(current, [ELECTRICITY])).toEqual({ energy: { MWh: 16.44 }, euros: 1981.02, co2: 0.94 });
  });

  it('values each perimeter at its own price and coefficient, then sums each column', () => {
    expect(balanceCommitment(balance(1, 1, 1, '2025-01-01', '2025-12-31'), [ELECTRICITY, GAS])).toEqual({
      energy: { MWh: 100, 'MWh PCS': 40 },
      euros: 12050 + 2210,
      co2: 13.9,
    });
  });
});

describe('follow-up per year', () => {
  const perimeters = (aapeId: number) => (aapeId === 1 ? [ELECTRICITY, GAS] : [ELECTRICITY]);

  it('sums the balance lines to 2 decimals', () => {
    expect(
      balanceSavings(
        balance(1, 1, 1, '2025-01-01', '2025-12-31', [
          line(1, 50.25, 6055.13, 2.86),
          line(1, 29.87, 3598.73, 1.71),
          line(2, 30.2, 1668.55, 6.19),
        ]),
      ),
    ).toEqual({
      energy: { MWh: 80.12, 'MWh PCS': 30.2 },
      euros: 11322.41,
      co2: 10.76,
    });
  });

  it('gives commitment, savings and gap per year, years descending, and flags missing perimeters', () => {
    const years = followUpByYear(
      [
        balance(1, 1, 1, '2024-01-01', '2024-12-31', [line(1, 120, 14460, 6.84), line(2, 40, 2210, 8.2)]),
        balance(2, 1, 1, '2025-01-01', '2025-12-31', [line(1, 90, 10845, 5.13)]),
      ],
      perimeters,
    );
    expect(years.map((year) => year.year)).toEqual([2025, 2024]);
    const [latest, previous] = years;
    expect(latest?.commitment).toEqual({ energy: { MWh: 100, 'MWh PCS': 40 }, euros: 14260, co2: 13.9 });
    expect(latest?.savings).toEqual({ energy: { MWh: 90 }, euros: 10845, co2: 5.13 });
    expect(latest?.gap).toEqual({ energy: { MWh: -10, 'MWh PCS': -40 }, euros: -3415, co2: -8.77 });
    expect(latest?.missingPerimeters).toBe(1);
    expect(previous?.gap).toEqual({ energy: { MWh: 20, 'MWh PCS': 0 }, euros: 2410, co2: 1.14 });
    expect(previous?.missingPerimeters).toBe(0);
    expect(followUpTotals(years)).toEqual({
      commitment: { energy: { MWh: 200, 'MWh PCS': 80 }, euros: 28520, co2: 27.8 },
      savings: { energy: { MWh: 210, 'MWh PCS': 40 }, euros: 27515, co2: 20.17 },
      gap: { energy: { MWh: 10, 'MWh PCS': -40 }, euros: -1005, co2: -7.63 },
    });
  });

  it('adds the balances of several AAPE in a year and says how far a year in progress is measured', () => {
    const current = { ...balance(3, 2, 2, '2026-01-01', '2026-12-31'), last_calculation_date: '2026-11-20T06:00:00Z' };
    const [year] = followUpByYear([current, balance(4, 1, 1, '2026-01-01', '2026-12-31', [])], perimeters);
    expect(year?.balances.map((b) => b.number)).toEqual([1, 2]);
    expect(year?.measuredTo).toBe('2026-11-20');
    expect(year?.missingPerimeters).toBe(2);
  });

  it('has nothing to show without balances', () => {
    expect(followUpByYear([], perimeters)).toEqual([]);
    expect(followUpTotals([]).gap).toEqual({ energy: {}, euros: 0, co2: 0 });
  });
});

describe('energy per unit', () => {
  it('never adds MWh, MWh PCS and tonnes together', () => {
    expect(
      yearlyTargets([
        { energy_code: 'ELECTRICITY', savings_target: 100.005 },
        { energy_code: 'STEAM', savings_target: 30 },
        { energy_code: 'ELECTRICITY', savings_target: 20 },
        { energy_code: 'PROPANE', savings_target: 5 },
      ]),
    ).toEqual({ MWh: 120.01, 'MWh PCS': 5, t: 30 });
  });
});

describe('achievement rate', () => {
  it('values the savings against the commitment in euros, and has none without a commitment', () => {
    const commitment = { energy: { MWh: 100, t: 10 }, euros: 10000, co2: 5 };
    expect(achievementRate({ commitment, savings: { energy: { MWh: 80 }, euros: 8450, co2: 4 } })).toBeCloseTo(0.845);
    expect(achievementRate({ commitment: { energy: {}, euros: 0, co2: 0 }, savings: commitment })).toBeNull();
  });
});
