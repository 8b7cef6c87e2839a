/*
 * The import file module (spec 001 §3 "Import", §5): the preview the new-import screen shows and
 * the validation and values of the demo server, one parser for both.
 *
 * File format (the spec leaves it to us):
 * - csv (`;`, `,` or tab separated, UTF-8 with or without BOM, or Windows-1252; quotes; CRLF or LF)
 *   or xlsx (first sheet); xls is uploaded without preview.
 * - First row: headers. The time-stamp column is headed Date, Horodatage, Timestamp, Time, Heure…,
 *   else it is the first column whose cells read as dates. Dates: DD/MM/YYYY HH:mm,
 *   YYYY-MM-DD HH:mm:ss, DD-MM-YYYY HH:mm, DD/MM/YYYY, ISO 8601; read as Europe/Paris wall-clock
 *   time unless they carry Z or an offset; in xlsx, date cells too.
 * - Every other column feeds the manual variable whose technical id or name is its header (case and
 *   accents ignored, a trailing " (unit)" ignored); a column matching none is ignored.
 * - Values: numbers with a decimal point or comma; an empty cell is no value.
 * - Line errors (a line with one is skipped): bad date, not a number, duplicate time stamp, wrong
 *   number of cells; numbered as in a spreadsheet (the header is line 1).
 */
import { readImportCsv } from './importCsv';
import { readImportSheet, type SheetRows } from './importSheet';
import type { ImportContent, ImportedSeries, ImportPreviewResult, ManualVariableTarget } from './types';

/** Pure, Node and browser: the preview of CSV text (the same parsing the server uses). */
export function parseImportCsv(text: string, targets: readonly ManualVariableTarget[]): ImportPreviewResult {
  return readImportCsv(text, targets, false).result;
}

/** Pure: the preview of spreadsheet rows (cells: string, number, boolean, Date or null). */
export function parseImportSheet(rows: SheetRows, targets: readonly ManualVariableTarget[]): ImportPreviewResult {
  return readImportSheet(rows, targets, false).result;
}

/** The preview and, per matched variable, the values to write ([epoch ms, value], valid lines only, in time order). */
export function readImport(
  content: ImportContent,
  targets: readonly ManualVariableTarget[],
): { result: ImportPreviewResult; series: ImportedSeries[] } {
  return content.format === 'csv'
    ? readImportCsv(content.text, targets, true)
    : readImportSheet(content.rows, targets, true);
}

/** The values to write: per matched variable, [epoch ms, value] in time order (valid lines only). */
export function importValues(content: ImportContent, targets: readonly ManualVariableTarget[]): ImportedSeries[] {
  return readImport(content, targets).series;
}
