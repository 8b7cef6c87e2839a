import { Code, Stack, Text } from '@mantine/core';
import { useMessage } from '../i18n/useMessage';
import { CenteredMessage } from '../ui/CenteredMessage';

/** Shown instead of a blank page when public/config.json is missing or invalid. */
export function ConfigErrorScreen({ problems }: { problems: readonly string[] }) {
  const t = useMessage();
  return (
    <CenteredMessage title={t('config.error.title')}>
      <Stack gap="sm">
        <Text>{t('config.error.body')}</Text>
        <Text fw={600}>{t('config.error.details')}</Text>
        <Code block>{problems.join('\n')}</Code>
      </Stack>
    </CenteredMessage>
  );
}
