import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatNumber } from './numberFormat';

describe('formatCompactNumber (spec 000 §9)', () => {
  it('gives "0" for missing and non-finite values', () => {
    expect(formatCompactNumber(null)).toBe('0');
    expect(formatCompactNumber(undefined)).toBe('0');
    expect(formatCompactNumber(Number.NaN)).toBe('0');
    expect(formatCompactNumber(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatCompactNumber(Number.NEGATIVE_INFINITY, 'en')).toBe('0');
  });

  it('keeps values below 1000 with at most two decimals and no grouping', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(12, 'en')).toBe('12');
    expect(formatCompactNumber(999.99, 'en')).toBe('999.99');
    expect(formatCompactNumber(999.99, 'fr')).toBe('999,99');
    expect(formatCompactNumber(1.456, 'en')).toBe('1.46');
    expect(formatCompactNumber(1.5, 'en')).toBe('1.5');
  });

  it('switches to K, M and B at the spec thresholds', () => {
    expect(formatCompactNumber(1000, 'en')).toBe('1K');
    expect(formatCompactNumber(1500, 'en')).toBe('1.5K');
    expect(formatCompactNumber(1500, 'fr')).toBe('1,5\u202Fk');
    expect(formatCompactNumber(1_000_000, 'en')).toBe('1M');
    expect(formatCompactNumber(2_345_678, 'en')).toBe('2.35M');
    expect(formatCompactNumber(1_000_000_000, 'en')).toBe('1B');
    expect(formatCompactNumber(7_250_000_000, 'fr')).toBe('7,25\u202FMd');
  });

  it('trims trailing zeros', () => {
    expect(formatCompactNumber(1_200, 'en')).toBe('1.2K');
    expect(formatCompactNumber(3_000_000, 'en')).toBe('3M');
    expect(formatCompactNumber(2.1, 'en')).toBe('2.1');
  });

  it('moves to the next unit when rounding would show 1000', () => {
    expect(formatCompactNumber(999.999, 'en')).toBe('1K');
    expect(formatCompactNumber(999_999, 'en')).toBe('1M');
    expect(formatCompactNumber(999_994, 'en')).toBe('999.99K');
  });

  it('keeps the sign of negative numbers and applies thresholds to the absolute value', () => {
    expect(formatCompactNumber(-1500, 'en')).toBe('-1.5K');
    expect(formatCompactNumber(-2_000_000, 'fr')).toBe('-2\u202FM');
    expect(formatCompactNumber(-12.345, 'en')).toBe('-12.35');
  });

  it('never shows "-0"', () => {
    expect(formatCompactNumber(-0.001, 'en')).toBe('0');
    expect(formatCompactNumber(-0, 'en')).toBe('0');
  });

  it('defaults to French and survives an unknown locale tag', () => {
    expect(formatCompactNumber(1500)).toBe('1,5\u202Fk');
    expect(formatCompactNumber(1500, 'not a locale!')).toBe('1,5\u202Fk');
  });
});

describe('formatNumber', () => {
  it('formats with locale grouping and up to two decimals', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.567, 'fr')).toMatch(/^1\s234,57$/u);
    expect(formatNumber(2, 'en')).toBe('2');
  });

  it('honours maxDecimals', () => {
    expect(formatNumber(1.23456, 'en', 4)).toBe('1.2346');
    expect(formatNumber(1.6, 'en', 0)).toBe('2');
  });

  it('gives "0" for missing and non-finite values', () => {
    expect(formatNumber(null, 'en')).toBe('0');
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber(Number.NaN, 'fr')).toBe('0');
  });
});
