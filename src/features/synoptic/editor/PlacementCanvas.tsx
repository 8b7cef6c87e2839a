import { Box } from '@mantine/core';
import { useRef } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import classes from '../synoptic.module.css';
import { DraggableMarker } from './DraggableMarker';
import type { DraftPoint } from './synopticDraft';

export interface PlacementCanvasProps {
  imageUrl: string;
  synopticName: string;
  points: readonly DraftPoint[];
  onMove: (id: DraftPoint['id'], x: number, y: number) => void;
}

/** The image being configured, scaled to the width available, with its markers to drag. */
export function PlacementCanvas({ imageUrl, synopticName, points, onMove }: PlacementCanvasProps) {
  const t = useMessage();
  const stageRef = useRef<HTMLDivElement>(null);
  return (
    <Box
      ref={stageRef}
      className={classes.stage}
      role="group"
      aria-label={t('synoptic.editor.canvas', { name: synopticName })}
    >
      <img
        className={classes.image}
        src={imageUrl}
        alt={t('synoptic.image.alt', { name: synopticName })}
        draggable={false}
      />
      {points.map((point) => (
        <DraggableMarker key={point.id} point={point} imageRef={stageRef} onMove={(x, y) => onMove(point.id, x, y)} />
      ))}
    </Box>
  );
}
