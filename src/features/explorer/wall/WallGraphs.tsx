import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useMessage } from '../../../i18n/useMessage';
import type { Dashboard } from '../../../entities/explorer/api';
import { GraphPanel, type GraphEventsView } from '../../../entities/explorer/charts/GraphPanel';
import { dashboardPeriodValue, orderedGraphs } from '../dashboard/dashboardPeriod';
import { useResolvedPeriod } from '../period/useResolvedPeriod';

/** The wall's frame around the graphs: its padding, the dashboard's name and the times, the gaps. */
const FRAME_HEIGHT = 160;
/** A card around its chart: its padding, the graph's name and the line under it that counts its events. */
const CARD_CHROME_HEIGHT = 96;
const MIN_CHART_HEIGHT = 180;
/** Each graph's alert events, always drawn: nobody is at a wall to switch them or follow one. */
const WALL_EVENTS: GraphEventsView = { shown: true };
/** Before the window's size is known (the first render). */
const FALLBACK_VIEWPORT_HEIGHT = 720;

/** One column for one graph, two up to four, three beyond: each stays readable from a few metres. */
export function wallColumns(count: number): number {
  if (count <= 1) return 1;
  return count <= 4 ? 2 : 3;
}

/** The charts' height that fills the window's height with the graphs' rows, never below a readable size. */
export function wallChartHeight(count: number, viewportHeight: number): number {
  const rows = Math.max(1, Math.ceil(count / wallColumns(count)));
  const perRow = Math.floor((viewportHeight - FRAME_HEIGHT) / rows) - CARD_CHROME_HEIGHT;
  return Math.max(MIN_CHART_HEIGHT, perRow);
}

export interface WallGraphsProps {
  dashboard: Dashboard;
  /** The time of the last refresh: the dashboard's period (its saved shortcut) rolls with it. */
  asOf: number;
}

/** A dashboard's graphs filling the window, over the dashboard's own default period. */
export function WallGraphs({ dashboard, asOf }: WallGraphsProps) {
  const t = useMessage();
  const { height } = useViewportSize();
  const period = useResolvedPeriod(dashboardPeriodValue({}, dashboard), asOf);
  const graphs = orderedGraphs(dashboard);
  if (graphs.length === 0)
    return (
      <Text fz="xl" c="dimmed">
        {t('wall.noGraphs')}
      </Text>
    );
  const chartHeight = wallChartHeight(graphs.length, height || FALLBACK_VIEWPORT_HEIGHT);
  return (
    <SimpleGrid component="ul" cols={wallColumns(graphs.length)} spacing="md" p={0} m={0}>
      {graphs.map((graph) => (
        <Paper key={graph.id} component="li" withBorder p="md" radius="md" style={{ listStyle: 'none', minWidth: 0 }}>
          <Stack gap="xs">
            <Title order={2} fz="1.5rem" lineClamp={1} title={graph.name}>
              {graph.name}
            </Title>
            <GraphPanel
              graph={graph}
              period={period}
              overlay={undefined}
              density="dashboard"
              height={chartHeight}
              events={WALL_EVENTS}
              explainsSampling={false}
            />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
