import type { Aape, Perimeter } from '../../../entities/savings/api';
import type { BalanceAape } from '../../../entities/savings/balanceApi';
import { aapePeriod, chartMeasures } from './perimeterChartData';
import { decimalTextOf, parseDecimalText, perimeterFormDefaults, perimeterFormSchema } from './perimeterForm';

const perimeter: Perimeter = {
  id: 7,
  aapeId: 3,
  number: 2,
  energy_code: 'STEAM',
  energy_translations: { fr: 'Vapeur', en: 'Steam' },
  savings_target: 40.5,
  reference_consumption: 800,
  consumption_measure: { id: 11, name: 'Steam meter' },
  consumption_model_measure: { id: 12, name: 'Steam model' },
  direct_savings_measure: null,
  calculation_sampling: 'months',
  comments: null,
  consumption_reference_measure_id: 12,
  saving_measure_id: null,
  consumption_measure_id: 11,
  ncv_co2eq_emission_coefficient: 0.17,
  contract_energy_price: 30,
};

describe('the perimeter form', () => {
  it('reads numbers as typed in French and English and refuses anything else', () => {
    expect(parseDecimalText('1 250,5')).toBe(1250.5);
    expect(parseDecimalText('1250.5')).toBe(1250.5);
    expect(parseDecimalText('12,5 MWh')).toBeNull();
    expect(decimalTextOf(40.5, 'fr')).toBe('40,5');
    expect(decimalTextOf(40.5, 'en')).toBe('40.5');
  });

  it('gives the write payload: measure ids, a sampling or none, comments trimmed', () => {
    const values = {
      ...perimeterFormDefaults(perimeter, 'fr', true),
      comments: '  relevé  ',
      calculation_sampling: '',
    };
    const parsed = perimeterFormSchema.parse(values);
    expect(parsed.main).toBe(false);
    expect(parsed.write).toEqual({
      energy_code: 'STEAM',
      savings_target: 40.5,
      reference_consumption: 800,
      calculation_sampling: null,
      comments: 'relevé',
      consumption_reference_measure_id: 12,
      consumption_measure_id: 11,
      saving_measure_id: null,
      ncv_co2eq_emission_coefficient: 0.17,
      contract_energy_price: 30,
    });
  });

  it('asks for the energy and says which figure is not a number or is negative', () => {
    const values = { ...perimeterFormDefaults(null, 'en', false), savings_target: 'abc', reference_consumption: '-3' };
    const result = perimeterFormSchema.safeParse(values);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toMatchObject({
      energy_code: 'energyRequired',
      savings_target: 'number',
      reference_consumption: 'negative',
    });
  });

  it('ticks "main perimeter" for a new perimeter only while the AAPE has none', () => {
    expect(perimeterFormDefaults(null, 'en', false).main).toBe(true);
    expect(perimeterFormDefaults(null, 'en', true).main).toBe(false);
    expect(perimeterFormDefaults(perimeter, 'en', false).main).toBe(false);
  });
});

describe('the perimeter chart', () => {
  const aape: Aape = { ...fullAape(), follow_up_end_date: '2030-12-31', exceptional_end_date: null };
  const balance = (aapeId: number, start: string): BalanceAape => ({
    balance_aape_id: aapeId * 100 + Number(start.slice(0, 4)),
    aape_id: aapeId,
    status: 'Active',
    balance_start_date: start,
    balance_end_date: `${start.slice(0, 4)}-12-31`,
    balancePerimeters: [],
  });

  it('runs from the AAPE’s first balance to today while the follow-up goes on', () => {
    const balances = [balance(3, '2024-01-01'), balance(3, '2023-01-01'), balance(9, '2001-01-01')];
    expect(aapePeriod(aape, balances, '2026-11-25')).toEqual({
      start: '2023-01-01',
      end: '2026-11-25',
    });
  });

  it('ends at the exceptional end when the contract stopped early, a year long without balances', () => {
    const stopped = { ...aape, exceptional_end_date: '2025-06-30' };
    expect(aapePeriod(stopped, [], '2026-11-25')).toEqual({ start: '2024-06-30', end: '2025-06-30' });
  });

  it('draws each set measure once, in the form’s order', () => {
    expect(chartMeasures(perimeter)).toEqual([
      { role: 'reference', id: 12, name: 'Steam model' },
      { role: 'consumption', id: 11, name: 'Steam meter' },
    ]);
    expect(chartMeasures({ ...perimeter, saving_measure_id: 11 })).toHaveLength(2);
  });
});

function fullAape(): Aape {
  return {
    id: 3,
    number: 1,
    name: 'Boilers',
    projectId: 1,
    mainPerimeter: null,
    commitment_type: 'ENERGY',
    commitment_modality: 'YEARLY',
    per_type: 'CONTRACT',
    total_energy_commitment: 0,
    total_financial_saving: 0,
    total_co2_saving: 0,
  };
}
