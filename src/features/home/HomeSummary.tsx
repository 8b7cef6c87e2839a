import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../i18n/useMessage';
import { formatNumber } from '../../lib/numberFormat';
import { Chart } from '../../ui/Chart/Chart';
import { categoryBarOption } from '../../ui/Chart/categoryBarOption';
import type { AlertEventStats, AlertEventStatsParams } from '../../entities/events/alertEventStats';
import type { QueryRegion } from '../../api/queryRegion';
import { DataRegion } from '../../ui/DataRegion/DataRegion';
import { currentEventsLink, HOME_SUMMARY_STATUSES, statusEventsLink, type HomeSummaryLink } from './homeSummaryLinks';

interface HomeSummaryProps {
  stats: QueryRegion<AlertEventStats>;
  structure: AlertEventStatsParams;
}

interface SummaryCard {
  key: string;
  label: string;
  count: number;
  link: HomeSummaryLink;
}

function CountCard({ card }: { card: SummaryCard }) {
  const { locale } = useIntl();
  const shown = formatNumber(card.count, locale, 0);
  return (
    <Link to={card.link.to} search={card.link.search} style={{ color: 'inherit', textDecoration: 'none' }}>
      <Card withBorder padding="sm" radius="md" h="100%">
        <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {shown}
        </Text>
        <Text size="sm" c="dimmed">
          {card.label}
        </Text>
      </Card>
    </Link>
  );
}

/**
 * The alert-event summary (spec 001 §2 "Home: alert-event summary"): the counts of the stats
 * call, each opening the events it counts, and the events by status as bars. Until the figures
 * have come, or when they could not be read, no count is shown (never a zero that is not one).
 */
export function HomeSummary({ stats, structure }: HomeSummaryProps) {
  const t = useMessage();
  return (
    <DataRegion region={stats} what={t('home.summary.region')} placeholder={<SummaryPlaceholder />}>
      {(figures) => <SummaryFigures stats={figures} structure={structure} />}
    </DataRegion>
  );
}

function SummaryPlaceholder() {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {['current', ...HOME_SUMMARY_STATUSES].map((key) => (
          <Skeleton key={key} h={74} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={260} radius="md" />
    </Stack>
  );
}

function SummaryFigures({ stats, structure }: { stats: AlertEventStats; structure: AlertEventStatsParams }) {
  const t = useMessage();
  const intl = useIntl();
  const cards: SummaryCard[] = [
    { key: 'current', label: t('home.status.current'), count: stats.current, link: currentEventsLink(structure) },
    ...HOME_SUMMARY_STATUSES.map((status) => ({
      key: status,
      label: t(`home.status.${status}`),
      count: stats.statuses[status],
      link: statusEventsLink(status, structure),
    })),
  ];

  const statuses = stats.statuses;
  const chart = useMemo(() => {
    const labels = HOME_SUMMARY_STATUSES.map((status) => intl.formatMessage({ id: `home.status.${status}` }));
    const values = HOME_SUMMARY_STATUSES.map((status) => statuses[status]);
    const option = categoryBarOption({
      categories: labels,
      series: [{ name: intl.formatMessage({ id: 'home.summary.chartSeries' }), values }],
      locale: intl.locale,
    });
    // A text alternative of the bars: the canvas says nothing to a screen reader.
    const summary = HOME_SUMMARY_STATUSES.map((status, index) =>
      intl.formatMessage({ id: 'home.summary.cardLabel' }, { label: labels[index], count: statuses[status] }),
    ).join(', ');
    return { option, summary };
  }, [intl, statuses]);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {cards.map((card) => (
          <CountCard key={card.key} card={card} />
        ))}
      </SimpleGrid>
      <Chart option={chart.option} label={t('home.summary.chartLabel')} summary={chart.summary} height={260} />
    </Stack>
  );
}
