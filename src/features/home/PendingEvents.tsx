import { Group, Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMessage } from '../../i18n/useMessage';
import { formatDateTime } from '../../lib/dateFormat';
import { hiddenNamesFromConfig } from '../../entities/structure/hiddenStructure';
import type { AlertEventStatsParams } from '../../entities/events/alertEventStats';
import { AnchorLink } from '../../ui/AnchorLink';
import { SeverityTag } from '../../entities/alerting/SeverityTag';
import { statusEventsLink } from './homeSummaryLinks';
import { pendingEventsToShow, type pendingEventsQuery, type PendingEvent } from '../../entities/events/pendingEvents';

function PendingEventItem({ event }: { event: PendingEvent }) {
  const t = useMessage();
  const timeZone = event.project.place.timezone ?? undefined;
  return (
    <Stack gap={2} component="li">
      <Group gap="xs" wrap="nowrap">
        <SeverityTag level={event.alert.level} />
        <AnchorLink to="/events/details/$eventId" params={{ eventId: event.id }} size="sm" fw={600} truncate="end">
          {event.alert.name}
        </AnchorLink>
      </Group>
      <Text size="xs" c="dimmed">
        {t('home.pending.where', { project: event.project.name, site: event.project.place.name })}
        {' · '}
        {event.dateEnd === null
          ? t('home.pending.inProgress', { date: formatDateTime(event.dateStart, timeZone) })
          : t('home.pending.ended', {
              start: formatDateTime(event.dateStart, timeZone),
              end: formatDateTime(event.dateEnd, timeZone),
            })}
      </Text>
    </Stack>
  );
}

interface PendingEventsProps {
  /** homeQueries(search).pending */
  query: ReturnType<typeof pendingEventsQuery.query>;
  /** The filter the "See all" link keeps. */
  structure: AlertEventStatsParams;
  labelledBy: string;
}

/**
 * The home's pending events (spec 001 §2): the newest events still "new", in progress first, each
 * opening its detail, and a link to all of them in the events list.
 */
export function PendingEvents({ query, structure, labelledBy }: PendingEventsProps) {
  const t = useMessage();
  // Keeps the previous list while a new filter loads or fails (spec 001 §4: failure keeps old data).
  const { data, isPending } = useQuery({ ...query, placeholderData: keepPreviousData });
  const allNew = statusEventsLink('new', structure);

  if (isPending) return <Loader size="sm" aria-label={t('home.loading')} />;
  const events = data ? pendingEventsToShow(data.data, hiddenNamesFromConfig()) : [];
  return (
    <Stack gap="sm">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('home.pending.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
          {events.map((event) => (
            <PendingEventItem key={event.id} event={event} />
          ))}
        </Stack>
      )}
      <AnchorLink to={allNew.to} search={allNew.search} size="sm">
        {t('home.pending.seeAll', { count: data?.total_count ?? 0 })}
      </AnchorLink>
    </Stack>
  );
}
