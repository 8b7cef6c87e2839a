import { Modal, Skeleton } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { customReportsResource } from '../../../entities/reports/customReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { CustomReportDialog } from './CustomReportDialog';

/** The form of one template as a link opens it (`?tab=custom&cEdit=2`), once GET custom-reports/{id} answers. */
export function EditCustomReport({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useMessage();
  const report = useQueryRegion(customReportsResource.detailQuery(id));
  if (report.state === 'ready' || report.state === 'stale')
    return <CustomReportDialog key={report.data.id} report={report.data} onClose={onClose} />;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('report.custom.generate.loading')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xl"
      centered
    >
      <DataRegion region={report} what={t('report.custom.what')} placeholder={<Skeleton h={200} />}>
        {() => null}
      </DataRegion>
    </Modal>
  );
}
