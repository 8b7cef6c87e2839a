import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { ScheduleGrid } from './ScheduleGrid';
import { isScheduleEmpty, SCHEDULE_PRESETS, type Schedule, type SchedulePreset } from './scheduleGrid';
import { useScheduleText } from './useScheduleText';

export interface ScheduleFieldProps {
  value: Schedule;
  onChange: (next: Schedule) => void;
  /** The translated error shown under the grid and read as its description. */
  error?: string;
}

const PRESETS: {
  preset: SchedulePreset;
  label: 'scenario.preset.workingDays' | 'scenario.preset.always' | 'scenario.preset.clear';
}[] = [
  { preset: 'workingDays', label: 'scenario.preset.workingDays' },
  { preset: 'always', label: 'scenario.preset.always' },
  { preset: 'clear', label: 'scenario.preset.clear' },
];

/**
 * The schedule of a scenario: presets, the grid, and the live reading "Lun, Mar · 8h à 18h" of
 * what will be saved (spec 000 §3), announced politely as it changes; an empty schedule is an
 * inline error.
 */
export function ScheduleField({ value, onChange, error }: ScheduleFieldProps) {
  const t = useMessage();
  const text = useScheduleText();
  const helpId = useId();
  const errorId = useId();
  const reading = isScheduleEmpty(value) ? null : text.describe(value);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} component="div">
        {t('scenario.grid.label')}
      </Text>
      <Text size="xs" c="dimmed" id={helpId}>
        {t('scenario.grid.help')}
      </Text>
      <Group gap="xs" role="group" aria-label={t('scenario.preset.label')}>
        {PRESETS.map(({ preset, label }) => (
          <Button key={preset} size="compact-sm" variant="default" onClick={() => onChange(SCHEDULE_PRESETS[preset]())}>
            {t(label)}
          </Button>
        ))}
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <ScheduleGrid
          value={value}
          onChange={onChange}
          describedBy={error ? `${helpId} ${errorId}` : helpId}
          invalid={Boolean(error)}
        />
      </ScrollArea>
      <Text size="sm" aria-live="polite">
        {reading ? t('scenario.grid.reading', { text: reading }) : t('scenario.grid.readingEmpty')}
      </Text>
      {error ? (
        <Text size="sm" c="var(--mantine-color-red-text)" id={errorId}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
