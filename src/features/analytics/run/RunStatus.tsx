import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ModelizationState } from '../../../entities/analytics/api';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';

export interface RunStatusProps {
  state: ModelizationState | null;
  /** The state is of other inputs than those shown (edited since, or another configuration's). */
  otherInputs: boolean;
  canStop: boolean;
  stopping: boolean;
  onStop: () => void;
}

/**
 * The run's state (spec 001 §4): IN_PROCESS with the server's progress message and Stop, ok,
 * error with the translated reason, or stopped. Announced politely as it changes.
 */
export function RunStatus({ state, otherInputs, canStop, stopping, onStop }: RunStatusProps) {
  const t = useMessage();
  const intl = useIntl();
  const when = state?.updatedAt ? formatDateTime(state.updatedAt) : null;
  return (
    <Paper withBorder p="sm" radius="md" role="status" aria-live="polite" aria-label={t('analytics.run.statusLabel')}>
      {state === null ? (
        <Text size="sm" c="dimmed">
          {t('analytics.run.none')}
        </Text>
      ) : state.status === 'IN_PROCESS' ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <div>
              <Text size="sm" fw={600}>
                {t('analytics.run.inProcess')}
              </Text>
              {state.message ? (
                <Text size="sm" data-testid="modelization-progress">
                  {state.message}
                </Text>
              ) : null}
            </div>
          </Group>
          {canStop ? (
            <Button color="red" variant="outline" loading={stopping} onClick={onStop}>
              {t('analytics.run.stop')}
            </Button>
          ) : null}
        </Group>
      ) : state.status === 'error' ? (
        <Alert color="red" title={t('analytics.run.failed')} p="xs">
          {state.error ? apiMessageText(intl, state.error) : t('analytics.run.failedUnknown')}
        </Alert>
      ) : state.status === 'stopped' ? (
        <Text size="sm">{t('analytics.run.stopped', { when: when ?? '' })}</Text>
      ) : (
        <Text size="sm" c="var(--mantine-color-teal-text)">
          {t('analytics.run.done', { when: when ?? '' })}
        </Text>
      )}
      {state !== null && otherInputs && state.status !== 'IN_PROCESS' ? (
        <Text size="sm" c="var(--mantine-color-orange-text)" mt={4}>
          {t('analytics.run.otherInputs')}
        </Text>
      ) : null}
    </Paper>
  );
}
