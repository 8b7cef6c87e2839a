import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { BexReport } from '../../../entities/reports/bexReportsApi';
import { exportFileName } from '../../../entities/explorer/export/exportFileName';
import { loadJsPdf } from '../../../entities/explorer/export/graphExport';
import { loadPdfFont } from '../../../lib/pdfFont/pdfFont';
import { useMessage } from '../../../i18n/useMessage';
import { saveFile } from '../../../lib/saveFile';
import { maintenancePdf } from './maintenancePdf';
import { useMaintenancePdfLabels } from './useMaintenancePdfLabels';

/** "Export PDF": jspdf and the PDF font are loaded only now (their own chunks), the file named after the report and the day. */
export function ExportPdfButton({ report }: { report: BexReport }) {
  const t = useMessage();
  const labels = useMaintenancePdfLabels(report);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const [JsPdf, font] = await Promise.all([loadJsPdf(), loadPdfFont()]);
      const doc = maintenancePdf(JsPdf, font, report, labels);
      saveFile(doc.output('blob'), exportFileName(report.name, 'pdf'));
    } catch {
      notifications.show({
        color: 'red',
        message: t('maintenanceReport.pdf.failed'),
        closeButtonProps: { 'aria-label': t('common.closeNotification') },
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void run()}>
      {t('maintenanceReport.exportPdf')}
    </Button>
  );
}
