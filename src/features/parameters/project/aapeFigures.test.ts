import type { BilanBalance } from '../../../entities/savings/balanceApi';
import { bilansByYear } from './aapeFigures';

function balance(
  id: number,
  year: number,
  number: number,
  lines: [string, number, number, number][] = [],
): BilanBalance {
  return {
    balance_aape_id: id,
    aape_id: id,
    status: 'Active',
    balance_start_date: `${year}-01-01`,
    balance_end_date: `${year}-12-31`,
    number,
    year,
    balancePerimeters: lines.map(([energy_code, saving, financial, co2], index) => ({
      balance_perimeter_id: index + 1,
      perimeter_id: index + 1,
      balanceAapeId: id,
      energy_code,
      consumption_measure_value_reference: 0,
      saving_measure_value: saving,
      consumption_measure_value: 0,
      co2_saving_calc: co2,
      financial_saving_calc: financial,
    })),
  };
}

describe('AAPE figures', () => {
  it('orders bilans by year descending, then balances by AAPE number ascending', () => {
    const years = bilansByYear([balance(1, 2024, 2), balance(2, 2026, 2), balance(3, 2024, 1), balance(4, 2026, 1)]);
    expect(years.map((year) => [year.year, year.balances.map((row) => row.number)])).toEqual([
      [2026, [1, 2]],
      [2024, [1, 2]],
    ]);
  });
});
