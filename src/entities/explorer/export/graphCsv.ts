import { toCsv, type CsvCell } from '../../../lib/csv';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../lib/dateFormat';
import { clockFor } from '../../../lib/zoneClock';
import { isTableStyle } from '../api';
import type { DrawnGraph, DrawnSeries } from '../charts/drawnGraph';

/**
 * A graph's CSV (spec 000 §9: graphs export to CSV through the one CSV writer, src/lib/csv.ts:
 * semicolon, CRLF, BOM, formula guard). Time series: "Date" then one column per series, one line
 * per time stamp of any series; table-style and category graphs: one line per variable. Column
 * names are the file's format, not the screen's language, like the product's other CSVs; numbers
 * are written by the writer (plain notation, dot decimal, spec 000 §9 null as empty).
 */

export const GRAPH_CSV_DATE = 'Date';
export const GRAPH_TABLE_CSV_HEADER = ['Variable', 'Unit', 'Value'] as const;

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

/** "<name> (<unit>)", or the name alone for a variable without unit. */
export function seriesColumnName(series: Pick<DrawnSeries, 'name' | 'unit'>): string {
  return series.unit.trim() === '' ? series.name : `${series.name} (${series.unit})`;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * DD/MM/YYYY HH:mm in the zone (the product's date format, spec 000 §9). formatDateTime costs
 * microseconds per call through Intl; 10,000 stamps go through the zone's cached offsets instead,
 * which give the same text (the tests compare them across a DST change).
 */
export function dateTimeWriter(timeZone: string = DEFAULT_TIME_ZONE): (ms: number) => string {
  let clock: ReturnType<typeof clockFor> | null;
  try {
    clock = clockFor(timeZone);
  } catch {
    clock = null;
  }
  return (ms) => {
    if (!clock) return formatDateTime(ms, timeZone);
    const wall = new Date(clock.toWall(ms));
    const year = wall.getUTCFullYear();
    if (year < 1000 || year > 9999) return formatDateTime(ms, timeZone);
    return `${pad2(wall.getUTCDate())}/${pad2(wall.getUTCMonth() + 1)}/${year} ${pad2(wall.getUTCHours())}:${pad2(
      wall.getUTCMinutes(),
    )}`;
  };
}

type Points = DrawnSeries['points'];

function isSorted(points: Points): boolean {
  for (let i = 1; i < points.length; i += 1) {
    if ((points[i]?.[0] ?? 0) < (points[i - 1]?.[0] ?? 0)) return false;
  }
  return true;
}

/** The union of every series' time stamps, sorted, each once. */
function unionOfStamps(series: readonly Points[]): Float64Array {
  let total = 0;
  for (const points of series) total += points.length;
  const all = new Float64Array(total);
  let at = 0;
  for (const points of series) {
    for (const point of points) all[at++] = point[0];
  }
  all.sort();
  let unique = 0;
  for (let i = 0; i < all.length; i += 1) {
    const stamp = all[i] ?? 0;
    if (!Number.isFinite(stamp)) continue;
    if (unique === 0 || stamp !== all[unique - 1]) all[unique++] = stamp;
  }
  return all.subarray(0, unique);
}

/**
 * Time series as a table: the union of the stamps (series sampled differently, gaps) and one cell
 * per series, empty where it has no value at that stamp. Each series is walked once beside the
 * stamps (merge of sorted lists): 10 series × 10,000 points take a few milliseconds.
 */
export function timeSeriesCsvTable(series: readonly DrawnSeries[], timeZone: string = DEFAULT_TIME_ZONE): CsvTable {
  const sorted = series.map((s) => (isSorted(s.points) ? s.points : [...s.points].sort((a, b) => a[0] - b[0])));
  const stamps = unionOfStamps(sorted);
  const writeDate = dateTimeWriter(timeZone);
  const cursors = new Array<number>(sorted.length).fill(0);
  const rows: CsvCell[][] = new Array<CsvCell[]>(stamps.length);
  for (let r = 0; r < stamps.length; r += 1) {
    const stamp = stamps[r] ?? 0;
    const row: CsvCell[] = new Array<CsvCell>(sorted.length + 1);
    row[0] = writeDate(stamp);
    for (let s = 0; s < sorted.length; s += 1) {
      const points = sorted[s] ?? [];
      let cursor = cursors[s] ?? 0;
      while (cursor < points.length && (points[cursor]?.[0] ?? Infinity) < stamp) cursor += 1;
      let value: number | null = null;
      // Two points at one stamp: the last one wins, as on the chart.
      while (cursor < points.length && points[cursor]?.[0] === stamp) {
        value = points[cursor]?.[1] ?? null;
        cursor += 1;
      }
      cursors[s] = cursor;
      row[s + 1] = value;
    }
    rows[r] = row;
  }
  return { header: [GRAPH_CSV_DATE, ...series.map(seriesColumnName)], rows };
}

/** One line per variable: its name, unit and value over the period (table-style and category kinds). */
export function rowsCsvTable(rows: DrawnGraph['rows']): CsvTable {
  return {
    header: [...GRAPH_TABLE_CSV_HEADER],
    rows: rows.map((row) => [row.name, row.unit === '' ? null : row.unit, row.value]),
  };
}

/** Whether a graph exports its time series (else its per-variable rows). */
export function exportsTimeSeries(drawn: Pick<DrawnGraph, 'kind' | 'series'>): boolean {
  return !isTableStyle(drawn.kind) && drawn.series.length > 0;
}

export function graphCsvTable(drawn: DrawnGraph, timeZone: string = DEFAULT_TIME_ZONE): CsvTable {
  return exportsTimeSeries(drawn) ? timeSeriesCsvTable(drawn.series, timeZone) : rowsCsvTable(drawn.rows);
}

/** The file's text: BOM, header, CRLF lines (src/lib/csv.ts). */
export function graphCsvText(drawn: DrawnGraph, timeZone: string = DEFAULT_TIME_ZONE): string {
  const table = graphCsvTable(drawn, timeZone);
  return toCsv(table.header, table.rows, { timeZone });
}
