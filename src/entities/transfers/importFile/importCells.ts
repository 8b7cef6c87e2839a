import { detectDateFormat, parseImportDate, wallClockToEpoch, type ImportDateFormat } from './importDates';

/*
 * One cell of an import file, CSV text or a spreadsheet value (string, number, boolean, Date, or
 * null for an empty cell): as text for the preview, as a number, as a time stamp.
 */

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A spreadsheet's date carries its wall-clock time in its UTC fields (read-excel-file's convention). */
function sheetDateText(cell: Date): string {
  const date = new Date(Math.round(cell.getTime() / 1000) * 1000);
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : sheetDateText(cell);
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  return '';
}

export function isBlankCell(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const SIMPLE_DECIMAL_COMMA = /^[+-]?\d+,\d+$/;
const GROUPING_SPACES = /[\s\u00a0\u202f]/g;

/** A value cell: a number, EMPTY (no value: not an error), or NOT_A_NUMBER. */
export const EMPTY = 'empty';
export const NOT_A_NUMBER = 'nan';
export interface ReadNumber {
  value: number | typeof EMPTY | typeof NOT_A_NUMBER;
  /** Written with a decimal comma ("12,5"). */
  comma: boolean;
}

/**
 * "12.5", "-3", "1e3", "12,5" (a decimal comma: one comma and no point), "1 234,5" (grouping spaces).
 * "1,234.5" is refused: its comma could be either.
 */
export function readNumber(cell: unknown): ReadNumber {
  if (typeof cell === 'number') return { value: Number.isFinite(cell) ? cell : NOT_A_NUMBER, comma: false };
  if (typeof cell !== 'string') return { value: isBlankCell(cell) ? EMPTY : NOT_A_NUMBER, comma: false };
  const text = cell.trim();
  if (text === '') return { value: EMPTY, comma: false };
  if (PLAIN_NUMBER.test(text)) return { value: Number(text), comma: false };
  if (SIMPLE_DECIMAL_COMMA.test(text)) return { value: Number(text.replace(',', '.')), comma: true };
  let compact = text.replace(GROUPING_SPACES, '');
  const comma = compact.indexOf(',');
  const isDecimalComma = comma >= 0 && comma === compact.lastIndexOf(',') && !compact.includes('.');
  if (isDecimalComma) compact = compact.replace(',', '.');
  return PLAIN_NUMBER.test(compact)
    ? { value: Number(compact), comma: isDecimalComma }
    : { value: NOT_A_NUMBER, comma: false };
}

const EXCEL_EPOCH_DAYS = 25_569; // 1970-01-01 as an Excel serial day (1900 date system)
const DAY = 86_400_000;

/** An Excel serial day (45000.5 = 2023-03-15 12:00) as a wall clock, read in the product's zone. */
function serialToEpoch(serial: number): number | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 200_000) return null;
  return sheetDateToEpoch(new Date((serial - EXCEL_EPOCH_DAYS) * DAY));
}

/** Read to the nearest second: a serial day's float leaves 12:00 as 11:59:59.999. */
function sheetDateToEpoch(cell: Date): number | null {
  if (Number.isNaN(cell.getTime())) return null;
  const date = new Date(Math.round(cell.getTime() / 1000) * 1000);
  return wallClockToEpoch({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: 0,
  });
}

/** How the time-stamp column reads: its text format, and whether spreadsheet dates or serials are taken. */
export interface TimestampReading {
  textFormat: ImportDateFormat | null;
  sheetDates: boolean;
}

/** Epoch ms, or null for an unreadable (or empty) time stamp. */
export function readTimestamp(cell: unknown, reading: TimestampReading): number | null {
  if (typeof cell === 'string') return reading.textFormat ? parseImportDate(cell, reading.textFormat) : null;
  if (!reading.sheetDates) return null;
  if (cell instanceof Date) return sheetDateToEpoch(cell);
  if (typeof cell === 'number') return serialToEpoch(cell);
  return null;
}

/** Most of the sample is the spreadsheet's own dates (Date cells, or serial numbers under a time-stamp header). */
function mostlySheetDates(sample: readonly unknown[], numbersAreDates: boolean): boolean {
  const cells = sample.filter((cell) => !isBlankCell(cell));
  const dates = cells.filter(
    (cell) => cell instanceof Date || (numbersAreDates && typeof cell === 'number' && serialToEpoch(cell) !== null),
  );
  return cells.length > 0 && dates.length * 2 >= cells.length;
}

function detectTextFormat(sample: readonly unknown[]): ImportDateFormat | null {
  return detectDateFormat(sample.filter((cell): cell is string => typeof cell === 'string'));
}

/**
 * How a column's sample reads as time stamps, or null when it does not (less than half of its
 * non-empty cells). `numbersAreDates`: the header says time stamp, so numbers are serial days.
 */
export function timestampReading(sample: readonly unknown[], numbersAreDates: boolean): TimestampReading | null {
  const sheetDates = mostlySheetDates(sample, numbersAreDates);
  const textFormat = detectTextFormat(sample);
  if (!sheetDates && textFormat === null) return null;
  const cells = sample.filter((cell) => !isBlankCell(cell));
  const readable = cells.filter((cell) => readTimestamp(cell, { textFormat, sheetDates }) !== null).length;
  return readable * 2 >= cells.length && readable > 0 ? { textFormat, sheetDates } : null;
}
