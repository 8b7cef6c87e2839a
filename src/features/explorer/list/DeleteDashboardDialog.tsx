import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { dashboardsResource, type Dashboard } from '../../../entities/explorer/api';

export interface DeleteDashboardDialogProps {
  /** The dashboard to delete; null: the dialog is closed. */
  dashboard: Dashboard | null;
  onClose: () => void;
  onDeleted: (dashboard: Dashboard) => void;
}

/** DELETE dashboard/{id} after a confirmation (spec 000 §5); its graphs go with it. */
export function DeleteDashboardDialog({ dashboard, onClose, onDeleted }: DeleteDashboardDialogProps) {
  const t = useMessage();
  const remove = dashboardsResource.useRemove();
  return (
    <ConfirmDialog
      opened={dashboard !== null}
      title={t('explorerList.delete.title')}
      message={t('explorerList.delete.message', {
        name: dashboard?.name ?? '',
        count: dashboard?.graphs.length ?? 0,
      })}
      confirmLabel={t('explorerList.delete.confirm')}
      danger
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!dashboard) return;
        // A failure is notified by the API layer; the dialog closes either way.
        remove.mutate(dashboard.id, {
          onSuccess: () => onDeleted(dashboard),
          onSettled: onClose,
        });
      }}
    />
  );
}
