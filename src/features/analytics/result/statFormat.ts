/**
 * Numbers of a regression as an M&V engineer reads them: coefficients to four significant digits
 * (a slope of 0.000123 must not read 0), p values to three decimals and "< 0.001" below, and the
 * usual significance marks.
 */

export const SIGNIFICANT_DIGITS = 4;
/** Below this a p value is shown as "< 0.001": more digits mean nothing at these sample sizes. */
export const P_VALUE_FLOOR = 0.001;

/** A statistic in the locale's notation, four significant digits, grouping, no exponent below 1e-6. */
export function formatStatistic(value: number | null | undefined, locale: string, digits = SIGNIFICANT_DIGITS): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (value !== 0 && Math.abs(value) < 1e-6) {
    return new Intl.NumberFormat(locale, { notation: 'scientific', maximumSignificantDigits: digits }).format(value);
  }
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: digits, useGrouping: true }).format(value);
}

/** A p value: "< 0,001" under the floor, else three decimals ("0,042"). */
export function formatPValue(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  return value < P_VALUE_FLOOR ? `< ${format.format(P_VALUE_FLOOR)}` : format.format(value);
}

export type Significance = 'high' | 'medium' | 'low' | 'none';

/** The conventional levels: *** p < 0.001, ** p < 0.01, * p < 0.05. */
export function significanceOf(pValue: number | null | undefined): Significance {
  if (pValue === null || pValue === undefined || !Number.isFinite(pValue)) return 'none';
  if (pValue < 0.001) return 'high';
  if (pValue < 0.01) return 'medium';
  if (pValue < 0.05) return 'low';
  return 'none';
}

export const SIGNIFICANCE_MARKS: Record<Significance, string> = { high: '***', medium: '**', low: '*', none: '' };

/** A percentage with one decimal, signed when asked (NMBE): "12,3 %" / "−4.1%". */
export function formatPercent(value: number, locale: string, signed = false): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(value / 100);
}
