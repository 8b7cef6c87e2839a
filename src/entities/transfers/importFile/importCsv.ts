import Papa from 'papaparse';
import { readImportTable, type ReadTable } from './importTable';
import type { ManualVariableTarget } from './types';

/*
 * CSV import files (spec 001 §5): a `;`, `,` or tab separator found on the first lines, a BOM
 * tolerated, quoted cells (with separators or line breaks inside), CRLF or LF. A `;` or tab file may
 * write decimals with a comma; a `,` file only inside quotes ("12,5").
 */

export type CsvSeparator = ';' | ',' | '\t';
const SEPARATORS: readonly CsvSeparator[] = [';', '\t', ','];
const DETECTION_LINES = 20;

/** Counts a character outside double quotes, line by line, over the first non-blank lines. */
function countsPerLine(text: string, separator: CsvSeparator): number[] {
  const counts: number[] = [];
  let count = 0;
  let quoted = false;
  let blank = true;
  for (let index = 0; index < text.length && counts.length < DETECTION_LINES; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === '\n' || char === '\r')) {
      if (!blank) counts.push(count);
      count = 0;
      blank = true;
      continue;
    }
    if (!quoted && char === separator) count += 1;
    if (char !== ' ') blank = false;
  }
  if (!blank && counts.length < DETECTION_LINES) counts.push(count);
  return counts;
}

/**
 * The separator every first line has the same number of (at least one), `;` before tab before `,`
 * (a `;` file's decimal commas must not win); else the one the header line has most of.
 */
export function detectSeparator(text: string): CsvSeparator {
  const counts = SEPARATORS.map((separator) => ({ separator, lines: countsPerLine(text, separator) }));
  const consistent = counts.find(
    ({ lines }) => lines.length > 0 && lines.every((count) => count > 0 && count === lines[0]),
  );
  if (consistent) return consistent.separator;
  let best: CsvSeparator = ';';
  let bestCount = 0;
  for (const { separator, lines } of counts) {
    const header = lines[0] ?? 0;
    if (header > bestCount) {
      best = separator;
      bestCount = header;
    }
  }
  return best;
}

/** A text file that holds NUL characters is no text: a spreadsheet or a binary renamed .csv. */
function looksBinary(text: string): boolean {
  return text.slice(0, 4_096).includes('\u0000');
}

export function readImportCsv(text: string, targets: readonly ManualVariableTarget[], withValues: boolean): ReadTable {
  const content = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (looksBinary(content)) return { result: { kind: 'unreadable', reason: 'corrupt', headers: [] }, series: [] };
  if (content.trim() === '') return { result: { kind: 'unreadable', reason: 'empty', headers: [] }, series: [] };
  const separator = detectSeparator(content);
  const parsed = Papa.parse<string[]>(content, { delimiter: separator, header: false, skipEmptyLines: false });
  return readImportTable({ format: 'csv', separator, rows: parsed.data }, targets, withValues);
}

/**
 * A CSV file's bytes as text: UTF-8 (with or without BOM), else Windows-1252, which French
 * spreadsheet software still writes ("Température" must not arrive as "Temp�rature").
 */
export function decodeImportText(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
