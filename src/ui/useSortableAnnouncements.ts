import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The catalogue's prefix of one sortable list's messages: `<prefix>.instructions`, `.start`, `.over`… */
export type SortableMessagePrefix = 'synoptic.dnd' | 'explorerDashboard.dnd';

/**
 * What a screen reader hears while an item of a sortable list is moved by keyboard or pointer, in
 * the user's language: its name, its new position and the list's length.
 */
export function useSortableAnnouncements(
  items: readonly { id: UniqueIdentifier; name: string }[],
  prefix: SortableMessagePrefix,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const intl = useIntl();
  return useMemo(() => {
    const count = items.length;
    const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.name ?? '';
    const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
    const say = (key: 'start' | 'over' | 'end' | 'cancel' | 'outside', name: string, position = 0) =>
      intl.formatMessage({ id: `${prefix}.${key}` }, { name, position, count });
    return {
      screenReaderInstructions: { draggable: intl.formatMessage({ id: `${prefix}.instructions` }) },
      announcements: {
        onDragStart: ({ active }) => say('start', nameOf(active.id), positionOf(active.id)),
        onDragOver: ({ active, over }) =>
          over ? say('over', nameOf(active.id), positionOf(over.id)) : say('outside', nameOf(active.id)),
        onDragEnd: ({ active, over }) =>
          over ? say('end', nameOf(active.id), positionOf(over.id)) : say('outside', nameOf(active.id)),
        onDragCancel: ({ active }) => say('cancel', nameOf(active.id), positionOf(active.id)),
      },
    };
  }, [intl, items, prefix]);
}
