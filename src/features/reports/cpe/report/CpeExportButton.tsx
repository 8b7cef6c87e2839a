import { Button } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BexReport } from '../../../../entities/reports/bexReportsApi';
import { exportFileName } from '../../../../entities/explorer/export/exportFileName';
import { loadJsPdf } from '../../../../entities/explorer/export/graphExport';
import { loadPdfFont } from '../../../../lib/pdfFont/pdfFont';
import { notifyExportFailure } from '../../../../entities/explorer/export/notifyExportFailure';
import { useMessage } from '../../../../i18n/useMessage';
import { saveFile } from '../../../../lib/saveFile';
import { cpeReportPdf, type CpeReportPdfLabels } from './cpeReportPdf';

/** Export PDF: the report as read on screen, through the explorer's PDF writer (jspdf loaded on demand). */
export function CpeExportButton({ report }: { report: BexReport }) {
  const t = useMessage();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const exportPdf = async () => {
    setBusy(true);
    try {
      const labels: CpeReportPdfLabels = {
        heading: t('cpeReport.pdf.heading'),
        project: (project, site, client) => t('cpeReport.pdf.project', { project, site, client }),
        period: (start, end) => t('cpeReport.pdf.period', { start, end }),
        status: t('cpeReport.pdf.status', { status: t(`cpeReport.status.${report.status}`) }),
        figureHeader: [t('cpeReport.pdf.figure'), t('cpeReport.pdf.value')],
        figure: (figure) => t(`cpeReport.figure.${figure}`),
        noFigures: t('cpeReport.figures.none'),
        comments: t('cpeReport.field.comments'),
        page: (page, total) => t('cpeReport.pdf.page', { page, total }),
        locale: intl.locale,
      };
      const [JsPdf, font] = await Promise.all([loadJsPdf(), loadPdfFont()]);
      const doc = cpeReportPdf(JsPdf, font, report, labels);
      saveFile(doc.output('blob'), exportFileName(report.name, 'pdf'));
    } catch {
      notifyExportFailure(intl, t('cpeReport.pdf.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="default" loading={busy} onClick={() => void exportPdf()}>
      {t('cpeReport.pdf.export')}
    </Button>
  );
}
