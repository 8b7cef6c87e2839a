/*
 * The import file's preview (spec 001 §3 "Import", §5 accepted files): what the browser shows before
 * anything is sent and what the demo server checks on upload. The types are the contract between the
 * parser, the new-import screen and the mocked server.
 */

/** A manual variable of the site that a column may feed (spec 000 §3: technicalId = sourceTechnicalName). */
export interface ManualVariableTarget {
  id: number;
  technicalId: string | null;
  name: string;
  unit: string | null;
}

/** date: unreadable time stamp; number: not a number; duplicate: time stamp seen before; cells: wrong cell count. */
export type ImportLineErrorKind = 'date' | 'number' | 'duplicate' | 'cells';

export interface ImportLineError {
  /** As a spreadsheet numbers it: the header is line 1, the first data line 2. */
  line: number;
  kind: ImportLineErrorKind;
  /** The column's header, or null for the whole line (kind 'cells'). */
  column: string | null;
  /** The cell as read (for 'cells': the number of cells found). */
  value: string;
}

/** Why a column feeds no variable: no variable matches its header, or an earlier column feeds the same one. */
export type IgnoredColumnReason = 'unmatched' | 'repeated';

export interface ImportColumn {
  index: number;
  header: string;
  role: 'timestamp' | 'value' | 'ignored';
  variable: ManualVariableTarget | null;
  /** Set on ignored columns only. */
  ignoredBecause: IgnoredColumnReason | null;
}

export interface ImportPreview {
  format: 'csv' | 'xlsx';
  /** The CSV separator found; null for a spreadsheet. */
  separator: ';' | ',' | '\t' | null;
  /** Some value was written with a decimal comma ("12,5"). */
  decimalComma: boolean;
  /** One of DATE_FORMATS (e.g. 'DD/MM/YYYY HH:mm'); null when the spreadsheet's cells are dates of its own. */
  dateFormat: string | null;
  /** The time stamps are the spreadsheet's own dates (date cells or serial days). */
  sheetDates: boolean;
  columns: ImportColumn[];
  /** The first 20 data rows, cells as read (spreadsheet dates as 'YYYY-MM-DD HH:mm:ss'). */
  sampleRows: string[][];
  /** The line number of each sample row (blank lines are skipped, so they may jump). */
  sampleLines: number[];
  /** Data lines, blank lines left out. */
  lineCount: number;
  /** Data lines without any error: those that will be imported. */
  validLineCount: number;
  /** The first 200 errors (MAX_REPORTED_ERRORS), in line order. */
  errors: ImportLineError[];
  errorCount: number;
  /** ISO 8601 (UTC) of the earliest and latest valid time stamps. */
  firstTimestamp: string | null;
  lastTimestamp: string | null;
}

export type UnreadableReason = 'empty' | 'noTimestampColumn' | 'noValueColumn' | 'corrupt';

export type ImportPreviewResult =
  | { kind: 'preview'; preview: ImportPreview }
  | { kind: 'noPreview'; reason: 'xls' }
  | {
      kind: 'unreadable';
      reason: UnreadableReason;
      /** The headers as read, so that the user sees why no column matched (empty when none were read). */
      headers: string[];
    };

/** The values of one variable to write: [epoch ms, value], in time order. */
export interface ImportedSeries {
  variableId: number;
  points: [number, number][];
}

/** A file's content, as the parser takes it: CSV text or spreadsheet rows. */
export type ImportContent = { format: 'csv'; text: string } | { format: 'xlsx'; rows: readonly (readonly unknown[])[] };

export const MAX_REPORTED_ERRORS = 200;
export const SAMPLE_ROW_COUNT = 20;
