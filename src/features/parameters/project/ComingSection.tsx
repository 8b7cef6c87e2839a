import { Paper, Stack, Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';

/**
 * A project section the energy-savings screens will build (energy balance, perimeters, balances):
 * says so, and points to what exists today, the AAPE and their balances per year. No figures.
 */
export function ComingSection({ projectId }: { projectId: number }) {
  const t = useMessage();
  return (
    <Paper withBorder radius="sm" p="lg" maw={720}>
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t('parameters.project.coming.title')}</Text>
        <Text size="sm">{t('parameters.project.coming.message')}</Text>
        <AnchorLink to="/parameters/projects/$projectId/detail" params={{ projectId }} size="sm">
          {t('parameters.project.coming.link')}
        </AnchorLink>
      </Stack>
    </Paper>
  );
}
