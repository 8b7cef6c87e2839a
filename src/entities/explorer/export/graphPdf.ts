import type { jsPDF } from 'jspdf';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DateRange } from '../../../lib/dateRanges';
import { loadedPdfFont, registerPdfFont, type PdfFont } from '../../../lib/pdfFont/pdfFont';
import type { DrawnGraph } from '../charts/drawnGraph';
import { pdfGraphImage, PDF_GRAPH_SIZE, type DocumentChart } from './documentImage';
import { IMAGE_GAP, PAGE, PdfWriter } from './pdfWriter';

/**
 * The graph and dashboard PDFs (spec 000 §9 export formats; issue: title, period, the chart, the
 * legend, page numbers): A4 landscape, in the embedded font (src/lib/pdfFont). Streams stay
 * uncompressed (`compress: false`): a PDF of a few charts is small anyway. The chart is embedded
 * as JPEG (jspdf keeps JPEG as is, where a PNG would be decoded and stored raw, several MB
 * uncompressed).
 */

export type JsPdfConstructor = typeof jsPDF;

const LEGEND_SIZE = 9;

/** The words of the PDF, in the user's language (given by the component, which has react-intl). */
export interface PdfLabels {
  /** e.g. "Period: 10/11/2026 14:00 to 24/11/2026 14:00". */
  period: (start: string, end: string) => string;
  /** e.g. "Page 2 of 3". */
  page: (page: number, total: number) => string;
  tableHeader: readonly [variable: string, unit: string, value: string];
  formatValue: (value: number | null) => string;
  /** Said in place of a graph that has nothing to show. */
  noData: string;
}

export interface PdfChartImage {
  dataUrl: string;
  /** width / height of the chart as drawn. */
  aspect: number;
}

export interface PdfGraph {
  drawn: DrawnGraph;
  image: PdfChartImage | null;
}

/**
 * The chart pictured for a PDF page as a document (documentImage.ts): the whole legend instead of
 * the scrolling one and its pager, no zoom slider, the page's width for 1000 CSS px.
 */
export function pdfChartImage(chart: DocumentChart | null): Promise<PdfChartImage | null> {
  return pdfGraphImage(chart, PDF_GRAPH_SIZE);
}

/**
 * A blank A4 landscape document in the product's font: the one given, or the one loadPdfFont()
 * has already brought in, which a PDF export awaits beside jspdf. Without either (nothing loaded
 * it yet), the text falls back to jspdf's Helvetica through pdfText's Latin-1 replacements.
 */
export function newPdfDocument(JsPdf: JsPdfConstructor, font: PdfFont | null = loadedPdfFont()): jsPDF {
  const doc = new JsPdf({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: false });
  if (font) registerPdfFont(doc, font);
  return doc;
}

function periodText(period: DateRange, labels: PdfLabels): string {
  return labels.period(formatDateTime(period.start), formatDateTime(period.end));
}

/**
 * One graph below the cursor: its title (unless the page's heading already is), then the chart and
 * legend, or its rows as a table.
 */
function graphSection(
  writer: PdfWriter,
  graph: PdfGraph,
  labels: PdfLabels,
  maxImageHeight: number,
  titleSize: number | null,
) {
  const { drawn, image } = graph;
  if (titleSize !== null) {
    writer.text(drawn.title, titleSize, { bold: true });
    writer.gap(1);
  }
  if (image) {
    // The legend stays under its chart: the image leaves room for it (and the gap after the image).
    const room = writer.remaining - writer.legendHeight(drawn.legend, LEGEND_SIZE) - IMAGE_GAP;
    writer.image(image.dataUrl, 'JPEG', image.aspect, Math.min(maxImageHeight, room));
    writer.legend(drawn.legend, LEGEND_SIZE);
    return;
  }
  if (drawn.rows.length === 0) {
    writer.text(labels.noData, 10, { muted: true });
    return;
  }
  writer.table(
    labels.tableHeader,
    drawn.rows.map((row) => [row.name, row.unit, labels.formatValue(row.value)]),
    [5, 1.5, 2],
  );
}

/** A graph's PDF: title, period, the chart as large as the page allows, the legend or its rows. */
export function graphPdf(JsPdf: JsPdfConstructor, graph: PdfGraph, labels: PdfLabels): jsPDF {
  const doc = newPdfDocument(JsPdf);
  doc.setProperties({ title: graph.drawn.title });
  const writer = new PdfWriter(doc);
  writer.text(graph.drawn.title, 16, { bold: true });
  writer.text(periodText(graph.drawn.period, labels), 10, { muted: true });
  writer.gap(3);
  graphSection(writer, graph, labels, writer.remaining, null);
  writer.pageNumbers(labels.page);
  return doc;
}

export interface DashboardPdfInput {
  title: string;
  period: DateRange;
  graphs: readonly PdfGraph[];
}

/** Room for a graph when two share a page (header and footer left out). */
const HALF_PAGE = (PAGE.height - 2 * PAGE.margin - PAGE.footer) / 2;
/** Below this much room a graph starts on a new page rather than being squeezed. */
const MIN_GRAPH_ROOM = 55;

/**
 * A dashboard's PDF: its title and period on the first page, then its graphs in order, two to a
 * page (a table longer than half a page continues on the next pages).
 */
export function dashboardPdf(JsPdf: JsPdfConstructor, input: DashboardPdfInput, labels: PdfLabels): jsPDF {
  const doc = newPdfDocument(JsPdf);
  doc.setProperties({ title: input.title });
  const writer = new PdfWriter(doc);
  writer.text(input.title, 18, { bold: true });
  writer.text(periodText(input.period, labels), 10, { muted: true });
  writer.gap(4);
  for (const graph of input.graphs) {
    if (writer.remaining < MIN_GRAPH_ROOM) writer.newPage();
    const legendHeight = writer.legendHeight(graph.drawn.legend, LEGEND_SIZE);
    const titleHeight = writer.lineHeight(12) + 1;
    graphSection(writer, graph, labels, HALF_PAGE - titleHeight - legendHeight - IMAGE_GAP - 4, 12);
    writer.gap(4);
  }
  if (input.graphs.length === 0) writer.text(labels.noData, 10, { muted: true });
  writer.pageNumbers(labels.page);
  return doc;
}
