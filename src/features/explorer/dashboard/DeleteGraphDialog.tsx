import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { graphsResource, type Graph } from '../../../entities/explorer/api';

export interface DeleteGraphDialogProps {
  /** The graph to delete; null: closed. */
  graph: Graph | null;
  onClose: () => void;
}

/**
 * DELETE graph/{id} after a confirmation (spec 000 §5). The dashboard is read again afterwards
 * (src/entities/refreshes.ts: dashboards embed their graphs); a failure is notified.
 */
export function DeleteGraphDialog({ graph, onClose }: DeleteGraphDialogProps) {
  const t = useMessage();
  const remove = graphsResource.useRemove();
  return (
    <ConfirmDialog
      opened={graph !== null}
      title={t('explorerDashboard.deleteGraph.title')}
      message={t('explorerDashboard.deleteGraph.message', { name: graph?.name ?? '' })}
      confirmLabel={t('explorerDashboard.deleteGraph.confirm')}
      danger
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (graph) remove.mutate(graph.id, { onSettled: onClose });
      }}
    />
  );
}
