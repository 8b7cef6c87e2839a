import { decodeImportText } from '../../../src/entities/transfers/importFile/importCsv';
import { importFileKind, readXlsxRows } from '../../../src/entities/transfers/importFile/importSheet';
import { readImport } from '../../../src/entities/transfers/importFile/readImport';
import { importServerMessage, type ImportServerFact } from '../../../src/entities/transfers/importFile/serverMessages';
import type {
  ImportedSeries,
  ImportPreview,
  ManualVariableTarget,
} from '../../../src/entities/transfers/importFile/types';
import type { ImportStatus } from '../../../src/entities/transfers/importWorkflow';
import { mockNow } from '../../db/clock';
import type { MockDatabase } from '../../db/database';
import type { ImportRow } from '../../db/imports';
import { importedPointsOf } from '../../db/manualValues';
import { unitName } from '../variables/variableViews';

/*
 * The demo server's check of an uploaded file (spec 001 §4 file flow), with the parser the browser's
 * preview uses (src/entities/transfers/importFile): csv read as UTF-8 (else Windows-1252), xlsx with
 * read-excel-file, xls accepted as it is (no maintained reader). Lines with errors are skipped.
 * Outcome: invalid_file when the file is unreadable or has no valid line; awaiting_confirmation when
 * some value would replace one the variable already has (a time stamp within its recorded history,
 * or one imported before); valid_file when every value is new.
 */

/** How many line errors the import's messages spell out; the rest are counted. */
const LISTED_LINE_ERRORS = 5;
/** A plausible line count for an xls file, which the demo cannot read. */
const XLS_BYTES_PER_LINE = 40;
const HOUR_MS = 3_600_000;

export interface ValidationResult {
  outcome: Extract<ImportStatus, 'invalid_file' | 'awaiting_confirmation' | 'valid_file'>;
  rowCount: number;
  messages: string[];
  /** What the import writes once confirmed. */
  values: ImportedSeries[];
}

/** The manual variables of the import's site: the columns' possible targets. */
export function manualTargetsOf(db: MockDatabase, placeId: number): ManualVariableTarget[] {
  return db.variables
    .filter((variable) => variable.placeId === placeId && variable.type === 'manual_variable')
    .map((variable) => ({
      id: variable.id,
      technicalId: variable.sourceTechnicalName === '' ? null : variable.sourceTechnicalName,
      name: variable.name,
      unit: unitName(db, variable.unitId) || null,
    }));
}

/** How many values fall where the variable already has one. */
function overwrittenCount(db: MockDatabase, series: readonly ImportedSeries[]): number {
  const now = mockNow(db);
  let count = 0;
  for (const { variableId, points } of series) {
    const variable = db.variables.find((row) => row.id === variableId);
    const first = variable?.firstDataDate ? Date.parse(variable.firstDataDate) : Number.POSITIVE_INFINITY;
    // A last data date at the seed instant means "still live" (dataSeries.ts profileOf): up to now.
    const lastDate = variable?.lastDataDate ? Date.parse(variable.lastDataDate) : null;
    const last = lastDate === null || lastDate >= db.seededAt - HOUR_MS ? now : lastDate;
    const imported = new Set(importedPointsOf(db, variableId).map(([at]) => at));
    for (const [at] of points) if ((at >= first && at <= last) || imported.has(at)) count += 1;
  }
  return count;
}

const message = (fact: ImportServerFact) => importServerMessage(fact);

function previewFacts(preview: ImportPreview): string[] {
  const facts = [message({ fact: 'linesRead', count: preview.validLineCount })];
  const skipped = preview.lineCount - preview.validLineCount;
  if (skipped > 0) facts.push(message({ fact: 'linesSkipped', count: skipped }));
  for (const error of preview.errors.slice(0, LISTED_LINE_ERRORS)) {
    facts.push(
      message({
        fact: 'lineError',
        line: error.line,
        kind: error.kind,
        column: error.column ?? '',
        value: error.value,
      }),
    );
  }
  for (const column of preview.columns) {
    if (column.role === 'ignored') facts.push(message({ fact: 'ignoredColumn', column: column.header }));
  }
  return facts;
}

async function readContent(
  name: string,
  content: ArrayBuffer,
  targets: readonly ManualVariableTarget[],
): Promise<ReturnType<typeof readImport>> {
  if (importFileKind(name) === 'xlsx') {
    const rows = await readXlsxRows(content);
    return rows
      ? readImport({ format: 'xlsx', rows }, targets)
      : { result: { kind: 'unreadable', reason: 'corrupt', headers: [] }, series: [] };
  }
  return readImport({ format: 'csv', text: decodeImportText(content) }, targets);
}

export async function validateImportFile(
  db: MockDatabase,
  row: ImportRow,
  content: ArrayBuffer,
): Promise<ValidationResult> {
  if (content.byteLength === 0) {
    return {
      outcome: 'invalid_file',
      rowCount: 0,
      messages: [message({ fact: 'unreadable', reason: 'empty' })],
      values: [],
    };
  }
  if (importFileKind(row.name) === 'xls') {
    const rowCount = Math.max(1, Math.floor(content.byteLength / XLS_BYTES_PER_LINE));
    return { outcome: 'valid_file', rowCount, messages: [message({ fact: 'notChecked' })], values: [] };
  }
  const { result, series } = await readContent(row.name, content, manualTargetsOf(db, row.placeId));
  if (result.kind === 'unreadable') {
    return {
      outcome: 'invalid_file',
      rowCount: 0,
      messages: [message({ fact: 'unreadable', reason: result.reason })],
      values: [],
    };
  }
  if (result.kind !== 'preview') return { outcome: 'valid_file', rowCount: 0, messages: [], values: [] };
  const { preview } = result;
  const facts = previewFacts(preview);
  const valueCount = series.reduce((total, { points }) => total + points.length, 0);
  if (preview.validLineCount === 0 || valueCount === 0) {
    return { outcome: 'invalid_file', rowCount: 0, messages: [message({ fact: 'noValidLine' }), ...facts], values: [] };
  }
  const overwritten = overwrittenCount(db, series);
  facts.push(message(overwritten > 0 ? { fact: 'overwrites', count: overwritten } : { fact: 'allNew' }));
  return {
    outcome: overwritten > 0 ? 'awaiting_confirmation' : 'valid_file',
    rowCount: preview.validLineCount,
    messages: facts,
    values: series,
  };
}
