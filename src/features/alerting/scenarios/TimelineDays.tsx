import { Box, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ScenarioPeriod } from '../../../entities/alerting/scenariosApi';
import { useMessage } from '../../../i18n/useMessage';
import { activeHours, minutesLabel, timelineDays } from './scenarioTimeline';

export interface TimelineDaysProps {
  periods: ScenarioPeriod[];
  start: number;
  end: number;
  timeZone: string;
}

/**
 * The merged active periods, one row per day of the site's calendar: a bar (decoration) and the same
 * spans as text ("8h to 18h"), which is what assistive technologies read.
 */
export function TimelineDays({ periods, start, end, timeZone }: TimelineDaysProps) {
  const t = useMessage();
  const intl = useIntl();
  const days = useMemo(() => timelineDays(periods, start, end, timeZone), [periods, start, end, timeZone]);
  const dayLabel = (instant: number) =>
    intl.formatDate(instant, { timeZone, weekday: 'short', day: '2-digit', month: '2-digit' });
  const span = (from: number, to: number) => `${minutesLabel(from)} ${t('scenario.hours.to')} ${minutesLabel(to)}`;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('scenario.timeline.total', { hours: activeHours(periods), zone: timeZone })}
      </Text>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {days.map((day) => (
          <Group component="li" key={day.date} gap="sm" wrap="nowrap" align="center">
            <Text size="sm" w={90} style={{ flexShrink: 0 }}>
              {dayLabel(day.instant)}
            </Text>
            <Box
              aria-hidden
              pos="relative"
              h={14}
              style={{ flex: '1 1 auto', minWidth: 160, background: 'var(--app-surface-muted)', borderRadius: 3 }}
            >
              {day.spans.map((part) => (
                <Box
                  key={`${part.from}-${part.to}`}
                  pos="absolute"
                  top={0}
                  h="100%"
                  style={{
                    left: `${(part.from / 1440) * 100}%`,
                    width: `${((part.to - part.from) / 1440) * 100}%`,
                    background: 'var(--mantine-color-blue-7)',
                    borderRadius: 3,
                  }}
                />
              ))}
            </Box>
            <Text size="xs" w={200} style={{ flexShrink: 0 }}>
              {day.spans.length === 0
                ? t('scenario.timeline.none')
                : day.spans.map((part) => span(part.from, part.to)).join(', ')}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
