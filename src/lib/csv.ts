import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE, formatIsoDateTime } from './dateFormat';
import { saveFile } from './saveFile';
import { clockFor, type ZoneClock } from './zoneClock';

/**
 * The one CSV writer of the product: every export (alerts, events, variables, graphs, model
 * points, the self-service files) goes through it, so that a file opens in the spreadsheet of the
 * user's language with every number a number and every date a date (docs/exports.md):
 * - spec 000 §9: CRLF lines, a byte-order mark, null as empty;
 * - the separator and the decimal mark are the language's: French (the product's language, spec
 *   000 §9 "semicolon separator") writes `;` and `4,47`, English writes `,` and `4.47`. A French
 *   spreadsheet reads `4.47` as text, an English one `4,47`: one file cannot serve both;
 * - dates are `YYYY-MM-DD HH:mm:ss` in the site's zone, which spreadsheets read as dates in
 *   every language (a `21/11/2026` is text in an English one);
 * - numbers are rounded as the screen shows them (roundForExport), without digit grouping;
 * - words (types, levels, yes or no) are the caller's, in the user's language: no codes.
 */

export type CsvCell = string | number | Date | null | undefined;

export interface CsvOptions {
  /** Zone that Date cells are written in; Europe/Paris by default (spec 000 §9). */
  timeZone?: string;
  /** The app's language, whose separator and decimal mark the file takes; French by default. */
  locale?: string;
}

export interface CsvConvention {
  separator: ';' | ',';
  decimalMark: ',' | '.';
}

const FRENCH: CsvConvention = { separator: ';', decimalMark: ',' };
const ENGLISH: CsvConvention = { separator: ',', decimalMark: '.' };

/**
 * A language's convention, told by its decimal mark: a decimal comma goes with `;` (French,
 * Spanish, German), a decimal point with `,` (English). An unknown tag is French.
 */
export function csvConvention(locale: string = 'fr'): CsvConvention {
  try {
    const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    return mark === '.' ? ENGLISH : FRENCH;
  } catch {
    return FRENCH;
  }
}

const LINE_END = '\r\n';
/** Excel reads a UTF-8 file without a BOM as the ANSI code page and mangles accents. */
const BYTE_ORDER_MARK = '\uFEFF';

const QUOTE = 34; // "
const SEMICOLON = 59; // ;
const COMMA = 44; // ,
const CR = 13;
const LF = 10;
const TAB = 9;
const EQUALS = 61; // =
const PLUS = 43; // +
const MINUS = 45; // -
const AT = 64; // @

/** A whole cell that is a plain decimal number ("-12.5", "+3", "1e-3"): not a formula. */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Formula-injection guard (OWASP "CSV injection"): a spreadsheet runs a cell starting with = + - @
 * (or a tab / CR that it strips first) as a formula. Such text gets a leading apostrophe, which
 * Excel and LibreOffice read as "this is text". Negative numbers written as text stay as they are,
 * since they are data and the regex only runs on the rare cells starting with a trigger.
 */
function guardFormula(text: string): string {
  const first = text.charCodeAt(0);
  if (first === EQUALS || first === AT || first === TAB || first === CR) return `'${text}`;
  if ((first === PLUS || first === MINUS) && !NUMBER_TEXT.test(text)) return `'${text}`;
  return text;
}

/** Quotes a cell holding a separator, a quote or a line break (RFC 4180). */
function quoteIfNeeded(text: string): string {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // Both separators, whatever the file's: a cell reads the same if the file is opened with the other.
    if (code === SEMICOLON || code === COMMA || code === QUOTE || code === CR || code === LF) {
      return `"${text.replaceAll('"', '""')}"`;
    }
  }
  return text;
}

/** What the screen shows of a measure (spec 000 §9 "two decimals"). */
const DISPLAY_DECIMALS = 2;
/** Below 1, the significant digits kept: 0.00456 m3 is not 0. */
const SIGNIFICANT_BELOW_ONE = 3;
/** toFixed's limit. */
const MAX_DECIMALS = 20;

/**
 * The decimals a value is written with: two, as the screen shows it, and three significant digits
 * below 1, so that a small value is not written 0. Float noise goes (-4.8840000000000146 → -4.88).
 */
function exportDecimals(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude >= 1 || magnitude === 0) return DISPLAY_DECIMALS;
  const leadingZeros = -Math.floor(Math.log10(magnitude)) - 1;
  return Math.min(MAX_DECIMALS, Math.max(DISPLAY_DECIMALS, leadingZeros + SIGNIFICANT_BELOW_ONE));
}

/** A value rounded as exported (see exportDecimals): tests and other writers (xlsx) share it. */
export function roundForExport(value: number): number {
  return Number(value.toFixed(exportDecimals(value)));
}

/**
 * A number as the file's language writes it: rounded, no exponent, no grouping, trailing zeros
 * dropped, the language's decimal mark. NaN and ±Infinity cannot be data (JSON has no such
 * values): written as empty, like null.
 */
function numberText(value: number, decimalMark: string): string {
  if (!Number.isFinite(value)) return '';
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value);
  let text = value.toFixed(exportDecimals(value));
  if (text.includes('.')) text = text.replace(/\.?0+$/, '');
  if (text === '-0') return '0';
  return decimalMark === '.' ? text : text.replace('.', decimalMark);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** The zone's clock, or null for a zone the runtime does not know (the slow path then says why). */
function clockOrNull(timeZone: string): ZoneClock | null {
  try {
    return clockFor(timeZone);
  } catch {
    return null;
  }
}

/**
 * formatIsoDateTime, sped up for exports: date-fns-tz costs ~7 µs per call, which made two date
 * columns of 50 000 rows take most of a second. The zone's offsets come from a ZoneClock (found
 * once, then a lookup) and the digits are written from UTC getters; the result is the same text
 * (checked in the tests against formatIsoDateTime across DST changes). Anything unusual falls
 * back to the real one.
 */
function isoDateTimeWriter(timeZone: string): (date: Date) => string {
  const clock = clockOrNull(timeZone);
  return (date) => {
    const ms = date.getTime();
    if (Number.isNaN(ms)) return '';
    if (!clock) return formatIsoDateTime(date, timeZone);
    const wall = new Date(clock.toWall(ms));
    const year = wall.getUTCFullYear();
    if (year < 1000 || year > 9999) return formatIsoDateTime(date, timeZone);
    return `${year}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())} ${pad2(wall.getUTCHours())}:${pad2(
      wall.getUTCMinutes(),
    )}:${pad2(wall.getUTCSeconds())}`;
  };
}

function cellText(cell: CsvCell, writeDate: (date: Date) => string, decimalMark: string): string {
  if (cell === null || cell === undefined) return '';
  switch (typeof cell) {
    case 'string':
      return cell === '' ? '' : quoteIfNeeded(guardFormula(cell));
    case 'number':
      return numberText(cell, decimalMark);
    default:
      // A Date: "YYYY-MM-DD HH:mm:ss" in the site's zone, a date in every spreadsheet.
      return writeDate(cell);
  }
}

/**
 * Builds the CSV text: BOM, header line, one line per row, each ending with CRLF (the last one
 * too), in the language's convention (csvConvention). Strings are assembled with arrays and join:
 * 50 000 × 10 cells take a few tens of ms.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: CsvOptions = {},
): string {
  const writeDate = isoDateTimeWriter(options.timeZone ?? DEFAULT_TIME_ZONE);
  const { separator, decimalMark } = csvConvention(options.locale);
  const lines: string[] = [header.map((name) => cellText(name, writeDate, decimalMark)).join(separator)];
  const cells: string[] = [];
  for (const row of rows) {
    cells.length = 0;
    for (const cell of row) cells.push(cellText(cell, writeDate, decimalMark));
    lines.push(cells.join(separator));
  }
  return BYTE_ORDER_MARK + lines.join(LINE_END) + LINE_END;
}

/**
 * spec 000 §9: "Export file name is a prefix plus the date" (e.g. variables_list_ plus the date,
 * §7). The date is the Paris calendar day as YYYY-MM-DD (sortable in a folder); an underscore is
 * added unless the prefix already ends with one: events → events_2026-11-23.csv,
 * variables_list_ → variables_list_2026-11-23.csv.
 */
export function csvFileName(prefix: string, now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const day = formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
  const joiner = prefix === '' || prefix.endsWith('_') || prefix.endsWith('-') ? '' : '_';
  return `${prefix}${joiner}${day}.csv`;
}

/** Builds the CSV and hands it to the browser's download under csvFileName(prefix). */
export function downloadCsv(
  prefix: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  now: Date = new Date(),
  options: CsvOptions = {},
): void {
  const text = toCsv(header, rows, options);
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), csvFileName(prefix, now, options.timeZone));
}
