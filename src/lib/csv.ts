import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE, formatIsoDateTime } from './dateFormat';
import { saveFile } from './saveFile';
import { clockFor, type ZoneClock } from './zoneClock';

/**
 * The one CSV writer of the product (spec 000 §9): "semicolon separator, CRLF lines, byte-order
 * mark, null as empty". Every export (alerts, events, variables, graphs) goes through it so that
 * the files open the same way in a French Excel.
 */

export type CsvCell = string | number | boolean | Date | null | undefined;

export interface CsvOptions {
  /** Zone that Date cells are written in; Europe/Paris by default (spec 000 §9). */
  timeZone?: string;
}

const SEPARATOR = ';';
const LINE_END = '\r\n';
/** Excel reads a UTF-8 file without a BOM as the ANSI code page and mangles accents. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Booleans are written in French, as the product's CSV labels are (spec 000 §7: "Attached shown
 * as Oui or Non"; §9: "muted or not muted labelled in French"). A caller that needs another
 * wording passes a string instead.
 */
const TRUE_TEXT = 'Oui';
const FALSE_TEXT = 'Non';

const QUOTE = 34; // "
const SEMICOLON = 59; // ;
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

/** Quotes a cell holding the separator, a quote or a line break (RFC 4180, with ";"). */
function quoteIfNeeded(text: string): string {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === SEMICOLON || code === QUOTE || code === CR || code === LF) {
      return `"${text.replaceAll('"', '""')}"`;
    }
  }
  return text;
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

function cellText(cell: CsvCell, writeDate: (date: Date) => string): string {
  if (cell === null || cell === undefined) return '';
  switch (typeof cell) {
    case 'string':
      return cell === '' ? '' : quoteIfNeeded(guardFormula(cell));
    case 'number':
      // Plain JS notation with a dot decimal: exports are read back by tools and imports
      // (spec 000 §5 accepts csv), and a dot never collides with the ";" separator. NaN and
      // ±Infinity cannot be data (JSON has no such values): written as empty, like null.
      return Number.isFinite(cell) ? String(cell) : '';
    case 'boolean':
      return cell ? TRUE_TEXT : FALSE_TEXT;
    default:
      // A Date: the sortable "YYYY-MM-DD HH:mm:ss" of spec 000 §9, in the site's zone.
      return writeDate(cell);
  }
}

/**
 * Builds the CSV text: BOM, header line, one line per row, each ending with CRLF (the last one
 * too). Strings are assembled with arrays and join: 50 000 × 10 cells take a few tens of ms.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: CsvOptions = {},
): string {
  const writeDate = isoDateTimeWriter(options.timeZone ?? DEFAULT_TIME_ZONE);
  const lines: string[] = [header.map((name) => cellText(name, writeDate)).join(SEPARATOR)];
  const cells: string[] = [];
  for (const row of rows) {
    cells.length = 0;
    for (const cell of row) cells.push(cellText(cell, writeDate));
    lines.push(cells.join(SEPARATOR));
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
