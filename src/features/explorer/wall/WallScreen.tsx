import { Alert as Notice, Box, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type FocusEvent } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { ChartViewContext, LARGE_TEXT_VIEW } from '../../../entities/explorer/charts/chartView';
import { useWallCycle } from './useWallCycle';
import { WallDashboard } from './WallDashboard';
import { parseDashboardIds, wallSeconds } from './wallSearch';

const route = getRouteApi('/_auth/data-explorer/wall');

/**
 * The wall display: the URL's dashboards in turn, each for `every` seconds, full window, in large
 * type. Only the dashboard on screen is mounted (its charts are disposed when it goes), and it is
 * read again each time it comes back, so that a failed read is retried at its next turn. A dashboard
 * that is unknown or forbidden shows why at its turn, then is skipped with a note. A pointer on the
 * wall or the keyboard in it holds the current dashboard.
 */
export function WallScreen() {
  const t = useMessage();
  const search = route.useSearch();
  const idsKey = (search.dashboards ?? []).join(',');
  // By their text: the turn's timer restarts only when the list itself changes.
  const ids = useMemo(() => parseDashboardIds(idsKey), [idsKey]);
  const seconds = wallSeconds(search);
  const [unavailable, setUnavailable] = useState<ReadonlySet<number>>(() => new Set());
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = pointed || focused;
  const index = useWallCycle(ids, seconds * 1000, paused, unavailable);
  const current = ids[index];

  const onAvailability = useCallback((id: number, available: boolean) => {
    setUnavailable((known) => {
      if (known.has(id) !== available) return known;
      const next = new Set(known);
      if (available) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-label={t('wall.label')}
      p="lg"
      mih="100vh"
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {current === undefined ? (
        <Notice color="gray" variant="outline" title={t('page.wall')}>
          {t('wall.none')}
        </Notice>
      ) : (
        <ChartViewContext.Provider value={LARGE_TEXT_VIEW}>
          <WallDashboard
            // Keyed: the dashboard that goes is unmounted, its charts disposed and its data let go.
            key={current}
            dashId={current}
            position={{ index: index + 1, count: ids.length }}
            paused={paused}
            onAvailability={onAvailability}
          />
        </ChartViewContext.Provider>
      )}
      {unavailable.size > 0 ? (
        <Text role="note" size="lg" c="dimmed" mt="md">
          {t('wall.skipped', { ids: [...unavailable].join(', ') })}
        </Text>
      ) : null}
    </Box>
  );
}
