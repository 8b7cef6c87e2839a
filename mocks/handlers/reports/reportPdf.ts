import type { jsPDF } from 'jspdf';
import { newPdfDocument, type JsPdfConstructor, type PdfLabels } from '../../../src/entities/explorer/export/graphPdf';
import { PAGE, PdfWriter } from '../../../src/entities/explorer/export/pdfWriter';
import { formatDateTime } from '../../../src/lib/dateFormat';
import { periodDays } from '../../../src/lib/periodText';
import type { PdfFont } from '../../../src/lib/pdfFont/pdfFont';
import { drawUnitPanels } from './pdfLineChart';
import type { ReportGraph } from './reportGraphData';

/*
 * An on-demand report's document (issue 18 "The report file is a real PDF"), written with the
 * explorer's PDF module (graphPdf.ts, pdfWriter.ts: A4 landscape, the embedded font, so that its
 * words print as written and can be searched): a cover with the title, the project, the period
 * and the description, then one page per chosen graph, then "Page x of y" on every page.
 */

export interface ReportPdfInput {
  title: string;
  projectName: string;
  description: string | null;
  dashboardName: string | null;
  period: { start: number; end: number };
  createdAt: string;
  graphs: readonly ReportGraph[];
}

export interface ReportPdfLabels extends PdfLabels {
  project: (name: string) => string;
  dashboard: (name: string) => string;
  graphs: (count: number) => string;
  createdAt: (date: string) => string;
  locale: string;
}

const SCATTER = 'scatter-plot';

function cover(writer: PdfWriter, input: ReportPdfInput, labels: ReportPdfLabels, periodText: string) {
  writer.gap(30);
  writer.text(input.title, 24, { bold: true });
  writer.gap(3);
  writer.text(labels.project(input.projectName), 14);
  writer.text(periodText, 12, { muted: true });
  writer.gap(8);
  if (input.description) {
    writer.text(input.description, 11);
    writer.gap(6);
  }
  if (input.dashboardName) writer.text(labels.dashboard(input.dashboardName), 10, { muted: true });
  writer.text(labels.graphs(input.graphs.length), 10, { muted: true });
  for (const graph of input.graphs) writer.text(`• ${graph.title}`, 10);
  writer.gap(4);
  writer.text(labels.createdAt(formatDateTime(input.createdAt)), 9, { muted: true });
}

function graphPage(
  writer: PdfWriter,
  graph: ReportGraph,
  input: ReportPdfInput,
  labels: ReportPdfLabels,
  periodText: string,
) {
  writer.newPage();
  writer.text(graph.title, 16, { bold: true });
  writer.text(`${input.projectName} – ${periodText}`, 10, { muted: true });
  writer.gap(4);
  if (graph.series.length > 0) {
    const legend = graph.series.map((one) => ({
      name: one.unit ? `${one.name} (${one.unit})` : one.name,
      color: one.color,
    }));
    const legendSize = 9;
    const height = writer.remaining - writer.legendHeight(legend, legendSize) - 4;
    const box = { x: PAGE.margin, y: writer.y, width: writer.contentWidth, height };
    const drawn = drawUnitPanels(
      writer.doc,
      writer.typeface,
      box,
      graph.series,
      input.period,
      labels.locale,
      graph.kind === SCATTER,
    );
    if (!drawn) {
      writer.text(labels.noData, 10, { muted: true });
      return;
    }
    writer.y += height + 4;
    writer.legend(legend, legendSize);
    return;
  }
  if (graph.rows.length === 0) {
    writer.text(labels.noData, 10, { muted: true });
    return;
  }
  writer.table(
    labels.tableHeader,
    graph.rows.map((row) => [row.name, row.unit, labels.formatValue(row.value)]),
    [5, 1.5, 2],
  );
}

/** The whole document: cover, then one page per graph, numbered. */
export function reportPdf(
  JsPdf: JsPdfConstructor,
  font: PdfFont,
  input: ReportPdfInput,
  labels: ReportPdfLabels,
): jsPDF {
  const doc = newPdfDocument(JsPdf, font);
  doc.setProperties({ title: input.title, subject: input.projectName });
  const writer = new PdfWriter(doc);
  // The first day to the last day included, as the report list says it (src/lib/periodText.ts).
  const days = periodDays(new Date(input.period.start).toISOString(), new Date(input.period.end).toISOString());
  const periodText = labels.period(days.start, days.end);
  cover(writer, input, labels, periodText);
  for (const graph of input.graphs) graphPage(writer, graph, input, labels, periodText);
  writer.pageNumbers(labels.page);
  return doc;
}
