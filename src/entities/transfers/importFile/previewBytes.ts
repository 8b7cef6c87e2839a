import { decodeImportText, readImportCsv } from './importCsv';
import { readImportSheet, readXlsxRows } from './importSheet';
import type { ImportPreviewResult, ManualVariableTarget } from './types';

/** A file's bytes and what to match its columns to: what the page hands to the preview worker. */
export interface PreviewRequest {
  kind: 'csv' | 'xlsx';
  bytes: ArrayBuffer;
  targets: readonly ManualVariableTarget[];
}

/** The preview of a csv or xlsx file's bytes, on whichever thread calls it. */
export async function previewImportBytes(request: PreviewRequest): Promise<ImportPreviewResult> {
  if (request.kind === 'csv') return readImportCsv(decodeImportText(request.bytes), request.targets, false).result;
  if (request.bytes.byteLength === 0) return { kind: 'unreadable', reason: 'empty', headers: [] };
  const rows = await readXlsxRows(request.bytes);
  return rows
    ? readImportSheet(rows, request.targets, false).result
    : { kind: 'unreadable', reason: 'corrupt', headers: [] };
}
