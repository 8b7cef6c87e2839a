// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpeFigureText, cpeVerdict, missingSavingsMwh, savingsShareOfReference, type CpeSummary } from './cpeFigures';

const summary: CpeSummary = {
  commitmentMwh: 1250.5,
  referenceConsumptionMwh: 10000,
  measuredConsumptionMwh: 8784.25,
  savingsMwh: 1215.75,
  achievementRate: 97.2,
};

describe('CPE figures', () => {
  it('writes energies in MWh in the reader’s notation', () => {
    expect(cpeFigureText(summary, 'commitment', 'en')).toBe('1,250.5 MWh');
    expect(cpeFigureText(summary, 'measured', 'fr')).toMatch(/^8\s784,25 MWh$/u);
  });

  it('writes the achievement as a percentage, French with a narrow space before %', () => {
    expect(cpeFigureText(summary, 'achievement', 'en')).toBe('97.2%');
    expect(cpeFigureText(summary, 'achievement', 'fr')).toBe('97,2\u202f%');
  });

  it('tells reached, close and short commitments apart', () => {
    expect(cpeVerdict({ ...summary, achievementRate: 100 })).toBe('reached');
    expect(cpeVerdict({ ...summary, achievementRate: 90 })).toBe('close');
    expect(cpeVerdict({ ...summary, achievementRate: 89.9 })).toBe('short');
  });

  it('computes the savings share of the reference and what is missing', () => {
    expect(savingsShareOfReference(summary)).toBe(12.2);
    expect(savingsShareOfReference({ ...summary, referenceConsumptionMwh: 0 })).toBe(0);
    expect(missingSavingsMwh(summary)).toBe(34.75);
    expect(missingSavingsMwh({ ...summary, savingsMwh: 2000 })).toBe(0);
  });
});
