/**
 * Number formatting shared by tables, cards and chart labels.
 *
 * spec 000 §9: "K at 1,000, M at 1,000,000, B at 1,000,000,000; two decimals with trailing
 * zeros trimmed; null or undefined gives 0."
 */

const FALLBACK_LOCALE = 'fr';

/** Smallest first: a value climbs while it reaches the next threshold. */
const COMPACT_UNITS = [
  { divisor: 1, suffix: '' },
  { divisor: 1_000, suffix: 'K' },
  { divisor: 1_000_000, suffix: 'M' },
  { divisor: 1_000_000_000, suffix: 'B' },
] as const;

/**
 * French writes k, M and Md (milliard: a French "B" reads as nothing), after a narrow no-break
 * space, as Intl's French compact notation does; the spec's K, M, B are the English ones.
 */
const FRENCH_SUFFIXES: Record<string, string> = { K: '\u202Fk', M: '\u202FM', B: '\u202FMd' };

const formatterCache = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per (locale, decimals, grouping): building Intl.NumberFormat is costly and
 * tables format thousands of cells. An unknown locale tag falls back to fr (the product's
 * default language, spec 000 §1) instead of throwing a RangeError in the middle of a render.
 */
function numberFormatter(locale: string, maxDecimals: number, useGrouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${maxDecimals}|${useGrouping}`;
  const cached = formatterCache.get(key);
  if (cached) return cached;
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: 0,
    maximumFractionDigits: maxDecimals,
    useGrouping,
    // "negative" hides the sign of values that round to zero, so -0.001 reads "0", not "-0".
    signDisplay: 'negative',
  };
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, options);
  } catch {
    formatter = new Intl.NumberFormat(FALLBACK_LOCALE, options);
  }
  formatterCache.set(key, formatter);
  return formatter;
}

/** Rounds like the formatter does (to `decimals` places) so the unit choice matches the text shown. */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Formats a measure in compact form: 1 500 → "1,5 k" (fr) / "1.5K" (en), 2 000 000 → "2 M" / "2M",
 * 7 250 000 000 → "7,25 Md" / "7.25B".
 *
 * - null, undefined, NaN and ±Infinity give "0". JSON cannot carry NaN or Infinity, so they only
 *   come from a client-side computation without a meaningful result (a division by zero); they are
 *   treated like a missing value, as the spec does for null.
 * - Negative numbers keep their sign; the thresholds apply to the absolute value.
 * - A value that rounds up to the next threshold moves to the next unit: 999 999 gives "1M", not
 *   "1000K".
 * - No digit grouping: below a thousand of a unit there is nothing to group ("999.99"). Beyond
 *   1000B (a trillion) the number of B (Md) grows without grouping, which is not reached by energy data.
 */
export function formatCompactNumber(value: number | null | undefined, locale: string = 'fr'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0';
  const absolute = Math.abs(value);
  let unit: (typeof COMPACT_UNITS)[number] = COMPACT_UNITS[0];
  for (const candidate of COMPACT_UNITS.slice(1)) {
    // Move up when the value reaches the threshold, or when it would read "1000" once rounded
    // in the current unit (999.999 → "1K" rather than "1000").
    const reachesThreshold = absolute >= candidate.divisor || roundTo(absolute / unit.divisor, 2) >= 1000;
    if (!reachesThreshold) break;
    unit = candidate;
  }
  const formatter = numberFormatter(locale, 2, false);
  // The formatter's own language: an unknown tag has fallen back to French.
  const french = formatter.resolvedOptions().locale.toLowerCase().startsWith('fr');
  return `${formatter.format(value / unit.divisor)}${french ? (FRENCH_SUFFIXES[unit.suffix] ?? unit.suffix) : unit.suffix}`;
}

/**
 * A plain number in the locale's notation, with at most `maxDecimals` decimals (trailing zeros
 * trimmed) and the locale's digit grouping: 1234.5 → "1 234,5" (fr) / "1,234.5" (en).
 * null, undefined and non-finite values give "0", as in formatCompactNumber.
 */
export function formatNumber(value: number | null | undefined, locale: string = 'fr', maxDecimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0';
  const decimals = Math.min(20, Math.max(0, Math.trunc(maxDecimals)));
  return numberFormatter(locale, decimals, true).format(value);
}
