import { formatNumber } from '../../../../lib/numberFormat';

/*
 * A file's size as people read it: "1,4 Mo" in French, "1.4 MB" in English (binary multiples,
 * as file managers show them).
 */

export type FileSizeUnit = 'bytes' | 'kilobytes' | 'megabytes' | 'gigabytes';

const UNITS: readonly FileSizeUnit[] = ['bytes', 'kilobytes', 'megabytes', 'gigabytes'];

/** The unit and the number to show in it: one decimal from the kilobyte up. */
export function fileSizeParts(bytes: number): { unit: FileSizeUnit; value: number; decimals: number } {
  let index = 0;
  let value = Math.max(0, bytes);
  while (index < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    index += 1;
  }
  return { unit: UNITS[index] ?? 'bytes', value, decimals: index === 0 ? 0 : 1 };
}

/** The parts formatted in the locale's notation, for a `parameters.support.size.<unit>` message. */
export function formattedFileSize(bytes: number, locale: string): { unit: FileSizeUnit; size: string } {
  const { unit, value, decimals } = fileSizeParts(bytes);
  return { unit, size: formatNumber(value, locale, decimals) };
}
