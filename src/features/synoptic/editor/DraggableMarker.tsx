import { Box } from '@mantine/core';
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { relativePosition } from '../../../entities/synoptic/synopticImage';
import { useMessage } from '../../../i18n/useMessage';
import classes from '../synoptic.module.css';
import { markerPlacement } from '../markerPlacement';
import type { DraftPoint } from './synopticDraft';

export interface DraggableMarkerProps {
  point: DraftPoint;
  /** The image the position is a fraction of. */
  imageRef: RefObject<HTMLElement | null>;
  onMove: (x: number, y: number) => void;
}

/** An arrow key moves a marker by 1 % of the image; with Shift, by 5 %. */
const STEP = 0.01;
const BIG_STEP = 0.05;
const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A placed variable on the image being configured: dragged with a pointer, or focused and moved
 * with the arrow keys. Its position is kept as fractions of the image, so it scales with it.
 */
export function DraggableMarker({ point, imageRef, onMove }: DraggableMarkerProps) {
  const t = useMessage();
  const dragging = useRef(false);
  const name = point.label ?? point.variableName;

  const moveTo = (event: PointerEvent<HTMLElement>) => {
    const image = imageRef.current?.getBoundingClientRect();
    if (!image || image.width === 0 || image.height === 0) return;
    const next = relativePosition({ x: event.clientX, y: event.clientY }, image);
    onMove(next.x, next.y);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = KEYS[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    onMove(point.x + direction[0] * step, point.y + direction[1] * step);
  };

  return (
    <Box
      component="button"
      type="button"
      className={classes.marker}
      data-editing
      style={markerPlacement(point)}
      aria-label={t('synoptic.editor.marker', {
        name,
        x: Math.round(point.x * 1000) / 10,
        y: Math.round(point.y * 1000) / 10,
      })}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        event.preventDefault();
      }}
      onPointerMove={(event) => {
        if (dragging.current) moveTo(event);
      }}
      onPointerUp={(event) => {
        if (!dragging.current) return;
        dragging.current = false;
        moveTo(event);
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      <span className={classes.dot} aria-hidden />
      <span className={classes.markerText}>{name}</span>
    </Box>
  );
}
