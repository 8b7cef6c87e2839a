import { Chip, Group, Input, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { LAST_DAY_OF_MONTH, REPORT_FREQUENCIES, SENDABLE_DAYS } from '../../../entities/reports/recurrence';
import type { ReportFrequency } from '../../../entities/reports/recurrence';
import { useMessage } from '../../../i18n/useMessage';
import { monthStart } from './scheduledForm';

export interface RecurrenceFieldsProps {
  frequency: ReportFrequency;
  onFrequencyChange: (frequency: ReportFrequency) => void;
  daysOfMonth: number[];
  onDaysChange: (days: number[]) => void;
  firstMonth: string;
  onFirstMonthChange: (month: string) => void;
  /** The months offered for the first sending (YYYY-MM). */
  monthChoices: string[];
  daysError?: string | undefined;
  firstMonthError?: string | undefined;
  disabled?: boolean;
}

const isFrequency = (value: string): value is ReportFrequency =>
  (REPORT_FREQUENCIES as readonly string[]).includes(value);

/**
 * The recurrence of a scheduled report (spec 000 §3, spec 001 §3 and §9): monthly, bimonthly or
 * quarterly (interval 1, 2, 3), the days of the month to send (1..28, which every month has, and
 * the last day), and the month of the first sending, from which the periods are counted.
 */
export function RecurrenceFields(props: RecurrenceFieldsProps) {
  const t = useMessage();
  const intl = useIntl();
  const monthLabel = (key: string) =>
    intl.formatDate(monthStart(key), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const months = props.monthChoices.includes(props.firstMonth)
    ? props.monthChoices
    : [props.firstMonth, ...props.monthChoices];
  const daysErrorId = 'scheduled-days-error';

  return (
    <Stack gap="sm">
      <Group gap="md" align="end" wrap="wrap">
        <Stack gap={4}>
          <Input.Label id="scheduled-frequency-label" component="div">
            {t('report.recurrence.frequency')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="scheduled-frequency-label"
            value={props.frequency}
            onChange={(value) => {
              if (isFrequency(value)) props.onFrequencyChange(value);
            }}
            disabled={props.disabled ?? false}
            data={REPORT_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`report.recurrence.frequency.${frequency}`),
            }))}
          />
        </Stack>
        <Select
          label={t('report.recurrence.firstMonth')}
          description={t('report.recurrence.firstMonthHelp')}
          data={months.map((month) => ({ value: month, label: monthLabel(month) }))}
          value={props.firstMonth}
          onChange={(value) => {
            if (value !== null) props.onFirstMonthChange(value);
          }}
          allowDeselect={false}
          disabled={props.disabled ?? false}
          error={props.firstMonthError}
          w={300}
        />
      </Group>
      <Stack
        gap={4}
        component="fieldset"
        aria-describedby={props.daysError ? daysErrorId : 'scheduled-days-help'}
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        <Input.Label component="legend" required p={0}>
          {t('report.recurrence.days')}
        </Input.Label>
        <Text id="scheduled-days-help" size="xs" c="dimmed">
          {t('report.recurrence.daysHelp')}
        </Text>
        <Chip.Group
          multiple
          value={props.daysOfMonth.map(String)}
          onChange={(values) => props.onDaysChange(values.map(Number))}
        >
          <Group gap={6} mt={4}>
            {SENDABLE_DAYS.map((day) => (
              <Chip key={day} value={String(day)} size="xs" disabled={props.disabled ?? false}>
                {day}
              </Chip>
            ))}
            <Chip value={String(LAST_DAY_OF_MONTH)} size="xs" disabled={props.disabled ?? false}>
              {t('report.recurrence.lastDay')}
            </Chip>
          </Group>
        </Chip.Group>
        {props.daysError ? (
          <Text id={daysErrorId} size="xs" c="var(--mantine-color-red-text)">
            {props.daysError}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
