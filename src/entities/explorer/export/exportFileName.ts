import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';

export type ExportExtension = 'png' | 'jpg' | 'pdf' | 'csv';

/** Characters Windows, macOS or Linux refuse in a file name, control characters and the path separators. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
/** Long enough for any graph name; file systems stop at 255 bytes and accents take two. */
const MAX_NAME_LENGTH = 100;
/** Used when nothing is left of the name (e.g. "???"). */
const FALLBACK_NAME = 'export';

/**
 * The name part of an export's file name: what cannot be in a file name becomes "_", spaces too
 * (a name without spaces survives mail clients and shells), repeated "_" are merged, and dots or
 * "_" at either end are dropped (a leading dot hides a file). Accents are kept: they are valid.
 */
export function fileSafeName(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, '_')
    .replace(/_+/g, '_')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/^[._]+|[._]+$/g, '');
  return safe === '' ? FALLBACK_NAME : safe;
}

/**
 * spec 000 §9 "Export file name is a prefix plus the date": `<name>_<yyyy-MM-dd>.<ext>`, the date
 * being the Paris calendar day of the export, e.g. "Consommation_usine_2026-11-24.pdf".
 */
export function exportFileName(
  name: string,
  extension: ExportExtension,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return `${fileSafeName(name)}_${formatInTimeZone(now, timeZone, 'yyyy-MM-dd')}.${extension}`;
}
