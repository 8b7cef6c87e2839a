import { Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { graphDataQuery } from '../../../entities/variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { Chart } from '../../../ui/Chart/Chart';
import { timeSeriesOption } from '../../../ui/Chart/timeSeriesOption';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { HISTORY_MS } from './markerState';
import { useGraphEvents } from '../../../entities/events/graphEvents';
import { GraphEventsBar } from '../../../entities/events/GraphEventsBar';
import { withEventBands } from '../../../ui/Chart/eventBands';

const HEIGHT = 150;

export interface MarkerHistoryChartProps {
  variableId: number;
  aggregationId: number;
  name: string;
  unit: string | null;
  /** Draws the variable's alert events over the 24 hours (issue 36). */
  showEvents: boolean;
}

/** A marker's last 24 hours (GET graph-data, spec 000 §7) as a small chart, read when it is shown. */
export function MarkerHistoryChart({ variableId, aggregationId, name, unit, showEvents }: MarkerHistoryChartProps) {
  const t = useMessage();
  const { locale } = useIntl();
  // One period per opening: the query key derives from it (rounded to the minute, shared by reopenings).
  const [end] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const start = end - HISTORY_MS;
  const region = useQueryRegion(
    graphDataQuery.query({
      id: variableId,
      aggregationId,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      preferredSampling: 10,
      preferredSamplingUnit: 'minutes',
    }),
  );
  const points = region.data?.data;
  const variableIds = useMemo(() => [variableId], [variableId]);
  const events = useGraphEvents({ variableIds, period: { start, end }, shown: showEvents });
  // A small chart: the popover's title names the one series, and 24 hours need no zoom.
  const option = useMemo(
    () => ({
      ...timeSeriesOption({ series: [{ name, unit: unit ?? undefined, points: points ?? [] }], locale }),
      legend: { show: false },
      dataZoom: [],
      grid: { left: 8, right: 12, top: 24, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    }),
    [name, unit, points, locale],
  );
  const drawnOption = useMemo(() => withEventBands(option, events.layer), [option, events.layer]);
  return (
    <DataRegion
      region={region}
      what={t('synoptic.view.historyWhat')}
      placeholder={<Skeleton h={HEIGHT} w={300} />}
      isEmpty={(data) => data.data.every(([, value]) => value === null)}
      empty={
        <Text size="sm" c="dimmed">
          {t('synoptic.view.historyEmpty')}
        </Text>
      }
    >
      {() => (
        <Stack gap={4}>
          <Chart
            option={drawnOption}
            height={HEIGHT}
            label={t('synoptic.view.historyLabel', { name, start: formatDateTime(start), end: formatDateTime(end) })}
          />
          <GraphEventsBar name={name} shown={showEvents} events={events} />
        </Stack>
      )}
    </DataRegion>
  );
}
