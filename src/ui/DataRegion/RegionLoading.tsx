import { Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessage } from '../../i18n/useMessage';

/** Nothing to show yet: a placeholder, and after a while a word that the server is slow, not broken. */
export function RegionLoading({ slow, placeholder }: { slow: boolean; placeholder?: ReactNode }) {
  const t = useMessage();
  return (
    <Stack gap="xs" aria-busy="true">
      {/* A name needs a role: an unnamed span's aria-label is not allowed (WCAG 4.1.2). */}
      {placeholder ?? <Loader size="sm" role="progressbar" aria-label={t('ui.region.loading')} />}
      <SlowNotice slow={slow} />
    </Stack>
  );
}

/** "Still loading…", once loading has lasted longer than it should (config `timeouts.slowNoticeMs`). */
export function SlowNotice({ slow }: { slow: boolean }) {
  const t = useMessage();
  return (
    <Text size="xs" c="dimmed" role="status">
      {slow ? t('ui.region.stillLoading') : null}
    </Text>
  );
}
