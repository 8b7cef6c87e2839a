import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Synoptic } from '../../entities/synoptic/api';

/** What a screen reader hears while a synoptic is moved by keyboard or pointer, in the user's language. */
export function useSynopticAnnouncements(synoptics: readonly Synoptic[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const intl = useIntl();
  return useMemo(() => {
    const count = synoptics.length;
    const nameOf = (id: UniqueIdentifier) => synoptics.find((synoptic) => synoptic.id === id)?.name ?? '';
    const positionOf = (id: UniqueIdentifier) => synoptics.findIndex((synoptic) => synoptic.id === id) + 1;
    const say = (key: 'start' | 'over' | 'end' | 'cancel' | 'outside', name: string, position = 0) =>
      intl.formatMessage({ id: `synoptic.dnd.${key}` }, { name, position, count });
    return {
      screenReaderInstructions: { draggable: intl.formatMessage({ id: 'synoptic.dnd.instructions' }) },
      announcements: {
        onDragStart: ({ active }) => say('start', nameOf(active.id), positionOf(active.id)),
        onDragOver: ({ active, over }) =>
          over ? say('over', nameOf(active.id), positionOf(over.id)) : say('outside', nameOf(active.id)),
        onDragEnd: ({ active, over }) =>
          over ? say('end', nameOf(active.id), positionOf(over.id)) : say('outside', nameOf(active.id)),
        onDragCancel: ({ active }) => say('cancel', nameOf(active.id), positionOf(active.id)),
      },
    };
  }, [intl, synoptics]);
}
