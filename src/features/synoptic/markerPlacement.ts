import type { CSSProperties } from 'react';

/** A marker's inline style: its place and the custom properties synoptic.module.css reads. */
export type MarkerStyle = CSSProperties & { '--marker-x'?: string; '--marker-color'?: string };

/** Where a marker sits: x and y are fractions of the image (0..1), so it scales with it. */
export function markerPlacement(point: { x: number; y: number }): MarkerStyle {
  return { left: `${point.x * 100}%`, top: `${point.y * 100}%`, '--marker-x': String(point.x) };
}
