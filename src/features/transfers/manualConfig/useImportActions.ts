import { useState } from 'react';
import { isApiError } from '../../../api/apiError';
import {
  IMPORT_STATUS_CHANGED_CODES,
  importsResource,
  useImportFileUpload,
  type Import,
} from '../../../entities/transfers/importsApi';
import { isAcceptedImportFile, type ImportStatus } from '../../../entities/transfers/importWorkflow';
import { useMessage } from '../../../i18n/useMessage';
import { useConfirm } from '../../../ui/ConfirmDialog';

/** A write on a row that failed, said above the list: which import, what was tried, the error. */
export interface ImportActionFailure {
  name: string;
  action: 'confirm' | 'cancel' | 'remove' | 'upload';
  /** The failed call's error; null when the failure is said by `reason`. */
  error: unknown;
  /** Why, when no call's error says it (a refused file, a failed upload). */
  reason?: 'fileType' | 'uploadFailed';
  /** The status moved on meanwhile (another tab, the server's work): the list was read again. */
  statusChanged: boolean;
}

export interface ImportActions {
  confirm: (item: Import) => void;
  cancel: (item: Import) => void;
  remove: (item: Import) => void;
  /** Sends the file of an import still waiting for it (after a failed upload, or from another tab). */
  sendFile: (item: Import, file: File) => void;
  /** The import a write is running for. */
  busyId: number | null;
  failure: ImportActionFailure | null;
  dismissFailure: () => void;
}

/**
 * Confirm, cancel and delete, each asked first (spec 001 §4: "An import awaiting overwrite asks
 * 'Confirmez-vous l'import ?'; data is overwritten only after confirmation"). Confirming and
 * cancelling are PUTs of the status with the name kept (spec 001 §7). A refusal because the status
 * changed meanwhile (IMPORT_WORKFLOW_ERROR, IMPORT_NOT_AWAITING_CONFIRMATION) reads the list again
 * and says so; the app's notification also tells every failed write.
 */
export function useImportActions(): ImportActions {
  const t = useMessage();
  const ask = useConfirm();
  const update = importsResource.useUpdate();
  const upload = useImportFileUpload();
  const removal = importsResource.useRemove();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<ImportActionFailure | null>(null);

  const run = async (item: Import, action: ImportActionFailure['action'], write: () => Promise<unknown>) => {
    setFailure(null);
    setBusyId(item.id);
    try {
      await write();
    } catch (error) {
      const statusChanged = isApiError(error) && IMPORT_STATUS_CHANGED_CODES.some((code) => error.has(code));
      setFailure({ name: item.name, action, error, statusChanged });
    } finally {
      setBusyId(null);
    }
  };
  const moveTo = (item: Import, status: ImportStatus) => () =>
    update.mutateAsync({ id: item.id, input: { status, name: item.name } });

  const confirm = async (item: Import) => {
    const overwrite = item.status === 'awaiting_confirmation';
    const yes = await ask({
      title: t('manualConfig.confirm.title'),
      message: t(overwrite ? 'manualConfig.confirm.overwrite' : 'manualConfig.confirm.newValues', { name: item.name }),
      confirmLabel: t('manualConfig.confirm.action'),
      danger: overwrite,
    });
    if (yes) await run(item, 'confirm', moveTo(item, 'confirmed'));
  };
  const cancel = async (item: Import) => {
    const yes = await ask({
      title: t('manualConfig.cancel.title'),
      message: t('manualConfig.cancel.message', { name: item.name }),
      confirmLabel: t('manualConfig.cancel.action'),
      cancelLabel: t('manualConfig.cancel.keep'),
      danger: true,
    });
    if (yes) await run(item, 'cancel', moveTo(item, 'canceled'));
  };
  const remove = async (item: Import) => {
    const yes = await ask({
      title: t('manualConfig.remove.title'),
      message: t('manualConfig.remove.message', { name: item.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (yes) await run(item, 'remove', () => removal.mutateAsync(item.id));
  };

  const sendFile = async (item: Import, file: File) => {
    setFailure(null);
    // The same checks as the new import's (spec 001 §5), and the file the import was created for.
    if (!isAcceptedImportFile(file.name) || file.name !== item.name) {
      setFailure({ name: item.name, action: 'upload', error: null, reason: 'fileType', statusChanged: false });
      return;
    }
    setBusyId(item.id);
    const sent = item.uploadUrl ? await upload.mutateAsync({ uploadUrl: item.uploadUrl, file }) : false;
    setBusyId(null);
    if (!sent)
      setFailure({ name: item.name, action: 'upload', error: null, reason: 'uploadFailed', statusChanged: false });
  };

  return {
    confirm: (item) => void confirm(item),
    sendFile: (item, file) => void sendFile(item, file),
    cancel: (item) => void cancel(item),
    remove: (item) => void remove(item),
    busyId,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
