import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { REFRESH_INTERVALS, type RefreshInterval } from './refreshInterval';

const OFF = 'off';

export interface RefreshControlProps {
  value: RefreshInterval | undefined;
  onChange: (value: RefreshInterval | undefined) => void;
}

/** Off, 1, 5 or 15 minutes: how often the dashboard reads its graphs again by itself. */
export function RefreshControl({ value, onChange }: RefreshControlProps) {
  const t = useMessage();
  const labelId = useId();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed" id={labelId}>
        {t('liveDashboard.refresh.label')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={value ?? OFF}
        onChange={(next) => onChange(REFRESH_INTERVALS.find((interval) => interval === next))}
        data={[
          { value: OFF, label: t('liveDashboard.refresh.off') },
          ...REFRESH_INTERVALS.map((interval) => ({ value: interval, label: t(`liveDashboard.refresh.${interval}`) })),
        ]}
      />
    </Group>
  );
}
