import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { scenariosResource, type Scenario } from '../../../entities/alerting/scenariosApi';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useErrorText } from '../../../ui/useErrorText';

export interface ScenarioDeleteDialogProps {
  /** The scenario to delete; null: closed. */
  scenario: Scenario | null;
  onClose: () => void;
}

/**
 * Confirms a scenario's deletion (spec 000 §5 "Deleting … asks for confirmation") and runs it in
 * place: the dialog spins while the server answers, and says why when it refuses (NOT_DELETABLE,
 * GLOBAL_SCENARIO_NEEDS_SUPERUSER…), so the user is never left guessing.
 */
export function ScenarioDeleteDialog({ scenario, onClose }: ScenarioDeleteDialogProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const remove = scenariosResource.useRemove();
  const [failure, setFailure] = useState<unknown>(null);
  const close = () => {
    setFailure(null);
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={scenario !== null}
      title={t('scenario.delete.title', { name: scenario?.name ?? '' })}
      message={
        <Stack gap="xs">
          <Text size="sm">{t('scenario.delete.message')}</Text>
          {failure ? (
            <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
              {t('scenario.delete.failed', { reason: errorText(failure) })}
            </Text>
          ) : null}
        </Stack>
      }
      confirmLabel={t('scenario.delete.confirm')}
      danger
      loading={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!scenario) return;
        setFailure(null);
        remove.mutate(scenario.id, { onSuccess: close, onError: setFailure });
      }}
    />
  );
}
