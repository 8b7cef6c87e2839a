/**
 * Savings figures as the yearly proof to a customer shows them (issue 17, spec 001 §5, §9): euros
 * excluding tax to the cent, teqCO2 and the AAPE's unit to 2 decimals, always with both decimals
 * so that columns line up and a figure never hides a cent. Pure: the hooks and the figure
 * component put the units around these numbers.
 */

import type { SavingsUnit } from '../../../entities/savings/energyUnits';

const FALLBACK_LOCALE = 'fr';
const formatters = new Map<string, Intl.NumberFormat>();

function fixedFormatter(locale: string): Intl.NumberFormat {
  const cached = formatters.get(locale);
  if (cached) return cached;
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
    // A value that rounds to zero reads "0.00", never "-0.00".
    signDisplay: 'negative',
  };
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, options);
  } catch {
    formatter = new Intl.NumberFormat(FALLBACK_LOCALE, options);
  }
  formatters.set(locale, formatter);
  return formatter;
}

/**
 * A savings number with exactly 2 decimals in the locale's notation: 1234.5 → "1 234,50" (fr),
 * "1,234.50" (en). Missing or non-finite values read "0.00", as the balance sums count them
 * (balanceMath.sum2 skips them).
 */
export function formatSavingsNumber(value: number | null | undefined, locale: string): string {
  const safe = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  // Rounded half away from zero like balanceMath.round2, not the formatter's half-even.
  const rounded = Math.round((safe + Math.sign(safe) * Number.EPSILON) * 100) / 100;
  return fixedFormatter(locale).format(rounded);
}

/** The same with an explicit sign, for gaps and variations: "+12.50", "−3.00", "0.00". */
export function formatSignedSavingsNumber(value: number | null | undefined, locale: string): string {
  const text = formatSavingsNumber(value, locale);
  const positive = typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) > 0;
  return positive ? `+${text}` : text;
}

/** What a savings figure counts: the energy in a savings unit, euros excluding tax, or teqCO2. */
export type SavingsKind = 'energy' | 'euros' | 'co2';

/** The savings unit of every perimeter when they share one, null when their energies differ. */
export function commonSavingsUnit(units: readonly SavingsUnit[]): SavingsUnit | null {
  const first = units[0];
  if (first === undefined) return null;
  return units.every((unit) => unit === first) ? first : null;
}
