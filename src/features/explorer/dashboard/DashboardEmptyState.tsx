import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';

/** A dashboard without graphs: what to do next, with Add a graph for a manager. */
export function DashboardEmptyState({ onAddGraph }: { onAddGraph: (() => void) | null }) {
  const t = useMessage();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <Title order={3} size="h4">
          {t('explorerDashboard.empty.title')}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          {onAddGraph ? t('explorerDashboard.empty.text') : t('explorerDashboard.empty.readOnly')}
        </Text>
        {onAddGraph ? <Button onClick={onAddGraph}>{t('explorerDashboard.addGraph')}</Button> : null}
      </Stack>
    </Paper>
  );
}
