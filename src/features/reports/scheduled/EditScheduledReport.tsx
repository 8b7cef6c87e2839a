import { Modal, Skeleton } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { scheduledReportsResource } from '../../../entities/reports/scheduledReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { ScheduledReportDialog } from './ScheduledReportDialog';

/**
 * The form of one scheduled report as a link opens it (`?tab=automatic&sEdit=12`): read by GET
 * scheduled-reports/{id} (spec 001 §7), the form once it is there, its failure with Retry otherwise.
 */
export function EditScheduledReport({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useMessage();
  const report = useQueryRegion(scheduledReportsResource.detailQuery(id));
  if (report.state === 'ready' || report.state === 'stale')
    return <ScheduledReportDialog key={report.data.id} report={report.data} onClose={onClose} />;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('report.scheduled.editLoading')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xl"
      centered
    >
      <DataRegion region={report} what={t('report.scheduled.what')} placeholder={<Skeleton h={200} />}>
        {() => null}
      </DataRegion>
    </Modal>
  );
}
