import { Badge, Box, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../lib/dateFormat';
import { formatDuration } from '../../../lib/duration';
import { SeverityTag } from '../../../entities/alerting/SeverityTag';
import type { AlertEvent } from '../../../entities/events/api';
import { badgeTextColor } from '../../../ui/badgeTextColor';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm">
        {children}
      </Box>
    </Box>
  );
}

/**
 * The event's facts (spec 000 §3 alert event: alert, project, site, client, start, end, duration,
 * status, cancelled, tags, level). Dates in the site's time zone (Europe/Paris by default) as
 * DD/MM/YYYY HH:mm, the duration as
 * d h min (spec 000 §9). Every value is rendered as text, never as markup.
 */
export function EventFacts({ event }: { event: AlertEvent }) {
  const t = useMessage();
  const { locale } = useIntl();
  // The site's clock (Martinique is not Paris); said when it is not the product's default zone.
  const timeZone = event.site.timezone ?? DEFAULT_TIME_ZONE;
  const zoneNote =
    timeZone === DEFAULT_TIME_ZONE ? null : (
      <Text size="xs" c="dimmed">
        {t('eventDetail.siteTimeZone', { zone: timeZone })}
      </Text>
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('eventDetail.facts.label')}>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Fact label={t('eventDetail.field.alert')}>{event.alert.name}</Fact>
        <Fact label={t('eventDetail.field.level')}>
          <SeverityTag level={event.alert.level} />
        </Fact>
        <Fact label={t('eventDetail.field.status')}>{t(`eventStatus.${event.status}`)}</Fact>
        <Fact label={t('eventDetail.field.cancelled')}>
          {event.cancelled ? t('eventDetail.yes') : t('eventDetail.no')}
        </Fact>
        <Fact label={t('eventDetail.field.client')}>{event.client.name}</Fact>
        <Fact label={t('eventDetail.field.site')}>{event.site.name}</Fact>
        <Fact label={t('eventDetail.field.project')}>{event.project.name}</Fact>
        <Fact label={t('eventDetail.field.duration')}>
          {formatDuration(event.duration, { locale: locale.startsWith('fr') ? 'fr' : 'en' })}
        </Fact>
        <Fact label={t('eventDetail.field.start')}>
          {formatDateTime(event.dateStart, timeZone)}
          {zoneNote}
        </Fact>
        <Fact label={t('eventDetail.field.end')}>
          {event.dateEnd === null ? (
            <Badge variant="light" color="orange" c={badgeTextColor('orange')}>
              {t('eventDetail.inProgress')}
            </Badge>
          ) : (
            formatDateTime(event.dateEnd, timeZone)
          )}
        </Fact>
        <Fact label={t('eventDetail.field.tags')}>
          {event.tags.length === 0 ? (
            t('eventDetail.noTags')
          ) : (
            <Group gap={4}>
              {event.tags.map((tag) => (
                <Badge key={tag} variant="outline" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
