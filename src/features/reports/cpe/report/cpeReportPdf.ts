import type { jsPDF } from 'jspdf';
import type { BexReport } from '../../../../entities/reports/bexReportsApi';
import { newPdfDocument, type JsPdfConstructor } from '../../../../entities/explorer/export/graphPdf';
import { PdfWriter } from '../../../../entities/explorer/export/pdfWriter';
import type { PdfFont } from '../../../../lib/pdfFont/pdfFont';
import { periodDays } from '../../../../lib/periodText';
import { CPE_FIGURES, cpeFigureText, type CpeFigure } from '../cpeFigures';

/** The translated words the PDF needs (the caller's locale). */
export interface CpeReportPdfLabels {
  heading: string;
  project: (project: string, site: string, client: string) => string;
  period: (start: string, end: string) => string;
  status: string;
  figureHeader: [string, string];
  figure: (figure: CpeFigure) => string;
  noFigures: string;
  comments: string;
  page: (page: number, total: number) => string;
  locale: string;
}

/**
 * A CPE report as a document (A4 landscape, the explorer's PDF writer): title, project, period
 * and status, the contract's figures as a table, the comments, page numbers. Pure: takes jsPDF's
 * constructor and the font so that both load only when the user exports.
 */
export function cpeReportPdf(
  JsPdf: JsPdfConstructor,
  font: PdfFont,
  report: BexReport,
  labels: CpeReportPdfLabels,
): jsPDF {
  const doc = newPdfDocument(JsPdf, font);
  const writer = new PdfWriter(doc);
  writer.text(labels.heading, 10, { muted: true });
  writer.text(report.title ? `${report.name} – ${report.title}` : report.name, 16, { bold: true });
  writer.gap(2);
  const { project } = report;
  writer.text(labels.project(project.name, project.place.name, project.place.client.name), 11);
  const period = periodDays(report.startDate, report.endDate);
  writer.text(labels.period(period.start, period.end), 11);
  writer.text(labels.status, 11);
  writer.gap(4);
  if (report.summary) {
    const summary = report.summary;
    writer.table(
      labels.figureHeader,
      CPE_FIGURES.map((figure) => [labels.figure(figure), cpeFigureText(summary, figure, labels.locale)]),
      [3, 1],
    );
  } else {
    writer.text(labels.noFigures, 11, { muted: true });
  }
  if (report.comments) {
    writer.gap(4);
    writer.text(labels.comments, 11, { bold: true });
    writer.text(report.comments, 10);
  }
  writer.pageNumbers(labels.page);
  return doc;
}
