import { Button, Group } from '@mantine/core';
import type { Import } from '../../../entities/transfers/importsApi';
import { canCancelImport, canConfirmImport, isTerminalImportStatus } from '../../../entities/transfers/importWorkflow';
import { useMessage } from '../../../i18n/useMessage';
import type { ImportActions } from './useImportActions';

/**
 * What a user with variable_import_manage may do with an import, by its status (importWorkflow.ts):
 * confirm or cancel while it awaits a decision, cancel while its file is awaited, delete once it is
 * over (step 3). Each button names its import.
 */
export function ImportRowActions({ item, actions }: { item: Import; actions: ImportActions }) {
  const t = useMessage();
  const name = item.name;
  const busy = actions.busyId === item.id;
  const disabled = actions.busyId !== null && !busy;
  return (
    <Group gap={4} wrap="nowrap">
      {canConfirmImport(item.status) ? (
        <Button
          size="compact-sm"
          variant="light"
          loading={busy}
          disabled={disabled}
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
          disabled={busy || disabled}
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
          disabled={disabled}
          aria-label={t('manualConfig.remove.label', { name })}
          onClick={() => actions.remove(item)}
        >
          {t('common.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
