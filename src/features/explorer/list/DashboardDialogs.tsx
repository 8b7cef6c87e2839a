import type { Dashboard } from '../../../entities/explorer/api';
import { DashboardNameDialog } from './DashboardNameDialog';
import { DeleteDashboardDialog } from './DeleteDashboardDialog';

/** Which dashboard dialog is open, and on which dashboard. */
export type DashboardDialog = { action: 'rename' | 'duplicate' | 'delete'; dashboard: Dashboard } | null;

export interface DashboardDialogsProps {
  dialog: DashboardDialog;
  onClose: () => void;
  /** The copy, once duplicated: the caller goes to it (spec 000 §2). */
  onDuplicated: (copy: Dashboard) => void;
  /** Once deleted: the caller returns to the list (spec 000 §2). */
  onDeleted: (dashboard: Dashboard) => void;
}

/** The rename, duplicate and delete dialogs the list's rows and the dashboard page share. */
export function DashboardDialogs({ dialog, onClose, onDuplicated, onDeleted }: DashboardDialogsProps) {
  return (
    <>
      {dialog && dialog.action !== 'delete' ? (
        <DashboardNameDialog
          key={`${dialog.action}-${dialog.dashboard.id}`}
          action={dialog.action}
          dashboard={dialog.dashboard}
          onClose={onClose}
          onDone={(saved) => {
            onClose();
            if (dialog.action === 'duplicate') onDuplicated(saved);
          }}
        />
      ) : null}
      <DeleteDashboardDialog
        dashboard={dialog?.action === 'delete' ? dialog.dashboard : null}
        onClose={onClose}
        onDeleted={onDeleted}
      />
    </>
  );
}
