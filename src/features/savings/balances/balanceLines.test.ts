// @vitest-environment node
import type { Perimeter } from '../../../entities/savings/api';
import type { BalancePerimeter } from '../../../entities/savings/balanceApi';
import type { BalanceAape } from '../../../entities/savings/balanceApi';
import { balancesOf, balanceView, sumsByUnit } from './balanceLines';

const perimeter = (id: number, number: number, energy: string, coefficient: number, price: number): Perimeter => ({
  id,
  aapeId: 1,
  number,
  energy_code: energy,
  savings_target: 100,
  reference_consumption: 1000,
  ncv_co2eq_emission_coefficient: coefficient,
  contract_energy_price: price,
});

const line = (id: number, perimeterId: number, number: number, energy: string, saving: number): BalancePerimeter => ({
  balance_perimeter_id: id,
  perimeter_id: perimeterId,
  balanceAapeId: 9,
  number,
  energy_code: energy,
  reference_consumption_raw: 1000.004,
  consumption_measure_value_reference: 990.005,
  saving_measure_value: saving,
  consumption_measure_value: 990.005 - saving,
  // The server's own figures, used only when the perimeter is unknown.
  co2_saving_calc: 1,
  financial_saving_calc: 2,
});

describe('a balance’s lines', () => {
  it('computes CO2 = saving × coefficient and € = saving × price, sums each column to 2 decimals', () => {
    const view = balanceView(
      [line(2, 20, 2, 'ELECTRICITY', 12.345), line(1, 10, 1, 'ELECTRICITY', 80.5)],
      [perimeter(10, 1, 'ELECTRICITY', 0.057, 120.45), perimeter(20, 2, 'ELECTRICITY', 0.052, 99.99)],
    );
    expect(view.lines.map((one) => one.line.number)).toEqual([1, 2]);
    expect(view.lines[0]).toMatchObject({ co2_saving_calc: 4.59, financial_saving_calc: 9696.23, unit: 'MWh' });
    expect(view.lines[1]).toMatchObject({ co2_saving_calc: 0.64, financial_saving_calc: 1234.38 });
    expect(view.totals).toMatchObject({
      unit: 'MWh',
      saving_measure_value: 92.85,
      co2_saving_calc: 5.23,
      financial_saving_calc: 10930.61,
      reference_consumption_raw: 2000.01,
      consumption_measure_value_reference: 1980.01,
    });
    expect(view.missing).toEqual([]);
  });

  it('lists the AAPE’s perimeters the balance lacks, and has no shared unit across energies', () => {
    const view = balanceView(
      [line(1, 10, 1, 'STEAM', 5), line(3, 99, 4, 'NATURAL_GAS', 1)],
      [perimeter(30, 3, 'NATURAL_GAS', 0.205, 50), perimeter(10, 1, 'STEAM', 0.17, 30), perimeter(20, 2, 'X', 0, 0)],
    );
    expect(view.missing.map((one) => one.number)).toEqual([2, 3]);
    expect(view.lines.map((one) => one.unit)).toEqual(['t', 'MWh PCS']);
    // An unknown perimeter keeps the server's figures.
    expect(view.lines[1]).toMatchObject({ co2_saving_calc: 1, financial_saving_calc: 2 });
    expect(view.totals.unit).toBeNull();
  });
});

describe('an AAPE’s balances', () => {
  const balance = (id: number, aapeId: number, start: string): BalanceAape => ({
    balance_aape_id: id,
    aape_id: aapeId,
    status: 'Inactive',
    balance_start_date: start,
    balance_end_date: `${start.slice(0, 4)}-12-31`,
    balancePerimeters: [],
  });

  it('keeps the AAPE’s own, the latest period first', () => {
    const page = {
      data: [
        balance(1, 5, '2024-01-01'),
        balance(2, 6, '2026-01-01'),
        balance(3, 5, '2026-01-01'),
        balance(4, 5, '2025-07-01'),
      ],
    };
    expect(balancesOf(page, 5).map((one) => one.balance_aape_id)).toEqual([3, 4, 1]);
  });

  it('sums energies unit by unit, never across units', () => {
    const lines = [
      { unit: 'MWh' as const, value: 1.005 },
      { unit: 't' as const, value: 2 },
      { unit: 'MWh' as const, value: 0.1 },
    ];
    expect(sumsByUnit(lines, (line) => line.value)).toEqual([
      { unit: 'MWh', value: 1.11 },
      { unit: 't', value: 2 },
    ]);
  });
});
