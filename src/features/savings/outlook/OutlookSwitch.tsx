import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

export interface OutlookSwitchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
}

/** A labelled choice among a few views of a chart (a perimeter, a measure): radios by name. */
export function OutlookSwitch({ label, value, onChange, data }: OutlookSwitchProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} value={value} onChange={onChange} data={data} />
    </Stack>
  );
}
