import { describe, expect, it } from 'vitest';
import { commonSavingsUnit, formatSavingsNumber, formatSignedSavingsNumber } from './formatSavings';

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatSavingsNumber', () => {
  it('shows the cent in both notations, with grouping', () => {
    expect(formatSavingsNumber(1234.5, 'en')).toBe('1,234.50');
    expect(nbsp(formatSavingsNumber(1234.5, 'fr'))).toBe('1 234,50');
    expect(formatSavingsNumber(0, 'en')).toBe('0.00');
  });

  it('rounds half away from zero like the balance sums', () => {
    expect(formatSavingsNumber(1.005, 'en')).toBe('1.01');
    expect(formatSavingsNumber(-1.005, 'en')).toBe('-1.01');
    expect(formatSavingsNumber(2.675, 'en')).toBe('2.68');
  });

  it('never shows -0.00 and reads missing values as zero', () => {
    expect(formatSavingsNumber(-0.001, 'en')).toBe('0.00');
    expect(formatSavingsNumber(null, 'en')).toBe('0.00');
    expect(formatSavingsNumber(Number.NaN, 'en')).toBe('0.00');
  });

  it('falls back to French notation on an unknown locale', () => {
    expect(nbsp(formatSavingsNumber(1000, 'not a locale!'))).toBe('1 000,00');
  });
});

describe('formatSignedSavingsNumber', () => {
  it('marks gains with + and keeps losses and zero as they are', () => {
    expect(formatSignedSavingsNumber(12.5, 'en')).toBe('+12.50');
    expect(formatSignedSavingsNumber(-3, 'en')).toBe('-3.00');
    expect(formatSignedSavingsNumber(0.001, 'en')).toBe('0.00');
  });
});

describe('commonSavingsUnit', () => {
  it('names the unit only when every perimeter shares it', () => {
    expect(commonSavingsUnit(['MWh', 'MWh'])).toBe('MWh');
    expect(commonSavingsUnit(['MWh', 't'])).toBeNull();
    expect(commonSavingsUnit([])).toBeNull();
  });
});
