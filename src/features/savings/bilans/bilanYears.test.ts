// @vitest-environment node
import { ApiError } from '../../../api/apiError';
import type { BilanBalance, BalancePerimeter } from '../../../entities/savings/balanceApi';
import { bilanYears } from './bilanYears';
import { bilanError } from './useDeleteBilan';

const line = (energy: string, saving: number, euros: number, co2: number): BalancePerimeter => ({
  balance_perimeter_id: Math.round(saving * 1000),
  perimeter_id: 1,
  balanceAapeId: 1,
  energy_code: energy,
  consumption_measure_value_reference: saving * 10,
  saving_measure_value: saving,
  consumption_measure_value: saving * 9,
  co2_saving_calc: co2,
  financial_saving_calc: euros,
});

const balance = (id: number, year: number, number: number, lines: BalancePerimeter[]): BilanBalance => ({
  balance_aape_id: id,
  aape_id: number,
  number,
  name: `Action ${number}`,
  year,
  status: 'Active',
  balance_start_date: `${year}-01-01`,
  balance_end_date: `${year}-12-31`,
  balancePerimeters: lines,
});

describe('a project’s bilans', () => {
  it('sorts years descending and the balances of a year by AAPE number', () => {
    const years = bilanYears([
      balance(1, 2024, 2, []),
      balance(2, 2025, 3, []),
      balance(3, 2024, 1, []),
      balance(4, 2025, 1, []),
      balance(5, 2026, 2, []),
    ]);
    expect(years.map((year) => year.year)).toEqual([2026, 2025, 2024]);
    expect(years[1]?.rows.map((row) => row.balance.number)).toEqual([1, 3]);
    expect(years[2]?.rows.map((row) => row.balance.balance_aape_id)).toEqual([3, 1]);
  });

  it('sums each balance and each year to the cent, the energy unit by unit', () => {
    const [year] = bilanYears([
      balance(1, 2025, 1, [line('ELECTRICITY', 0.105, 10.005, 0.001), line('ELECTRICITY', 0.2, 20.1, 0.02)]),
      balance(2, 2025, 2, [line('STEAM', 3, 0.1, 0.2)]),
    ]);
    expect(year?.rows[0]).toMatchObject({
      energy: [{ unit: 'MWh', value: 0.31 }],
      totals: { saving_measure_value: 0.31, financial_saving_calc: 30.11, co2_saving_calc: 0.02 },
    });
    expect(year?.rows[1]?.energy).toEqual([{ unit: 't', value: 3 }]);
    expect(year).toMatchObject({
      euros: 30.21,
      co2: 0.22,
      energy: [
        { unit: 'MWh', value: 0.31 },
        { unit: 't', value: 3 },
      ],
    });
  });

  it('turns the raw bilan errors of spec 001 §8 into their catalogue codes', () => {
    expect(bilanError(new ApiError(404, ['Bilan not found']))).toMatchObject({ code: 'BILAN_NOT_FOUND', status: 404 });
    expect(bilanError(new ApiError(404, ['BalanceAape not found']))).toMatchObject({ code: 'BALANCE_AAPE_NOT_FOUND' });
    const other = new ApiError(500, ['ERROR']);
    expect(bilanError(other)).toBe(other);
  });
});
