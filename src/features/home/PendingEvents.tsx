import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryRegion } from '../../api/useQueryRegion';
import { DataRegion } from '../../ui/DataRegion/DataRegion';
import { useMessage } from '../../i18n/useMessage';
import { formatDateTime } from '../../lib/dateFormat';
import { hiddenNamesFromConfig } from '../../entities/structure/hiddenStructure';
import type { AlertEventStatsParams } from '../../entities/events/alertEventStats';
import { AnchorLink } from '../../navigation/AnchorLink';
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
 * opening its detail, and a link to all of them in the events list. The previous filter's list
 * stays while a new one loads; a failed read says so with Retry, never "No event to handle" nor a
 * zero count (the link then goes to the list without a count).
 */
export function PendingEvents({ query, structure, labelledBy }: PendingEventsProps) {
  const t = useMessage();
  const region = useQueryRegion(query);
  const allNew = statusEventsLink('new', structure);
  const hidden = hiddenNamesFromConfig();

  return (
    <Stack gap="sm">
      <DataRegion
        region={region}
        what={t('home.pending.region')}
        placeholder={<PendingPlaceholder />}
        isEmpty={(page) => pendingEventsToShow(page.data, hidden).length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('home.pending.empty')}
          </Text>
        }
      >
        {(page) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
            {pendingEventsToShow(page.data, hidden).map((event) => (
              <PendingEventItem key={event.id} event={event} />
            ))}
          </Stack>
        )}
      </DataRegion>
      <AnchorLink to={allNew.to} search={allNew.search} size="sm">
        {region.data ? t('home.pending.seeAll', { count: region.data.total_count }) : t('home.pending.seeAllNoCount')}
      </AnchorLink>
    </Stack>
  );
}

function PendingPlaceholder() {
  return (
    <Stack gap="sm">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={36} radius="sm" />
      ))}
    </Stack>
  );
}
