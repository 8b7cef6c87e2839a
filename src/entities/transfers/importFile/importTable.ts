import { assignColumns, timestampColumnByHeader } from './importColumns';
import {
  cellText,
  EMPTY,
  isBlankCell,
  NOT_A_NUMBER,
  readNumber,
  readTimestamp,
  timestampReading,
  type TimestampReading,
} from './importCells';
import {
  MAX_REPORTED_ERRORS,
  SAMPLE_ROW_COUNT,
  type ImportedSeries,
  type ImportLineError,
  type ImportPreview,
  type ImportPreviewResult,
  type ManualVariableTarget,
} from './types';

/*
 * The file as a table (CSV rows or spreadsheet rows) → the preview and the values to write. Line
 * numbers are the spreadsheet's: row index + 1, the header being line 1. A line with any error is
 * left out entirely; an empty value cell is no value, not an error.
 */

/** How many first data cells of a column decide whether it is the time stamp, and in which format. */
const DETECTION_SAMPLE = 50;

export interface TableSource {
  format: 'csv' | 'xlsx';
  separator: ';' | ',' | '\t' | null;
  rows: readonly (readonly unknown[])[];
}

export interface ReadTable {
  result: ImportPreviewResult;
  /** Filled only when asked (`withValues`): the preview alone does not keep 50,000 points. */
  series: ImportedSeries[];
}

function isBlankRow(row: readonly unknown[]): boolean {
  return row.every(isBlankCell);
}

function columnSample(rows: readonly (readonly unknown[])[], from: number, index: number): unknown[] {
  const sample: unknown[] = [];
  for (let row = from; row < rows.length && sample.length < DETECTION_SAMPLE; row += 1) {
    const cell = rows[row]?.[index];
    if (!isBlankCell(cell)) sample.push(cell);
  }
  return sample;
}

/** The time-stamp column and how it reads: by header first, else the first column whose cells are dates. */
function findTimestamp(
  rows: readonly (readonly unknown[])[],
  headerRow: number,
  headers: readonly string[],
): { index: number; reading: TimestampReading } | null {
  const byHeader = timestampColumnByHeader(headers);
  if (byHeader >= 0) {
    const reading = timestampReading(columnSample(rows, headerRow + 1, byHeader), true) ?? {
      textFormat: null,
      sheetDates: false,
    };
    return { index: byHeader, reading };
  }
  for (let index = 0; index < headers.length; index += 1) {
    const reading = timestampReading(columnSample(rows, headerRow + 1, index), false);
    if (reading) return { index, reading };
  }
  return null;
}

/** Extra trailing cells are tolerated when empty (a trailing separator); missing ones are not. */
function hasWrongCellCount(row: readonly unknown[], width: number, strict: boolean): boolean {
  if (row.length === width) return false;
  if (row.length < width) return strict;
  for (let index = width; index < row.length; index += 1) if (!isBlankCell(row[index])) return true;
  return false;
}

export function readImportTable(
  source: TableSource,
  targets: readonly ManualVariableTarget[],
  withValues: boolean,
): ReadTable {
  const { rows } = source;
  const headerRow = rows.findIndex((row) => !isBlankRow(row));
  if (headerRow < 0) return { result: { kind: 'unreadable', reason: 'empty', headers: [] }, series: [] };
  const headers = (rows[headerRow] ?? []).map((cell) => cellText(cell).trim());
  while (headers.length > 1 && headers[headers.length - 1] === '') headers.pop();
  const timestamp = findTimestamp(rows, headerRow, headers);
  if (!timestamp) return { result: { kind: 'unreadable', reason: 'noTimestampColumn', headers }, series: [] };
  const columns = assignColumns(headers, timestamp.index, targets);
  const valueColumns = columns.filter((column) => column.role === 'value');
  if (valueColumns.length === 0)
    return { result: { kind: 'unreadable', reason: 'noValueColumn', headers }, series: [] };

  const timestampHeader = headers[timestamp.index] ?? '';
  const errors: ImportLineError[] = [];
  let errorCount = 0;
  const report = (error: ImportLineError) => {
    errorCount += 1;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
  };
  const points: [number, number][][] = valueColumns.map(() => []);
  const seen = new Set<number>();
  const sampleRows: string[][] = [];
  const sampleLines: number[] = [];
  let lineCount = 0;
  let validLineCount = 0;
  let decimalComma = false;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  const lineValues: number[] = new Array<number>(valueColumns.length);

  for (let rowIndex = headerRow + 1; rowIndex < rows.length; rowIndex += 1) {
    const row = rows[rowIndex] ?? [];
    if (isBlankRow(row)) continue;
    const line = rowIndex + 1;
    lineCount += 1;
    if (sampleRows.length < SAMPLE_ROW_COUNT) {
      sampleRows.push(row.map(cellText));
      sampleLines.push(line);
    }
    if (hasWrongCellCount(row, headers.length, source.format === 'csv')) {
      report({ line, kind: 'cells', column: null, value: String(row.length) });
      continue;
    }
    const errorsBefore = errorCount;
    const cell = row[timestamp.index];
    const time = readTimestamp(cell, timestamp.reading);
    if (time === null) report({ line, kind: 'date', column: timestampHeader, value: cellText(cell) });
    else if (seen.has(time)) report({ line, kind: 'duplicate', column: timestampHeader, value: cellText(cell) });
    else seen.add(time);
    for (let index = 0; index < valueColumns.length; index += 1) {
      const column = valueColumns[index];
      if (!column) continue;
      const read = readNumber(row[column.index]);
      if (read.value === NOT_A_NUMBER) {
        report({ line, kind: 'number', column: column.header, value: cellText(row[column.index]) });
        continue;
      }
      if (read.comma) decimalComma = true;
      lineValues[index] = read.value === EMPTY ? Number.NaN : read.value;
    }
    if (errorCount !== errorsBefore || time === null) continue;
    validLineCount += 1;
    if (time < first) first = time;
    if (time > last) last = time;
    if (!withValues) continue;
    for (let index = 0; index < valueColumns.length; index += 1) {
      const value = lineValues[index];
      if (value !== undefined && !Number.isNaN(value)) points[index]?.push([time, value]);
    }
  }

  const preview: ImportPreview = {
    format: source.format,
    separator: source.separator,
    decimalComma,
    dateFormat:
      timestamp.reading.textFormat !== null && !timestamp.reading.sheetDates ? timestamp.reading.textFormat : null,
    sheetDates: timestamp.reading.sheetDates,
    columns,
    sampleRows,
    sampleLines,
    lineCount,
    validLineCount,
    errors,
    errorCount,
    firstTimestamp: validLineCount > 0 ? new Date(first).toISOString() : null,
    lastTimestamp: validLineCount > 0 ? new Date(last).toISOString() : null,
  };
  const series = valueColumns.flatMap((column, index) =>
    column.variable
      ? [{ variableId: column.variable.id, points: (points[index] ?? []).sort((a, b) => a[0] - b[0]) }]
      : [],
  );
  return { result: { kind: 'preview', preview }, series };
}
