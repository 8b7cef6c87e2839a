import { Button, Paper, Stack, Text } from '@mantine/core';
import { useMessage } from '../../i18n/useMessage';
import { useErrorText } from '../useErrorText';

export interface RegionFailureProps {
  /** What could not be loaded, as a noun phrase ("the events", « les événements »). */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * A read that failed with nothing to show for it: says what could not be loaded and why, with
 * Retry. It is a status, not an alert: the notification has already announced the failure.
 */
export function RegionFailure({ what, error, onRetry }: RegionFailureProps) {
  const t = useMessage();
  const errorText = useErrorText();
  return (
    <Paper role="status" bg="var(--app-surface-error)" bd="1px solid var(--mantine-color-red-2)" radius="sm" p="sm">
      <Stack gap={6} align="flex-start">
        <Text size="sm" fw={600} c="var(--mantine-color-red-text)">
          {t('ui.region.failed', { what })}
        </Text>
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry} aria-label={t('ui.region.retryLabel', { what })}>
          {t('ui.region.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
