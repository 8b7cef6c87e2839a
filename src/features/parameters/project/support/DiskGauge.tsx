import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../../i18n/useMessage';
import { formatNumber } from '../../../../lib/numberFormat';
import classes from './DiskGauge.module.css';
import {
  DISK_CRITICAL_BELOW_GB,
  DISK_GAUGE_MAX_GB,
  DISK_WARNING_BELOW_GB,
  diskGaugePercent,
  diskLevel,
  type DiskLevel,
} from './diskSpace';

const LEVEL_COLOR: Record<DiskLevel, string> = {
  critical: 'var(--mantine-color-red-8)',
  warning: 'var(--mantine-color-orange-6)',
  ok: 'var(--mantine-color-green-7)',
};

const LEVEL_TEXT = {
  critical: 'parameters.support.disks.level.critical',
  warning: 'parameters.support.disks.level.warning',
  ok: 'parameters.support.disks.level.ok',
} as const;

export interface DiskGaugeProps {
  /** The disk's letter: C, D. */
  name: string;
  /** Free space in GB; null or undefined when the site did not report it. */
  freeGb: number | null | undefined;
}

/**
 * A disk's free space as a meter (role="meter", its value in words for screen readers) over the
 * critical, low and sufficient bands, with the figure and the level written beside it: the colour
 * is never the only sign.
 */
export function DiskGauge({ name, freeGb }: DiskGaugeProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const labelId = useId();
  const label = t('parameters.support.disks.disk', { name });
  if (freeGb === null || freeGb === undefined) {
    return (
      <Paper withBorder p="sm" radius="sm">
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="sm" c="dimmed" fs="italic">
            {t('parameters.support.disks.notReported')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  const level = diskLevel(freeGb);
  const size = formatNumber(freeGb, locale, 1);
  const valueText = t('parameters.support.disks.valueText', { size, level: t(LEVEL_TEXT[level]) });
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap={6}>
        <Text fw={600} size="sm" id={labelId}>
          {label}
        </Text>
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={Math.max(DISK_GAUGE_MAX_GB, freeGb)}
          aria-valuenow={freeGb}
          aria-valuetext={valueText}
          className={classes.meter}
        >
          <div className={classes.track}>
            <div
              className={classes.fill}
              style={{ width: `${diskGaugePercent(freeGb)}%`, background: LEVEL_COLOR[level] }}
            />
          </div>
          <div className={classes.bands} aria-hidden="true">
            <span style={{ flexBasis: `${DISK_CRITICAL_BELOW_GB}%`, background: LEVEL_COLOR.critical }} />
            <span
              style={{
                flexBasis: `${DISK_WARNING_BELOW_GB - DISK_CRITICAL_BELOW_GB}%`,
                background: LEVEL_COLOR.warning,
              }}
            />
            <span style={{ flexGrow: 1, background: LEVEL_COLOR.ok }} />
          </div>
        </div>
        <Group gap={6} wrap="nowrap">
          <Box className={classes.dot} style={{ background: LEVEL_COLOR[level] }} aria-hidden="true" />
          <Text size="sm" fw={level === 'ok' ? 400 : 600}>
            {valueText}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
