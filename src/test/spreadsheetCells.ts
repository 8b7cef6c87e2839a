import Papa from 'papaparse';

/*
 * A CSV file as a spreadsheet of a language reads it when the file is opened (LibreOffice Calc and
 * Excel, checked by hand with `scripts/exports-in-libreoffice.sh`): the language's list separator
 * splits the cells (French ";", English ","), then each cell takes a type by that language's rules:
 * - a number: digits with the language's decimal mark, an optional minus sign ("4,47" in French,
 *   "4.47" in English; the other mark makes text);
 * - a date: ISO "2026-11-21", "2026-11-21 07:20" or "2026-11-21 07:20:00" in every language, and
 *   the language's own order ("21/11/2026" in French, "11/21/2026" in English);
 * - text: anything else, an apostrophe-led cell (the formula guard) included.
 * The exports' tests read their files through it: no number or date may come out as text.
 */

export type SpreadsheetLocale = 'fr' | 'en';
export type CellType = 'number' | 'date' | 'text' | 'empty';

export interface SpreadsheetCell {
  text: string;
  type: CellType;
}

const SEPARATOR: Record<SpreadsheetLocale, string> = { fr: ';', en: ',' };
const NUMBER: Record<SpreadsheetLocale, RegExp> = { fr: /^-?\d+(,\d+)?$/, en: /^-?\d+(\.\d+)?$/ };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function isDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isTime(hours: string | undefined, minutes: string | undefined, seconds: string | undefined): boolean {
  if (hours === undefined) return true;
  return Number(hours) < 24 && Number(minutes) < 60 && (seconds === undefined || Number(seconds) < 60);
}

function isDate(text: string, locale: SpreadsheetLocale): boolean {
  const iso = ISO_DATE.exec(text);
  if (iso) return isDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) && isTime(iso[4], iso[5], iso[6]);
  const slash = SLASH_DATE.exec(text);
  if (!slash) return false;
  const [first, second] = [Number(slash[1]), Number(slash[2])];
  const [day, month] = locale === 'fr' ? [first, second] : [second, first];
  return isDay(Number(slash[3]), month, day) && isTime(slash[4], slash[5], slash[6]);
}

export function cellType(text: string, locale: SpreadsheetLocale): CellType {
  if (text === '') return 'empty';
  if (NUMBER[locale].test(text)) return 'number';
  return isDate(text, locale) ? 'date' : 'text';
}

/** The file's lines as cells, the header line first; the byte-order mark is not part of a cell. */
export function openCsvAs(content: string, locale: SpreadsheetLocale): SpreadsheetCell[][] {
  const text = content.startsWith('\uFEFF') ? content.slice(1) : content;
  const parsed = Papa.parse<string[]>(text, { delimiter: SEPARATOR[locale], newline: '\r\n', skipEmptyLines: true });
  return parsed.data.map((row) => row.map((cell) => ({ text: cell, type: cellType(cell, locale) })));
}

/** Counts of each type per column name, over the rows under the header. */
export function columnTypes(rows: readonly SpreadsheetCell[][]): Record<string, Partial<Record<CellType, number>>> {
  const [header = [], ...body] = rows;
  const counts: Record<string, Partial<Record<CellType, number>>> = {};
  header.forEach((name, index) => {
    const column: Partial<Record<CellType, number>> = {};
    for (const row of body) {
      const type = row[index]?.type ?? 'empty';
      column[type] = (column[type] ?? 0) + 1;
    }
    counts[name.text] = column;
  });
  return counts;
}
