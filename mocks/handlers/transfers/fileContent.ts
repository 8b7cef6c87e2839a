import { roundForExport, toCsv, type CsvCell } from '../../../src/lib/csv';
import { DEFAULT_TIME_ZONE } from '../../../src/lib/dateFormat';
import { MAX_POINTS_PER_SERIES, type Sampling } from '../../../src/lib/sampling';
import { clockFor } from '../../../src/lib/zoneClock';
import type { MockDatabase } from '../../db/database';
import type { DownloadRow } from '../../db/downloads';
import { mockNow } from '../../db/clock';
import type { VariableRow } from '../../db/variables';
import { DEFAULT_SERIES_TIME_ZONE, type SeriesPoint } from '../../series';
import { measureSeries, perimeterMeasureOf } from '../../series/perimeterMeasures';
import { profileOf, seriesFor, type Period } from '../variables/dataSeries';

/*
 * What a ready download file holds. A self-service export (spec 001 §2, §7) is a table with a
 * time-stamp column and one column per variable ("Name (unit)"), holding the values the data
 * explorer shows for that variable over the period: the same generator, aggregation and sampling
 * as GET graph-data (mocks/handlers/variables/data.ts), its own sampling when the request has none.
 * Written as CSV by the product's one writer (src/lib/csv.ts) in the language of the one who asked, or
 * as an xlsx workbook (write-excel-file: a formatted date column, number columns). A generated
 * report's file is a one-page PDF.
 */

export type ExportFormat = 'csv' | 'xlsx';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const PDF_CONTENT_TYPE = 'application/pdf';

/** spec 000 §9: at most 10,000 points per request; the file keeps as many rows. */
export const MAX_EXPORT_ROWS = MAX_POINTS_PER_SERIES;

export interface ExportTable {
  header: string[];
  /** Epoch ms of each row, ascending. */
  times: number[];
  /** One value per row and variable (columns in the header's order, after the date). */
  values: (number | null)[][];
}

/** The file's format, told by its name (a report's PDF, an export's csv or xlsx). */
export function formatOfFile(fileName: string): ExportFormat | 'pdf' {
  if (fileName.endsWith('.pdf')) return 'pdf';
  return fileName.endsWith('.xlsx') ? 'xlsx' : 'csv';
}

export function contentTypeOf(fileName: string): string {
  const format = formatOfFile(fileName);
  return format === 'pdf' ? PDF_CONTENT_TYPE : format === 'xlsx' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE;
}

/** A variable's points as GET graph-data answers them (a perimeter's measures included). */
function variablePoints(
  db: MockDatabase,
  variable: VariableRow,
  period: Period,
  requested: Sampling | null,
  aggregationId: number,
): SeriesPoint[] {
  const own: Sampling = { sampling: variable.sampling, samplingUnit: variable.samplingUnit };
  const measure = perimeterMeasureOf(db.perimeters, variable.id);
  if (measure)
    return measureSeries(measure, period, requested ?? own, {
      limit: MAX_EXPORT_ROWS,
      now: mockNow(db),
      timeZone: db.places.find((place) => place.id === variable.placeId)?.timezone ?? DEFAULT_SERIES_TIME_ZONE,
      requested: requested !== null,
    }).points;
  const aggregation = db.aggregations.find((candidate) => candidate.id === aggregationId)?.name ?? 'average';
  return seriesFor(profileOf(db, variable), period, requested, own, aggregation, MAX_EXPORT_ROWS).points;
}

/** The rows of an export: every time stamp any variable has, each variable's value at it. */
export function exportTable(db: MockDatabase, row: DownloadRow): ExportTable {
  const period = { start: Date.parse(row.start), end: Date.parse(row.end) };
  const requested: Sampling | null =
    row.sampling !== null && row.samplingUnit !== null
      ? { sampling: row.sampling, samplingUnit: row.samplingUnit }
      : null;
  const header = ['Date'];
  const series: Map<number, number | null>[] = [];
  const allTimes = new Set<number>();
  for (const item of row.variables) {
    const variable = db.variables.find((candidate) => candidate.id === item.variableId);
    const unit = db.units.find((candidate) => candidate.id === variable?.unitId)?.name;
    header.push(`${variable?.name ?? `Variable ${item.variableId}`}${unit ? ` (${unit})` : ''}`);
    const points = variable ? variablePoints(db, variable, period, requested, item.aggregationId) : [];
    const values = new Map<number, number | null>();
    for (const [at, value] of points) {
      values.set(at, value);
      allTimes.add(at);
    }
    series.push(values);
  }
  const times = [...allTimes].sort((a, b) => a - b).slice(0, MAX_EXPORT_ROWS);
  const values = times.map((at) => series.map((column) => column.get(at) ?? null));
  return { header, times, values };
}

/** In the convention of the language of the one who asked (src/lib/csv.ts). */
export function exportCsv(table: ExportTable, locale: string): string {
  const rows: CsvCell[][] = table.times.map((at, index) => [new Date(at), ...(table.values[index] ?? [])]);
  return toCsv(table.header, rows, { timeZone: DEFAULT_TIME_ZONE, locale });
}

/**
 * The workbook: the date column holds real dates (Paris wall-clock time, as the CSV writes them:
 * a spreadsheet date has no zone), formatted as the CSV's "YYYY-MM-DD HH:mm:ss"; values are numbers,
 * rounded as the CSV rounds them.
 */
export async function exportXlsx(table: ExportTable): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const clock = clockFor(DEFAULT_TIME_ZONE);
  const header = table.header.map((name) => ({ value: name, fontWeight: 'bold' as const }));
  const rows = table.times.map((at, index) => [
    { value: new Date(clock.toWall(at)), type: Date, format: 'yyyy-mm-dd hh:mm:ss' },
    ...(table.values[index] ?? []).map((value) =>
      value === null ? null : { value: roundForExport(value), type: Number },
    ),
  ]);
  const blob = await writeXlsxFile([header, ...rows], {
    columns: table.header.map((_, index) => ({ width: index === 0 ? 20 : 24 })),
    stickyRowsCount: 1,
  }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '-');
}

/** A valid one-page PDF with the report's title and period, byte offsets and all. */
function pdfOf(row: DownloadRow): string {
  const text = `BT /F1 18 Tf 50 780 Td (${ascii(row.title).replace(/[()\\]/g, '')}) Tj 0 -28 Td /F1 11 Tf (Periode : ${row.start.slice(0, 10)} - ${row.end.slice(0, 10)}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${text.length}>>\nstream\n${text}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  return `${body}trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
}

/** The bytes of a ready file, by its format. */
export async function fileContent(db: MockDatabase, row: DownloadRow): Promise<Uint8Array> {
  const format = formatOfFile(row.fileName);
  if (format === 'pdf') return new TextEncoder().encode(pdfOf(row));
  const table = exportTable(db, row);
  return format === 'xlsx' ? exportXlsx(table) : new TextEncoder().encode(exportCsv(table, row.locale));
}
