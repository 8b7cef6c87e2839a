import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Aape, Perimeter } from '../../../entities/savings/api';
import type { BalanceAape } from '../../../entities/savings/balanceApi';
import { useMessage } from '../../../i18n/useMessage';
import { COMMITMENT_MODALITY_MESSAGES, COMMITMENT_TYPE_MESSAGES } from '../aape/aapeLabels';
import { SavingsFigure } from '../shared/SavingsFigure';
import { FollowUpTable } from './FollowUpTable';
import { EnergyFigures } from './EnergyFigures';
import { followUpByYear, yearlyTargets } from '../../../entities/savings/followUp';

export interface AapeSummaryCardProps {
  aape: Aape;
  perimeters: readonly Perimeter[];
  balances: readonly BalanceAape[];
  onOpen: () => void;
}

/** One AAPE of the project: its yearly commitment and its follow-up per year (issue 17 item 1). */
export function AapeSummaryCard({ aape, perimeters, balances, onOpen }: AapeSummaryCardProps) {
  const t = useMessage();
  const name = t('savings.name.short');
  const years = followUpByYear(
    balances.filter((balance) => balance.aape_id === aape.id),
    () => perimeters,
  );
  const titleId = `aape-card-${aape.id}`;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="sm" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4}>
            <Title order={3} size="h4" id={titleId}>
              {t('savings.aape.title', { name, number: aape.number, label: aape.name })}
            </Title>
            <Group gap={6}>
              <Badge variant="light" color="gray" c="var(--mantine-color-text)">
                {t(COMMITMENT_TYPE_MESSAGES[aape.commitment_type])}
              </Badge>
              <Badge variant="light" color="gray" c="var(--mantine-color-text)">
                {t(COMMITMENT_MODALITY_MESSAGES[aape.commitment_modality])}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('savings.overview.perimeterCount', { count: perimeters.length })}
              </Text>
            </Group>
          </Stack>
          <Button
            size="xs"
            variant="default"
            onClick={onOpen}
            aria-label={t('savings.overview.openAape', { name, number: aape.number })}
          >
            {t('savings.overview.open')}
          </Button>
        </Group>
        <Text size="sm">
          {t('savings.overview.yearlyCommitment')} <EnergyFigures energy={yearlyTargets(perimeters)} fw={600} inline />{' '}
          · <SavingsFigure kind="euros" value={aape.total_financial_saving} fw={600} /> ·{' '}
          <SavingsFigure kind="co2" value={aape.total_co2_saving} fw={600} />
        </Text>
        {years.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('savings.aape.noBalance')}
          </Text>
        ) : (
          <FollowUpTable label={t('savings.aape.followUpTable', { name, number: aape.number })} years={years} />
        )}
      </Stack>
    </Paper>
  );
}
