import { Button, FileButton, Group } from '@mantine/core';
import type { Import } from '../../../entities/transfers/importsApi';
import {
  canCancelImport,
  canConfirmImport,
  IMPORT_FILE_ACCEPT,
  isTerminalImportStatus,
} from '../../../entities/transfers/importWorkflow';
import { useMessage } from '../../../i18n/useMessage';
import type { ImportActions } from './useImportActions';

/**
 * What a user with variable_import_manage may do with an import, by its status (importWorkflow.ts):
 * send its file or cancel while the file is awaited (a failed upload, a closed tab), confirm or
 * cancel while it awaits a decision, delete once it is over (step 3). Each button names its import.
 */
export function ImportRowActions({ item, actions }: { item: Import; actions: ImportActions }) {
  const t = useMessage();
  const name = item.name;
  // Only the row being written waits: the others stay usable meanwhile.
  const busy = actions.busyId === item.id;
  return (
    <Group gap={4} wrap="nowrap">
      {item.status === 'waiting_for_upload' && item.uploadUrl ? (
        <FileButton accept={IMPORT_FILE_ACCEPT} onChange={(file) => file && actions.sendFile(item, file)}>
          {(props) => (
            <Button
              {...props}
              size="compact-sm"
              variant="default"
              loading={busy}
              aria-label={t('manualConfig.sendFile.label', { name })}
            >
              {t('manualConfig.sendFile.button')}
            </Button>
          )}
        </FileButton>
      ) : null}
      {canConfirmImport(item.status) ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={busy}
          aria-label={t('manualConfig.confirm.label', { name })}
          onClick={() => actions.confirm(item)}
        >
          {t('manualConfig.confirm.button')}
        </Button>
      ) : null}
      {canCancelImport(item.status) ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          disabled={busy}
          aria-label={t('manualConfig.cancel.label', { name })}
          onClick={() => actions.cancel(item)}
        >
          {t('manualConfig.cancel.button')}
        </Button>
      ) : null}
      {isTerminalImportStatus(item.status) ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={busy}
          aria-label={t('manualConfig.remove.label', { name })}
          onClick={() => actions.remove(item)}
        >
          {t('common.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
