import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Graph } from '../../../entities/explorer/api';

/** What a screen reader hears while a graph is moved by keyboard or pointer, in the user's language. */
export function useDashboardAnnouncements(graphs: readonly Graph[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const intl = useIntl();
  return useMemo(() => {
    const count = graphs.length;
    const nameOf = (id: UniqueIdentifier) => graphs.find((graph) => graph.id === id)?.name ?? '';
    const positionOf = (id: UniqueIdentifier) => graphs.findIndex((graph) => graph.id === id) + 1;
    const say = (key: 'start' | 'over' | 'end' | 'cancel' | 'outside', name: string, position = 0) =>
      intl.formatMessage({ id: `explorerDashboard.dnd.${key}` }, { name, position, count });
    return {
      screenReaderInstructions: { draggable: intl.formatMessage({ id: 'explorerDashboard.dnd.instructions' }) },
      announcements: {
        onDragStart: ({ active }) => say('start', nameOf(active.id), positionOf(active.id)),
        onDragOver: ({ active, over }) =>
          over ? say('over', nameOf(active.id), positionOf(over.id)) : say('outside', nameOf(active.id)),
        onDragEnd: ({ active, over }) =>
          over ? say('end', nameOf(active.id), positionOf(over.id)) : say('outside', nameOf(active.id)),
        onDragCancel: ({ active }) => say('cancel', nameOf(active.id), positionOf(active.id)),
      },
    };
  }, [intl, graphs]);
}
