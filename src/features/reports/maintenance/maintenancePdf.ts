import type { jsPDF } from 'jspdf';
import type { BexReport, MaintenanceCheckKind } from '../../../entities/reports/bexReportsApi';
import { newPdfDocument, type JsPdfConstructor } from '../../../entities/explorer/export/graphPdf';
import { PdfWriter } from '../../../entities/explorer/export/pdfWriter';
import { formatDateTime } from '../../../lib/dateFormat';
import type { PdfFont } from '../../../lib/pdfFont/pdfFont';
import { truncate } from '../../../lib/truncate';
import { countsByKind, findingRows, subjectOf } from './findings';

/** The PDF's words in the user's language (useMaintenancePdfLabels). */
export interface MaintenancePdfLabels {
  project: (project: string, site: string) => string;
  period: (start: string, end: string) => string;
  status: string;
  author: (name: string) => string;
  comments: string;
  findings: (count: number) => string;
  none: string;
  counts: (kind: string, count: number) => string;
  tableHeader: readonly string[];
  kind: (kind: MaintenanceCheckKind) => string;
  value: (value: number | null | undefined, unit: string | null | undefined) => string;
  page: (page: number, total: number) => string;
}

/** Relative widths of the findings table's columns: variable, check, from, to, comment, value (right-aligned, last). */
const WIDTHS = [26, 18, 13, 13, 20, 10];
/** About what the comment column holds on one line at 9 pt. */
const COMMENT_LENGTH = 38;

/**
 * A maintenance report as a PDF (A4 landscape, the explorer's PDF writer): its title, project,
 * period, status and comments, the counts per check kind, the findings table (the header repeated
 * on each page) and "Page x of y" on every page.
 */
export function maintenancePdf(
  JsPdf: JsPdfConstructor,
  font: PdfFont,
  report: BexReport,
  labels: MaintenancePdfLabels,
): jsPDF {
  const doc = newPdfDocument(JsPdf, font);
  const writer = new PdfWriter(doc);
  writer.text(report.title ? `${report.name} – ${report.title}` : report.name, 16, { bold: true });
  writer.gap(1);
  writer.text(labels.project(report.project.name, report.project.place.name), 10);
  writer.text(labels.period(formatDateTime(report.startDate), formatDateTime(report.endDate)), 10);
  writer.text(labels.status, 10, { muted: true });
  if (report.author) writer.text(labels.author(report.author.name), 10, { muted: true });
  if (report.comments) {
    writer.gap(2);
    writer.text(labels.comments, 10, { bold: true });
    writer.text(report.comments, 10);
  }
  const rows = findingRows(report);
  writer.gap(3);
  writer.text(labels.findings(rows.length), 12, { bold: true });
  if (rows.length === 0) {
    writer.text(labels.none, 10);
  } else {
    writer.text(
      countsByKind(rows)
        .filter(({ count }) => count > 0)
        .map(({ kind, count }) => labels.counts(labels.kind(kind), count))
        .join(' · '),
      10,
      { muted: true },
    );
    writer.gap(2);
    writer.table(
      labels.tableHeader,
      rows.map(({ check }) => [
        subjectOf(check),
        labels.kind(check.kind),
        formatDateTime(check.firstSeenAt),
        formatDateTime(check.lastSeenAt),
        // One line a row: the table's rows have a fixed height (the full comment is on the page).
        truncate(check.comment, COMMENT_LENGTH),
        labels.value(check.value, check.series?.unit),
      ]),
      WIDTHS,
    );
  }
  writer.pageNumbers(labels.page);
  return doc;
}
