import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { QueryRegion } from '../../../api/queryRegion';
import type { ListPage } from '../../../api/listPage';
import { useMessage } from '../../../i18n/useMessage';
import { useErrorText } from '../../../ui/useErrorText';
import type { Variable } from '../api';

export interface PickerDropdownStatusProps {
  region: QueryRegion<ListPage<Variable>>;
  /** The search the server answered (or is answering). */
  search: string;
  /** Typing that has not been sent yet, or a read on its way for the newest search. */
  searching: boolean;
  onRetry: () => void;
}

/**
 * What the dropdown says besides its options: loading, the empty answer, a failure with Retry
 * (never "no variable" when the read failed: README "data regions"), or older options that could
 * not be refreshed. Outside the listbox, which holds options only.
 */
export function PickerDropdownStatus({ region, search, searching, onRetry }: PickerDropdownStatusProps) {
  const t = useMessage();
  const intl = useIntl();
  const errorText = useErrorText();
  const what = t('variables.picker.what');
  if (region.state === 'loading') {
    return (
      <Group gap="xs" p="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{region.slow ? t('ui.region.stillLoading') : t('variables.picker.loading')}</Text>
      </Group>
    );
  }
  if (region.state === 'failed' || region.state === 'stale') {
    return (
      <Stack gap={4} p="xs" align="flex-start" role="status">
        <Text size="sm" fw={600} c="var(--mantine-color-red-text)">
          {region.state === 'failed'
            ? t('ui.region.failed', { what })
            : t('ui.region.stale', {
                time: intl.formatTime(region.updatedAt, {
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone: 'Europe/Paris',
                }),
              })}
        </Text>
        <Text size="sm">{errorText(region.error)}</Text>
        <Button size="compact-xs" variant="default" onClick={onRetry} aria-label={t('ui.region.retryLabel', { what })}>
          {t('ui.region.retry')}
        </Button>
      </Stack>
    );
  }
  if (searching) {
    return (
      <Group gap="xs" px="xs" pt={4} role="status">
        <Loader size="xs" aria-hidden />
        <Text size="xs" c="dimmed">
          {t('variables.picker.searching')}
        </Text>
      </Group>
    );
  }
  if (region.data.data.length === 0) {
    return (
      <Text size="sm" p="xs" role="status">
        {search ? t('variables.picker.empty', { search }) : t('variables.picker.emptyAll')}
      </Text>
    );
  }
  return null;
}
