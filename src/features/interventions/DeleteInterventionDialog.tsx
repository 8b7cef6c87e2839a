import { useMessage } from '../../i18n/useMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Intervention } from '../../entities/interventions/api';
import { useDeleteIntervention } from '../../entities/interventions/allInterventionsCache';

interface DeleteInterventionDialogProps {
  /** The ticket to delete; null: closed. */
  ticket: Intervention | null;
  onClose: () => void;
  onDeleted?: (ticket: Intervention) => void;
}

/**
 * Deleting a ticket asks first (spec 000 §5); the dialog stays open until the server answers. Its
 * list's count drops by one (spec 001 §4). A refused delete is told by the app's notification and
 * leaves the ticket where it was.
 */
export function DeleteInterventionDialog({ ticket, onClose, onDeleted }: DeleteInterventionDialogProps) {
  const t = useMessage();
  const remove = useDeleteIntervention();
  return (
    <ConfirmDialog
      opened={ticket !== null}
      title={t('intervention.delete.title')}
      message={t('intervention.delete.message', { title: ticket?.title ?? '' })}
      confirmLabel={t('common.delete')}
      danger
      loading={remove.isPending}
      onConfirm={() => {
        if (!ticket) return;
        remove.mutate(ticket.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.(ticket);
          },
          onError: onClose,
        });
      }}
      onCancel={onClose}
    />
  );
}
