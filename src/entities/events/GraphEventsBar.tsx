import { Group, Stack, Switch, Text } from '@mantine/core';
import { useMessage } from '../../i18n/useMessage';
import { RegionFailure } from '../../ui/DataRegion/RegionFailure';
import { RegionStaleLine } from '../../ui/DataRegion/RegionStaleLine';
import type { GraphEvents } from './graphEvents';

export interface GraphEventsBarProps {
  /** The graph's name: in the toggle's accessible name and in "Could not load the events of {name}." */
  name: string;
  shown: boolean;
  /** None: no toggle here (one toggle elsewhere stands for several small charts). */
  onShownChange?: (shown: boolean) => void;
  events: GraphEvents;
}

/**
 * Under a graph: the toggle of its events and how many are drawn; when their read fails, its
 * failure with Retry (the curves above stay), never "no event". Nothing while they load.
 */
export function GraphEventsBar({ name, shown, onShownChange, events }: GraphEventsBarProps) {
  const t = useMessage();
  const { region, layer } = events;
  const what = t('graphEvents.what', { name });
  const page = region?.data;
  const count = layer?.bands.length;
  return (
    <Stack gap={4}>
      <Group gap="md" wrap="wrap">
        {onShownChange ? (
          <Switch
            size="xs"
            label={t('graphEvents.toggle')}
            aria-label={t('graphEvents.toggleLabel', { name })}
            checked={shown}
            onChange={(event) => onShownChange(event.currentTarget.checked)}
          />
        ) : null}
        {shown && page && count !== undefined ? (
          <Text size="xs" c="dimmed">
            {t('graphEvents.count', { count })}
            {page.total_count > page.data.length
              ? ` ${t('graphEvents.truncated', { shown: page.data.length, total: page.total_count })}`
              : ''}
          </Text>
        ) : null}
      </Group>
      {region?.state === 'failed' ? <RegionFailure what={what} error={region.error} onRetry={region.retry} /> : null}
      {region?.state === 'stale' ? (
        <RegionStaleLine what={what} error={region.error} updatedAt={region.updatedAt} onRetry={region.retry} />
      ) : null}
    </Stack>
  );
}
