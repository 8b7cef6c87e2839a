import { toCsv, type CsvCell } from '../../../lib/csv';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';
import { currentLocale } from '../../../i18n/locale';
import { isTableStyle } from '../api';
import type { DrawnGraph, DrawnSeries } from '../charts/drawnGraph';

/**
 * A graph's CSV (spec 000 §9: graphs export to CSV through the one CSV writer, src/lib/csv.ts, in
 * the user's language's convention). Time series: "Date" then one column per series, one line per
 * time stamp of any series; table-style and category graphs: one line per variable. Column names
 * are the file's format, like the product's other CSVs; dates, numbers and empty cells are the
 * writer's (a date every spreadsheet reads, the language's decimal mark, null as empty).
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
export function timeSeriesCsvTable(series: readonly DrawnSeries[]): CsvTable {
  const sorted = series.map((s) => (isSorted(s.points) ? s.points : [...s.points].sort((a, b) => a[0] - b[0])));
  const stamps = unionOfStamps(sorted);
  const cursors = new Array<number>(sorted.length).fill(0);
  const rows: CsvCell[][] = new Array<CsvCell[]>(stamps.length);
  for (let r = 0; r < stamps.length; r += 1) {
    const stamp = stamps[r] ?? 0;
    const row: CsvCell[] = new Array<CsvCell>(sorted.length + 1);
    row[0] = new Date(stamp);
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

export function graphCsvTable(drawn: DrawnGraph): CsvTable {
  return exportsTimeSeries(drawn) ? timeSeriesCsvTable(drawn.series) : rowsCsvTable(drawn.rows);
}

/**
 * The file's text (src/lib/csv.ts), dates in the zone the graph is drawn in, in the convention of
 * the app's language (the one shown now, unless told).
 */
export function graphCsvText(
  drawn: DrawnGraph,
  { timeZone = DEFAULT_TIME_ZONE, locale = currentLocale() }: { timeZone?: string; locale?: string } = {},
): string {
  const table = graphCsvTable(drawn);
  return toCsv(table.header, table.rows, { timeZone, locale });
}
