import { http, HttpResponse, type HttpHandler } from 'msw';
import { createIntl } from 'react-intl';
import { loadJsPdf } from '../../../src/entities/explorer/export/graphExport';
import { initialLocale, type Locale } from '../../../src/i18n/locale';
import { loadMessages } from '../../../src/i18n/messages';
import { formatNumber } from '../../../src/lib/numberFormat';
import { loadPdfFont } from '../../../src/lib/pdfFont/pdfFont';
import type { MockDatabase } from '../../db/database';
import type { ReportRow } from '../../db/reports';
import { dashboardRef } from '../../db/operationsRefs';
import { apiUrl, type MockApiContext } from '../context';
import { reportGraphs } from './reportGraphData';
import { reportPdf, type ReportPdfLabels } from './reportPdf';

/*
 * The file behind a ready report's signed link (GET file-content/{id}?token=…, the URL that
 * files/{id}/download answers): the report's PDF, built when it is fetched from the report as it
 * stands and the mocked series. Any other file, or a link that is not valid, falls through to the
 * downloads' own handler (mocks/handlers/transfers/downloads.ts), which answers the storage's XML
 * error for a bad link.
 */

/** The document's language: the one the demo's user reads the app in (fr outside a browser). */
function documentLocale(): Locale {
  try {
    return initialLocale();
  } catch {
    return 'fr';
  }
}

async function pdfLabels(locale: Locale): Promise<ReportPdfLabels> {
  const intl = createIntl({ locale, messages: await loadMessages(locale) });
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    locale,
    period: (start, end) => say('explorerExport.pdfPeriod', { start, end }),
    page: (page, total) => say('explorerExport.pdfPage', { page, total }),
    tableHeader: [say('explorerExport.pdfVariable'), say('explorerExport.pdfUnit'), say('explorerExport.pdfValue')],
    formatValue: (value) => (value === null ? '' : formatNumber(value, locale)),
    noData: say('explorerExport.pdfNoData'),
    project: (name) => say('report.onDemand.pdf.project', { name }),
    dashboard: (name) => say('report.onDemand.pdf.dashboard', { name }),
    graphs: (count) => say('report.onDemand.pdf.graphs', { count }),
    createdAt: (date) => say('report.onDemand.pdf.createdAt', { date }),
  };
}

/** The PDF of a report, as bytes. */
export async function reportPdfBytes(db: MockDatabase, report: ReportRow, locale: Locale): Promise<ArrayBuffer> {
  const [JsPdf, font, labels] = await Promise.all([loadJsPdf(), loadPdfFont(), pdfLabels(locale)]);
  const doc = reportPdf(
    JsPdf,
    font,
    {
      title: report.title ?? report.name,
      projectName: db.projects.find((project) => project.id === report.projectId)?.name ?? '',
      description: report.description,
      dashboardName: dashboardRef(db, report.dashboardId)?.name ?? null,
      period: { start: Date.parse(report.startDate), end: Date.parse(report.endDate) },
      createdAt: report.createdAt,
      graphs: reportGraphs(db, report),
    },
    labels,
  );
  return doc.output('arraybuffer');
}

export function reportDocumentHandler(context: MockApiContext): HttpHandler {
  return http.get(apiUrl(context, 'file-content/:id'), async ({ request, params }) => {
    const { db } = context;
    const id = typeof params.id === 'string' ? Number(params.id) : Number.NaN;
    const download = db.downloads.find((row) => row.id === id);
    const token = new URL(request.url).searchParams.get('token');
    if (!download || download.source !== 'report' || download.status !== 'ready' || token !== download.token) {
      return undefined;
    }
    const report = db.reports.find((row) => row.downloadRequestId === id);
    if (!report) return undefined;
    const bytes = await reportPdfBytes(db, report, documentLocale());
    return new HttpResponse(bytes, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${download.fileName}"`,
      },
    });
  });
}
