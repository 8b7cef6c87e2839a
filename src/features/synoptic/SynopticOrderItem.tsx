import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, UnstyledButton } from '@mantine/core';
import type { Synoptic } from '../../entities/synoptic/api';
import { useMessage } from '../../i18n/useMessage';

export interface SynopticOrderItemProps {
  synoptic: Synoptic;
  position: number;
  count: number;
  open: boolean;
  canManage: boolean;
  onOpen: () => void;
  onMove: (to: number) => void;
}

/** One synoptic of the ordered list: its name opens it; with manage, a handle and Move up / down. */
export function SynopticOrderItem(props: SynopticOrderItemProps) {
  const { synoptic, position, count, open, canManage, onOpen, onMove } = props;
  const t = useMessage();
  // Taken apart: the React Compiler lint holds an object whose member goes to `ref` for a ref.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: synoptic.id,
    disabled: !canManage,
  });
  const name = { name: synoptic.name };

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      radius="sm"
      p={4}
      mb={6}
      bg={open ? 'var(--mantine-color-blue-light)' : undefined}
      bd={open ? '1px solid var(--mantine-color-blue-6)' : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        listStyle: 'none',
      }}
    >
      <Group gap={4} wrap="nowrap">
        {canManage ? (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
            aria-label={t('synoptic.order.drag', name)}
          >
            <span aria-hidden>⠿</span>
          </ActionIcon>
        ) : null}
        <UnstyledButton
          onClick={onOpen}
          aria-current={open ? 'page' : undefined}
          px={6}
          py={4}
          fw={open ? 700 : 500}
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {synoptic.name}
        </UnstyledButton>
        {canManage ? (
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={position === 0}
              onClick={() => onMove(position - 1)}
              aria-label={t('synoptic.order.up', name)}
            >
              <span aria-hidden>↑</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={position === count - 1}
              onClick={() => onMove(position + 1)}
              aria-label={t('synoptic.order.down', name)}
            >
              <span aria-hidden>↓</span>
            </ActionIcon>
          </>
        ) : null}
      </Group>
    </Paper>
  );
}
