import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { Graph } from '../../../entities/explorer/api';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';
import type { GraphPeriod } from '../../../entities/explorer/charts/useGraphData';
import type { ExplorerSearch } from '../period/explorerSearch';
import { DashboardGraphCard } from './DashboardGraphCard';
import { useSortableAnnouncements } from '../../../ui/useSortableAnnouncements';
import type { GraphOrder } from './useGraphOrder';

/** Two columns on wide screens, one on narrow ones, unless the dashboard says how many. */
const DEFAULT_COLUMNS = 2;
const MAX_COLUMNS = 4;

export interface DashboardGraphGridProps {
  dashId: number;
  order: GraphOrder;
  columns: number | null | undefined;
  period: GraphPeriod;
  search: ExplorerSearch;
  canManage: boolean;
  loadAll: boolean;
  onDrawn: (graphId: number, drawn: DrawnGraph | null) => void;
  onDelete: (graph: Graph) => void;
}

/**
 * The dashboard's graphs in rows, in their `row` order: a responsive grid (one column on narrow
 * screens) whose cards move with @dnd-kit, by their handle with a pointer or the keyboard.
 */
export function DashboardGraphGrid(props: DashboardGraphGridProps) {
  const { dashId, order, columns, period, search, canManage, loadAll, onDrawn, onDelete } = props;
  const t = useMessage();
  const accessibility = useSortableAnnouncements(order.graphs, 'explorerDashboard.dnd');
  const sensors = useSensors(
    // A few pixels before a drag starts: a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const wide = Math.min(MAX_COLUMNS, Math.max(1, columns ?? DEFAULT_COLUMNS));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) order.move(Number(active.id), Number(over.id));
  };

  return (
    <Box>
      {order.saving ? (
        <Text role="status" size="sm" c="dimmed" mb="xs">
          {t('explorerDashboard.reorder.saving')}
        </Text>
      ) : null}
      {order.failed ? (
        <Text role="alert" size="sm" c="var(--mantine-color-red-text)" mb="xs">
          {t('explorerDashboard.reorder.failed')}
        </Text>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={order.graphs.map((graph) => graph.id)} strategy={rectSortingStrategy}>
          <SimpleGrid
            component="ul"
            aria-label={t('explorerDashboard.graphs.label')}
            cols={{ base: 1, lg: wide }}
            spacing="md"
            verticalSpacing="md"
            p={0}
            m={0}
          >
            {order.graphs.map((graph) => (
              <DashboardGraphCard
                key={graph.id}
                graph={graph}
                dashId={dashId}
                period={period}
                search={search}
                canManage={canManage}
                loadAll={loadAll}
                onDrawn={onDrawn}
                onDelete={onDelete}
              />
            ))}
          </SimpleGrid>
        </SortableContext>
      </DndContext>
    </Box>
  );
}
