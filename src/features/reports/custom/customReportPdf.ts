import type { jsPDF } from 'jspdf';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';
import {
  newPdfDocument,
  pdfChartImage,
  type JsPdfConstructor,
  type PdfLabels,
} from '../../../entities/explorer/export/graphPdf';
import { IMAGE_GAP, PdfWriter } from '../../../entities/explorer/export/pdfWriter';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DateRange } from '../../../lib/dateRanges';
import type { PdfFont } from '../../../lib/pdfFont/pdfFont';

export interface CustomPdfLabels extends PdfLabels {
  /** Heading of the introduction's page. */
  introduction: string;
  project: (name: string) => string;
}

export interface CustomPdfInput {
  title: string;
  projectName: string;
  period: DateRange;
  introduction: string | null;
  /** In the template's order, each with its comment. */
  /** Null `drawn`: the graph had nothing to show over the period. */
  graphs: readonly { title: string; drawn: DrawnGraph | null; comment: string | null }[];
}

const LEGEND_SIZE = 9;

/**
 * A custom report's PDF, made in the browser with the explorer's PDF writer: a cover (title,
 * project, period), the introduction on its own page when there is one, then one page per graph
 * (its name, its comment, the chart as drawn and its legend, or its rows), and page numbers.
 * Pages: 1 + (introduction ? 1 : 0) + graphs.
 */
export async function customReportPdf(
  JsPdf: JsPdfConstructor,
  font: PdfFont,
  input: CustomPdfInput,
  labels: CustomPdfLabels,
): Promise<jsPDF> {
  // The pictures first: each is drawn by an echarts instance of its own, once echarts has loaded.
  const images = await Promise.all(input.graphs.map(({ drawn }) => pdfChartImage(drawn?.chart ?? null)));
  const doc = newPdfDocument(JsPdf, font);
  doc.setProperties({ title: input.title });
  const writer = new PdfWriter(doc);
  writer.gap(50);
  writer.text(input.title, 24, { bold: true });
  writer.gap(4);
  writer.text(labels.project(input.projectName), 14);
  writer.text(labels.period(formatDateTime(input.period.start), formatDateTime(input.period.end)), 12, { muted: true });
  if (input.introduction) {
    writer.newPage();
    writer.text(labels.introduction, 16, { bold: true });
    writer.gap(3);
    writer.text(input.introduction, 11);
  }
  for (const [index, { title, drawn, comment }] of input.graphs.entries()) {
    writer.newPage();
    writer.text(drawn?.title ?? title, 16, { bold: true });
    if (comment) writer.text(comment, 11, { muted: true });
    writer.gap(3);
    const image = images[index] ?? null;
    if (drawn && image) {
      const room = writer.remaining - writer.legendHeight(drawn.legend, LEGEND_SIZE) - IMAGE_GAP;
      writer.image(image.dataUrl, 'JPEG', image.aspect, room);
      writer.legend(drawn.legend, LEGEND_SIZE);
    } else if (drawn && drawn.rows.length > 0) {
      writer.table(
        labels.tableHeader,
        drawn.rows.map((row) => [row.name, row.unit, labels.formatValue(row.value)]),
        [5, 1.5, 2],
      );
    } else {
      writer.text(labels.noData, 10, { muted: true });
    }
  }
  writer.pageNumbers(labels.page);
  return doc;
}
