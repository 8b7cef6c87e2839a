import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { tableDataQuery, type DatedValue } from '../../../entities/variables/seriesData';
import type { Variable } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { formatNumber } from '../../../lib/numberFormat';

/** How far before its last data date a variable's last value is looked for. */
const LOOK_BACK_MS = 7 * 24 * 3600_000;

/** The latest dated value that is not a hole, or null. */
export function lastValueOf(rows: readonly DatedValue[]): (DatedValue & { value: number }) | null {
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index];
    if (row && row.value !== null) return { date: row.date, value: row.value };
  }
  return null;
}

/**
 * A manual variable's last value with its unit, and when it was taken, read from GET table-data
 * over the days before its last data date. Small as a cell: loading a bar, a failed read a short
 * line with Retry, never "no value" in its place.
 */
export function ManualLastValue({ variable }: { variable: Variable }) {
  const t = useMessage();
  const { locale } = useIntl();
  const last = variable.lastDataDate ? Date.parse(variable.lastDataDate) : null;
  const region = useQueryRegion({
    ...tableDataQuery.query({
      variableId: variable.id,
      aggregationId: variable.aggregationId,
      start: new Date((last ?? 0) - LOOK_BACK_MS).toISOString(),
      // The last data date itself is in the period.
      end: new Date((last ?? 0) + 60_000).toISOString(),
    }),
    enabled: last !== null,
  });

  if (last === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('manualConfig.variables.noData')}
      </Text>
    );
  }
  if (region.state === 'loading') {
    return (
      <Skeleton h={14} w={96} aria-label={t('manualConfig.variables.lastValueLoading', { name: variable.name })} />
    );
  }
  if (region.state === 'failed') {
    return (
      <Group gap={4} wrap="nowrap">
        <Text span size="sm" c="var(--mantine-color-red-text)">
          {t('manualConfig.variables.lastValueFailed')}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={region.retry}
          aria-label={t('manualConfig.variables.lastValueRetry', { name: variable.name })}
        >
          {t('ui.region.retry')}
        </Button>
      </Group>
    );
  }
  const value = lastValueOf(region.data.data);
  if (value === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('manualConfig.variables.noData')}
      </Text>
    );
  }
  return (
    <span>
      {t('manualConfig.variables.lastValue', {
        value: formatNumber(value.value, locale),
        unit: variable.unit.name,
      })}{' '}
      <Text span size="xs" c="dimmed">
        {t('manualConfig.variables.lastValueDate', { date: formatDateTime(value.date) })}
        {region.state === 'stale' ? ` · ${t('manualConfig.variables.lastValueStale')}` : ''}
      </Text>
    </span>
  );
}
