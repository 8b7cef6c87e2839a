import Papa from 'papaparse';

/*
 * The placement of a synoptic's variables from a CSV file (spec 001 §5: "the variable load takes
 * CSV files"; issue 20: columns variable technical id; x; y as % of the image; label). `;` or `,`
 * separated, header optional. Pure: the screen shows every problem, line by line, before anything
 * is applied.
 */

export interface PlacementRow {
  /** The file's line (1-based), for the preview. */
  line: number;
  technicalId: string;
  variableId: number;
  /** Fractions of the image's width and height (0..1), as the synoptic stores them. */
  x: number;
  y: number;
  label: string | null;
}

export type PlacementProblemCode = 'MISSING_CELL' | 'UNKNOWN_VARIABLE' | 'NOT_A_NUMBER' | 'OUT_OF_RANGE' | 'DUPLICATE';
export type PlacementColumn = 'technicalId' | 'x' | 'y';

export interface PlacementProblem {
  line: number;
  code: PlacementProblemCode;
  column: PlacementColumn;
  /** The cell as written (empty when missing). */
  value: string;
}

export interface PlacementParse {
  rows: PlacementRow[];
  problems: PlacementProblem[];
  /** Whether the first line was taken as a header. */
  header: boolean;
}

const COLUMNS: readonly PlacementColumn[] = ['technicalId', 'x', 'y'];

/** "12.5", "12,5" (a French decimal, only when `;` separates the cells), " 40 " → a number; NaN otherwise. */
export function placementNumber(cell: string, commaDecimal: boolean): number {
  const text = cell.trim().replace(/\s*%$/, '');
  const normal = commaDecimal ? text.replace(',', '.') : text;
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN;
}

/** The separator: `;` when the first line has one (French spreadsheets), `,` otherwise. */
function separatorOf(text: string): ';' | ',' {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return first.includes(';') ? ';' : ',';
}

/** A first line whose x and y are not numbers is a header (e.g. "technical id;x;y;label"). */
function isHeader(cells: readonly string[], commaDecimal: boolean): boolean {
  const [, x = '', y = ''] = cells;
  return Number.isNaN(placementNumber(x, commaDecimal)) && Number.isNaN(placementNumber(y, commaDecimal));
}

/**
 * Reads the file's lines; `variableIdOf` finds a technical id among the project's variables
 * (null when unknown). Blank lines are skipped; a line with any problem is left out of `rows`.
 */
export function parsePlacementCsv(text: string, variableIdOf: (technicalId: string) => number | null): PlacementParse {
  const delimiter = separatorOf(text);
  const commaDecimal = delimiter === ';';
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter, skipEmptyLines: false });
  const lines = parsed.data;
  const firstFilled = lines.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  const header = firstFilled >= 0 && isHeader(lines[firstFilled] ?? [], commaDecimal);
  const rows: PlacementRow[] = [];
  const problems: PlacementProblem[] = [];
  const seen = new Set<number>();

  lines.forEach((cells, index) => {
    const line = index + 1;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (header && index === firstFilled) return;
    const found: PlacementProblem[] = [];
    const cellOf = (column: PlacementColumn) => (cells[COLUMNS.indexOf(column)] ?? '').trim();
    for (const column of COLUMNS) {
      if (cellOf(column) === '') found.push({ line, code: 'MISSING_CELL', column, value: '' });
    }
    const technicalId = cellOf('technicalId');
    const variableId = technicalId === '' ? null : variableIdOf(technicalId);
    if (technicalId !== '' && variableId === null)
      found.push({ line, code: 'UNKNOWN_VARIABLE', column: 'technicalId', value: technicalId });
    if (variableId !== null && seen.has(variableId))
      found.push({ line, code: 'DUPLICATE', column: 'technicalId', value: technicalId });
    const position = (column: 'x' | 'y'): number => {
      const cell = cellOf(column);
      if (cell === '') return Number.NaN;
      const value = placementNumber(cell, commaDecimal);
      if (Number.isNaN(value)) found.push({ line, code: 'NOT_A_NUMBER', column, value: cell });
      else if (value < 0 || value > 100) found.push({ line, code: 'OUT_OF_RANGE', column, value: cell });
      return value;
    };
    const x = position('x');
    const y = position('y');
    if (found.length > 0 || variableId === null) {
      problems.push(...found);
      return;
    }
    seen.add(variableId);
    const label = (cells[3] ?? '').trim();
    rows.push({
      line,
      technicalId,
      variableId,
      x: Number((x / 100).toFixed(4)),
      y: Number((y / 100).toFixed(4)),
      label: label === '' ? null : label,
    });
  });
  return { rows, problems, header };
}
