import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Aape, Perimeter } from '../../../entities/savings/api';
import type { BalanceAape } from '../../../entities/savings/balanceApi';
import { useMessage } from '../../../i18n/useMessage';
import { AapeBalances } from '../balances/AapeBalances';
import { AapeOutlook } from '../outlook/AapeOutlook';
import { AapePerimeters } from '../perimeters/AapePerimeters';
import { FollowUpTable } from '../overview/FollowUpTable';
import { followUpByYear, followUpTotals, yearlyTargets } from '../../../entities/savings/followUp';
import { AapeFacts } from './AapeFacts';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';

export interface AapeViewProps {
  aape: Aape;
  perimeters: readonly Perimeter[];
  /** The project's balances; the AAPE's own are picked here. */
  balances: readonly BalanceAape[];
  canManage: boolean;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/**
 * One AAPE (issue 17 items 1–2, 6): its fields and yearly follow-up, then its perimeters, its
 * balances and where its contract is heading. Without project_manage nothing can be changed.
 */
export function AapeView({ aape, perimeters, balances, canManage, onBack, onEdit, onDelete, deleting }: AapeViewProps) {
  const t = useMessage();
  const name = t('savings.name.short');
  const years = followUpByYear(
    balances.filter((balance) => balance.aape_id === aape.id),
    () => perimeters,
  );
  const main = perimeters.find((perimeter) => perimeter.id === aape.mainPerimeter);
  const titleId = `aape-view-${aape.id}`;
  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={onBack}>
          {t('savings.aape.back', { name })}
        </Button>
      </Group>
      <Paper component="section" aria-labelledby={titleId} withBorder radius="sm" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Title order={2} size="h3" id={titleId}>
              {t('savings.aape.title', { name, number: aape.number, label: aape.name })}
            </Title>
            {canManage ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  onClick={onEdit}
                  aria-label={t('savings.aape.editLabel', { name, number: aape.number })}
                >
                  {t('common.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red"
                  loading={deleting}
                  onClick={onDelete}
                  aria-label={t('savings.aape.deleteLabel', { name, number: aape.number })}
                >
                  {t('common.delete')}
                </Button>
              </Group>
            ) : (
              <ReadOnlyNotice readOnly />
            )}
          </Group>
          <AapeFacts aape={aape} yearlyEnergy={yearlyTargets(perimeters)} mainPerimeterNumber={main?.number ?? null} />
          <Title order={3} size="h5">
            {t('savings.aape.followUpTitle')}
          </Title>
          {years.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('savings.aape.noBalance')}
            </Text>
          ) : (
            <FollowUpTable
              label={t('savings.aape.followUpTable', { name, number: aape.number })}
              years={years}
              total={followUpTotals(years)}
            />
          )}
        </Stack>
      </Paper>
      <AapePerimeters aape={aape} canManage={canManage} />
      <AapeBalances aape={aape} canManage={canManage} />
      <AapeOutlook aape={aape} />
    </Stack>
  );
}
