import { List, Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../../i18n/useMessage';

/** The next sending days of the rule as typed, said as calendar days (spec 000 §3). */
export function NextSendDates({ dates }: { dates: readonly Date[] }) {
  const t = useMessage();
  const intl = useIntl();
  const format = (date: Date) =>
    intl.formatDate(date, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('cpeReport.program.next.label')}>
      <Text size="sm" fw={600} mb={4}>
        {t('cpeReport.program.next.label')}
      </Text>
      {dates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cpeReport.program.next.none')}
        </Text>
      ) : (
        <List size="sm" aria-live="polite">
          {dates.map((date) => (
            <List.Item key={date.getTime()}>{format(date)}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
