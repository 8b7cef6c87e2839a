import { List, Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { intervalOfFrequency, nextSendDates, type ReportFrequency } from '../../../entities/reports/recurrence';
import { useMessage } from '../../../i18n/useMessage';
import { monthStart } from './scheduledForm';

export interface NextSendDatesProps {
  frequency: ReportFrequency;
  daysOfMonth: number[];
  firstMonth: string;
  now: Date;
}

export const NEXT_SEND_COUNT = 5;

/**
 * The next five sendings of the rule as it is being edited (spec 000 §3), so that the user sees
 * what "quarterly on the 5th and the last day" means before saving. Calendar days, as the server
 * counts them (src/entities/reports/recurrence.ts).
 */
export function NextSendDates({ frequency, daysOfMonth, firstMonth, now }: NextSendDatesProps) {
  const t = useMessage();
  const intl = useIntl();
  const dates = nextSendDates(
    { interval: intervalOfFrequency(frequency), daysOfMonth },
    monthStart(firstMonth),
    now,
    NEXT_SEND_COUNT,
  );
  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--app-surface-subtle)" aria-live="polite">
      <Text id="scheduled-next-dates" size="sm" fw={600} mb={4}>
        {t('report.recurrence.nextDates', { count: NEXT_SEND_COUNT })}
      </Text>
      {dates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('report.recurrence.noNextDates')}
        </Text>
      ) : (
        <List size="sm" aria-labelledby="scheduled-next-dates" spacing={2}>
          {dates.map((date) => (
            <List.Item key={date.toISOString()}>
              {intl.formatDate(date, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
