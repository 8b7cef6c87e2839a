import { Drawer } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { reportsResource, type Report } from '../../../entities/reports/api';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { ReportForm } from './ReportForm';

export interface ReportFormDrawerProps {
  /** 'new', or the id of the report to edit (from the URL: a reload reopens it). */
  reportId: 'new' | number;
  onClose: () => void;
  onSaved: (report: Report) => void;
}

/** The report form over the list; an edited report is read first (GET reports/{id}). */
export function ReportFormDrawer({ reportId, onClose, onSaved }: ReportFormDrawerProps) {
  if (reportId === 'new') return <ReportForm report={null} onClose={onClose} onSaved={onSaved} />;
  return <EditedReport reportId={reportId} onClose={onClose} onSaved={onSaved} />;
}

function EditedReport({ reportId, onClose, onSaved }: ReportFormDrawerProps & { reportId: number }) {
  const t = useMessage();
  const region = useQueryRegion(reportsResource.detailQuery(reportId));
  if (region.state === 'ready' || region.state === 'stale') {
    return <ReportForm key={reportId} report={region.data} onClose={onClose} onSaved={onSaved} />;
  }
  return (
    <Drawer
      opened
      onClose={onClose}
      title={t('report.onDemand.form.editLoading')}
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <DataRegion region={region} what={t('report.onDemand.form.what')}>
        {() => null}
      </DataRegion>
    </Drawer>
  );
}
