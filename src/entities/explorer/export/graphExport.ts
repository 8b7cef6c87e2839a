import { loadPdfFont } from '../../../lib/pdfFont/pdfFont';
import { saveFile } from '../../../lib/saveFile';
import type { DrawnGraph } from '../charts/drawnGraph';
import { dataUrlToBlob } from './chartImage';
import { graphImageUrl, pdfGraphImage, PDF_DASHBOARD_SIZE, PDF_GRAPH_SIZE } from './documentImage';
import { exportFileName } from './exportFileName';
import { graphCsvText } from './graphCsv';
import { dashboardPdf, graphPdf, type JsPdfConstructor, type PdfLabels } from './graphPdf';

/** spec 000 §9 "Export formats for graphs: PDF, CSV, JPEG, PNG". */
export const GRAPH_EXPORT_FORMATS = ['png', 'jpeg', 'pdf', 'csv'] as const;
export type GraphExportFormat = (typeof GRAPH_EXPORT_FORMATS)[number];

/** The formats a drawn graph offers: a table graph has no chart to take a picture of. */
export function exportFormatsOf(drawn: Pick<DrawnGraph, 'chart'>): GraphExportFormat[] {
  return drawn.chart ? [...GRAPH_EXPORT_FORMATS] : ['pdf', 'csv'];
}

/**
 * jspdf (~120 kB gzipped) is only downloaded when the user asks for a PDF: its own chunk, kept out
 * of the explorer's routes.
 */
export async function loadJsPdf(): Promise<JsPdfConstructor> {
  // The PDF font (its own chunk) comes with it: newPdfDocument embeds it once loaded.
  const [{ jsPDF }] = await Promise.all([import('jspdf'), loadPdfFont()]);
  return jsPDF;
}

/** Builds the file of one format and hands it to the browser's download. */
export async function exportGraph(format: GraphExportFormat, drawn: DrawnGraph, labels: PdfLabels): Promise<void> {
  switch (format) {
    case 'png':
    case 'jpeg': {
      if (!drawn.chart) throw new Error(`${drawn.title} has no chart to export as ${format}`);
      const blob = dataUrlToBlob(await graphImageUrl(drawn, drawn.chart, format, labels.period));
      saveFile(blob, exportFileName(drawn.title, format === 'png' ? 'png' : 'jpg'));
      return;
    }
    case 'pdf': {
      const [JsPdf, image] = await Promise.all([loadJsPdf(), pdfGraphImage(drawn.chart, PDF_GRAPH_SIZE)]);
      const doc = graphPdf(JsPdf, { drawn, image }, labels);
      saveFile(doc.output('blob'), exportFileName(drawn.title, 'pdf'));
      return;
    }
    case 'csv': {
      const text = graphCsvText(drawn);
      saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), exportFileName(drawn.title, 'csv'));
      return;
    }
  }
}

/** The whole dashboard as one PDF, its graphs in the order given. */
export async function exportDashboardPdf(
  title: string,
  period: DrawnGraph['period'],
  graphs: readonly DrawnGraph[],
  labels: PdfLabels,
): Promise<void> {
  const [JsPdf, images] = await Promise.all([
    loadJsPdf(),
    Promise.all(graphs.map((drawn) => pdfGraphImage(drawn.chart, PDF_DASHBOARD_SIZE))),
  ]);
  const doc = dashboardPdf(
    JsPdf,
    { title, period, graphs: graphs.map((drawn, index) => ({ drawn, image: images[index] ?? null })) },
    labels,
  );
  saveFile(doc.output('blob'), exportFileName(title, 'pdf'));
}
