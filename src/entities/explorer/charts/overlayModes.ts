/** The period overlays of a time-series graph (issue "Period overlay"): the period just before, or a year before. */
export const OVERLAY_MODES = ['previous', 'year'] as const;
export type OverlayMode = (typeof OVERLAY_MODES)[number];

export function isOverlayMode(value: unknown): value is OverlayMode {
  return typeof value === 'string' && (OVERLAY_MODES as readonly string[]).includes(value);
}
