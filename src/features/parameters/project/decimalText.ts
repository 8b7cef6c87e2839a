/**
 * A number as typed in a form: "12,5" in French as "12.5" in English, with spaces or narrow
 * no-break spaces as thousands separators ("1 250,5"). Null when the text is not one number.
 */
export function parseDecimalText(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A stored number as the form shows it for editing: the locale's decimal mark, no grouping. */
export function decimalTextOf(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return locale === 'en' ? text : text.replace('.', ',');
}
