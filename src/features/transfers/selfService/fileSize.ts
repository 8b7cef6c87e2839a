/*
 * A file's size as people read it, in the locale's notation and units: "1.4 MB", "1,4 Mo"
 * (decimal multiples, the units Intl names in every language).
 */

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function fileSizeText(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let index = 0;
  while (index < UNITS.length - 1 && value >= 1000) {
    value /= 1000;
    index += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[index] ?? 'byte',
    unitDisplay: 'short',
    maximumFractionDigits: index === 0 ? 0 : 1,
  }).format(value);
}
