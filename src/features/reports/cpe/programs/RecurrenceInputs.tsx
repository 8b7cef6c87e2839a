import { Chip, Group, Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import { LAST_DAY_OF_MONTH } from '../../../../entities/reports/cpeProgramsApi';
import {
  frequencyOfInterval,
  RECURRENCE_INTERVALS,
  type RecurrenceInterval,
} from '../../../../entities/reports/recurrence';
import { useMessage } from '../../../../i18n/useMessage';
import { DateField } from '../../../../ui/DateField/DateField';
import { isRecurrenceInterval } from './cpeProgramForm';
import { OFFERED_DAYS } from './programDays';

export interface RecurrenceInputsProps {
  interval: RecurrenceInterval;
  onIntervalChange: (interval: RecurrenceInterval) => void;
  days: readonly number[];
  onDaysChange: (days: number[]) => void;
  daysError?: string;
  anchorMonth: string;
  onAnchorMonthChange: (month: string) => void;
  anchorMonthError?: string;
  disabled: boolean;
}

/**
 * The recurrence of spec 000 §3: every 1, 2 or 3 months (monthly, bimonthly, quarterly), on days
 * of the month (1..28 and the last day, several allowed), counted from a first month.
 */
export function RecurrenceInputs(props: RecurrenceInputsProps) {
  const t = useMessage();
  const daysLabelId = useId();
  const daysErrorId = useId();
  const frequencyLabelId = useId();
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Input.Label id={frequencyLabelId}>{t('cpeReport.program.field.frequency')}</Input.Label>
        <SegmentedControl
          aria-labelledby={frequencyLabelId}
          value={String(props.interval)}
          onChange={(value) => {
            const interval = Number(value);
            if (isRecurrenceInterval(interval)) props.onIntervalChange(interval);
          }}
          disabled={props.disabled}
          data={RECURRENCE_INTERVALS.map((interval) => ({
            value: String(interval),
            label: t(`cpeReport.frequency.${frequencyOfInterval(interval) ?? 'monthly'}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <Stack gap={4}>
        <Input.Label id={daysLabelId} required>
          {t('cpeReport.program.field.days')}
        </Input.Label>
        <Chip.Group
          multiple
          value={props.days.map(String)}
          onChange={(values) => props.onDaysChange(values.map(Number))}
        >
          <Group
            gap={6}
            role="group"
            aria-labelledby={daysLabelId}
            aria-describedby={props.daysError ? daysErrorId : undefined}
            maw={640}
          >
            {OFFERED_DAYS.map((day) => (
              <Chip key={day} value={String(day)} size="xs" disabled={props.disabled}>
                {day === LAST_DAY_OF_MONTH ? t('cpeReport.program.lastDay') : String(day)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {props.daysError ? (
          <Input.Error id={daysErrorId} role="alert">
            {props.daysError}
          </Input.Error>
        ) : null}
      </Stack>
      <DateField
        kind="month"
        label={t('cpeReport.program.field.anchorMonth')}
        description={t('cpeReport.program.field.anchorMonthHint')}
        value={props.anchorMonth}
        onChange={props.onAnchorMonthChange}
        error={props.anchorMonthError}
        required
        disabled={props.disabled}
        w={220}
      />
    </Stack>
  );
}
