import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { AapeSummaryCard } from './AapeSummaryCard';
import { FollowUpTable } from './FollowUpTable';
import { followUpByYear, followUpTotals } from '../../../entities/savings/followUp';
import type { ProjectSavings as ProjectSavingsData } from '../../../entities/savings/useProjectSavings';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';

export interface ProjectSavingsProps {
  data: ProjectSavingsData;
  canManage: boolean;
  onOpen: (aapeId: number) => void;
  onCreate: () => void;
}

/**
 * A project's energy savings (issue 17 item 1, spec 001 §2): its totals per year (bilans by year
 * descending, the AAPE balanced each year by number ascending), then each AAPE by number with its
 * own follow-up.
 */
export function ProjectSavings({ data, canManage, onOpen, onCreate }: ProjectSavingsProps) {
  const t = useMessage();
  const name = t('savings.name.short');
  const perimetersOf = (aapeId: number) => data.perimetersByAape.get(aapeId) ?? [];
  const years = followUpByYear(data.balances, perimetersOf);
  return (
    <Stack gap="lg">
      <Paper component="section" aria-labelledby="savings-project-totals" withBorder radius="sm" p="md">
        <Stack gap="sm">
          <Title order={2} size="h3" id="savings-project-totals">
            {t('savings.overview.totalsTitle')}
          </Title>
          {years.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('savings.overview.noBilan')}
            </Text>
          ) : (
            <FollowUpTable
              label={t('savings.overview.totalsTable')}
              years={years}
              total={followUpTotals(years)}
              showAapeNumbers
            />
          )}
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="savings-aape-list">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="savings-aape-list">
            {t('savings.overview.aapeTitle', { name })}
          </Title>
          {canManage ? (
            <Button size="xs" onClick={onCreate}>
              {t('savings.overview.create', { name })}
            </Button>
          ) : (
            <ReadOnlyNotice readOnly />
          )}
        </Group>
        {data.aapes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(canManage ? 'savings.overview.emptyManage' : 'savings.overview.empty', { name })}
          </Text>
        ) : (
          data.aapes.map((aape) => (
            <AapeSummaryCard
              key={aape.id}
              aape={aape}
              perimeters={perimetersOf(aape.id)}
              balances={data.balances}
              onOpen={() => onOpen(aape.id)}
            />
          ))
        )}
      </Stack>
    </Stack>
  );
}
