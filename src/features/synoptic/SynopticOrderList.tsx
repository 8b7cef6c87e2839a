import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, Stack, Text } from '@mantine/core';
import { useMessage } from '../../i18n/useMessage';
import { SynopticOrderItem } from './SynopticOrderItem';
import type { SynopticOrder } from './useSynopticOrder';
import { useSortableAnnouncements } from '../../ui/useSortableAnnouncements';

export interface SynopticOrderListProps {
  order: SynopticOrder;
  openId: number | undefined;
  canManage: boolean;
  onOpen: (synopticId: number) => void;
}

/**
 * The project's synoptics in their order, one of them open. With synoptic manage (spec 001 §6:
 * manage also covers ordering) each one moves by its handle (pointer, or Space and the arrows)
 * or by its Move up / Move down buttons; the new order is saved at once.
 */
export function SynopticOrderList({ order, openId, canManage, onOpen }: SynopticOrderListProps) {
  const t = useMessage();
  const accessibility = useSortableAnnouncements(order.synoptics, 'synoptic.dnd');
  const sensors = useSensors(
    // A few pixels before a drag starts: a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = order.synoptics.map((synoptic) => synoptic.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) order.move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <Stack gap="xs">
      {order.saving ? (
        <Text role="status" size="sm" c="dimmed">
          {t('synoptic.order.saving')}
        </Text>
      ) : null}
      {order.failed ? (
        <Text role="alert" size="sm" c="var(--mantine-color-red-text)">
          {t('synoptic.order.failed')}
        </Text>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box component="ul" aria-label={t('synoptic.order.label')} p={0} m={0}>
            {order.synoptics.map((synoptic, index) => (
              <SynopticOrderItem
                key={synoptic.id}
                synoptic={synoptic}
                position={index}
                count={order.synoptics.length}
                open={synoptic.id === openId}
                canManage={canManage}
                onOpen={() => onOpen(synoptic.id)}
                onMove={(to) => order.move(index, to)}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}
