import { ENERGY_CODES, energyLabel, isEnergyCode, savingsUnit } from './energyUnits';

describe('savingsUnit (spec 001 §9)', () => {
  it('counts electricity in MWh, steam in tonnes and every other energy in MWh PCS', () => {
    expect(savingsUnit('ELECTRICITY')).toBe('MWh');
    expect(savingsUnit('STEAM')).toBe('t');
    expect(savingsUnit('NATURAL_GAS')).toBe('MWh PCS');
    expect(savingsUnit('PROPANE')).toBe('MWh PCS');
    expect(savingsUnit('SOMETHING_NEW')).toBe('MWh PCS');
    expect(savingsUnit(null)).toBe('MWh PCS');
  });
});

describe('energyLabel', () => {
  it('prefers the translation the server sent, then ours, then the raw code', () => {
    expect(energyLabel('STEAM', 'fr', { fr: 'Vapeur BP', en: 'LP steam' })).toBe('Vapeur BP');
    expect(energyLabel('STEAM', 'en')).toBe('Steam');
    expect(energyLabel('HYDROGEN', 'fr', null)).toBe('HYDROGEN');
  });

  it('knows every code it offers', () => {
    for (const code of ENERGY_CODES) expect(isEnergyCode(code)).toBe(true);
    expect(isEnergyCode('WATER')).toBe(false);
  });
});
