import { readSheet } from 'read-excel-file/universal';
import { readImportTable, type ReadTable } from './importTable';
import type { ManualVariableTarget } from './types';

/*
 * xlsx import files (spec 001 §5), read with read-excel-file's universal entry (Blob or ArrayBuffer:
 * the browser, its workers, and Node for the demo server and the tests). The first sheet is read;
 * dates come as Date objects (or serial numbers when the cell has no date format).
 * xls (the old binary format) has no maintained reader: no preview, uploaded as it is.
 */

export type SheetRows = readonly (readonly unknown[])[];

/** The first sheet's rows, or null when the bytes are not an xlsx file. */
export async function readXlsxRows(bytes: ArrayBuffer | Blob): Promise<SheetRows | null> {
  try {
    return await readSheet(bytes);
  } catch {
    return null;
  }
}

export function readImportSheet(
  rows: SheetRows,
  targets: readonly ManualVariableTarget[],
  withValues: boolean,
): ReadTable {
  return readImportTable({ format: 'xlsx', separator: null, rows }, targets, withValues);
}

/** What kind of file a name says: the preview depends on it. */
export type ImportFileKind = 'csv' | 'xlsx' | 'xls' | null;

export function importFileKind(fileName: string): ImportFileKind {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' || extension === 'xls' ? extension : null;
}
