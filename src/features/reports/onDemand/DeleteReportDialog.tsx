import { reportsResource, type Report } from '../../../entities/reports/api';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/**
 * Deleting a report asks first (spec 001 §4: the list's count goes down by one once it is done,
 * through the resource's cache update). A failure is told by the app's notification.
 */
export function DeleteReportDialog({ report, onDone }: { report: Report | null; onDone: () => void }) {
  const t = useMessage();
  const remove = reportsResource.useRemove();
  return (
    <ConfirmDialog
      opened={report !== null}
      title={t('report.onDemand.deleteDialog.title')}
      message={t('report.onDemand.deleteDialog.message', { name: report?.name ?? '' })}
      confirmLabel={t('report.onDemand.deleteDialog.confirm')}
      danger
      loading={remove.isPending}
      onConfirm={() => {
        if (!report) return;
        remove.mutate(report.id, { onSuccess: onDone });
      }}
      onCancel={onDone}
    />
  );
}
