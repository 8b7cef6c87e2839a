import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import type { DateRangeValue } from '../../../ui/DateRangePicker/dateRangeValue';
import { isOverlayMode, type OverlayMode } from '../../../entities/explorer/charts/overlayModes';

export interface ExplorerPeriodBarProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  overlay: OverlayMode | undefined;
  onOverlayChange: (overlay: OverlayMode | undefined) => void;
}

const NONE = 'none';

/**
 * The period of a dashboard or graph (spec 000 §9: shortcuts, free range, two weeks by default, on
 * the site's clock) and the period to compare with, drawn dashed on time-series graphs.
 */
export function ExplorerPeriodBar({ value, onChange, overlay, onOverlayChange }: ExplorerPeriodBarProps) {
  const t = useMessage();
  const labelId = useId();
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <DateRangePicker value={value} onChange={onChange} />
      <Stack gap="xs">
        <Text size="sm" fw={500} id={labelId}>
          {t('explorerPeriod.overlay.label')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={overlay ?? NONE}
          onChange={(next) => onOverlayChange(isOverlayMode(next) ? next : undefined)}
          data={[
            { value: NONE, label: t('explorerPeriod.overlay.none') },
            { value: 'previous', label: t('explorerPeriod.overlay.previous') },
            { value: 'year', label: t('explorerPeriod.overlay.year') },
          ]}
        />
      </Stack>
    </Group>
  );
}
