import { Button, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../i18n/useMessage';
import { useErrorText } from '../useErrorText';

export interface RegionStaleLineProps {
  what: string;
  error: unknown;
  /** When the data still shown was received. */
  updatedAt: number;
  onRetry: () => void;
}

/** The older data stays on screen; this discreet line says it could not be refreshed, and when it dates from. */
export function RegionStaleLine({ what, error, updatedAt, onRetry }: RegionStaleLineProps) {
  const t = useMessage();
  const intl = useIntl();
  const errorText = useErrorText();
  const time = intl.formatTime(updatedAt, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
  return (
    <Group gap={6} wrap="wrap" role="status">
      <Text
        size="xs"
        c="var(--mantine-color-red-text)"
        title={t('ui.region.staleReason', { reason: errorText(error) })}
      >
        {t('ui.region.stale', { time })}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onRetry} aria-label={t('ui.region.retryLabel', { what })}>
        {t('ui.region.retry')}
      </Button>
    </Group>
  );
}
