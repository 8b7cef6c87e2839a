import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { dashboardsResource } from '../../../entities/explorer/api';
import { timeOfDay, UpdatedAt } from '../live/UpdatedAt';
import { useLiveRefresh } from '../live/useLiveRefresh';
import { useClock } from './useClock';
import { WallGraphs } from './WallGraphs';

/** A dashboard shown longer than this (a wall of one, or long turns) is read again at this pace. */
const WALL_REFRESH_MS = 60_000;

/** Refusals that will not pass at the next turn: the dashboard is skipped from then on. */
function isUnavailable(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 403 || error.status === 404 || error.has('DASHBOARD_NOT_FOUND') || error.has('PERMISSION_DENIED'))
  );
}

export interface WallDashboardProps {
  dashId: number;
  position: { index: number; count: number };
  paused: boolean;
  /** Whether the dashboard can be shown at all (false: unknown or forbidden). */
  onAvailability: (dashId: number, available: boolean) => void;
}

/** One dashboard on the wall: its name, its place in the turn, the time and the data's, and its graphs. */
export function WallDashboard({ dashId, position, paused, onAvailability }: WallDashboardProps) {
  const t = useMessage();
  const region = useQueryRegion(dashboardsResource.detailQuery(dashId));
  const { asOf } = useLiveRefresh(WALL_REFRESH_MS);
  const name = region.data?.name ?? t('wall.dashboardFallback', { id: dashId });
  const unavailable = region.state === 'failed' && isUnavailable(region.error);
  const loaded = region.data !== undefined;

  useEffect(() => {
    if (unavailable) onAvailability(dashId, false);
    else if (loaded) onAvailability(dashId, true);
  }, [unavailable, loaded, dashId, onAvailability]);

  // A dashboard whose read failed is read again at each refresh, not only when the turn comes back.
  const retryFailed = useEffectEvent(() => {
    if (region.state === 'failed') region.retry();
  });
  useEffect(() => {
    retryFailed();
  }, [asOf]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        <Stack gap={4} miw={0}>
          <Title order={1} fz="2.25rem" lh={1.2} lineClamp={1} title={name}>
            {name}
          </Title>
          <Group gap="sm">
            <Text fz="lg" c="dimmed">
              {t('wall.position', position)}
            </Text>
            {paused ? (
              <Badge size="lg" variant="light" color="gray">
                {t('wall.paused')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <WallClock />
          <UpdatedAt size="lg" />
        </Stack>
      </Group>
      <DataRegion region={region} what={t('wall.region')}>
        {(dashboard) => <WallGraphs dashboard={dashboard} asOf={asOf} />}
      </DataRegion>
    </Stack>
  );
}

function WallClock() {
  const t = useMessage();
  const intl = useIntl();
  const time = timeOfDay(intl, useClock());
  return (
    <Text fz="2rem" fw={700} lh={1.1} aria-label={t('wall.clock', { time })}>
      {time}
    </Text>
  );
}
