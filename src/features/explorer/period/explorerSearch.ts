import { z } from 'zod';
import { dateRangeSearchSchema } from '../../../ui/DateRangePicker/dateRangeValue';

/** The period overlays of a time-series graph (issue "Period overlay"): the period just before, or a year before. */
export const OVERLAY_MODES = ['previous', 'year'] as const;
export type OverlayMode = (typeof OVERLAY_MODES)[number];

/**
 * The period and overlay of the dashboard and graph pages' URLs: range | start + end
 * (dateRangeSearchSchema) and overlay, so that a shared link reopens the same view. A malformed
 * overlay falls back to none rather than to an error page.
 */
export const explorerSearchSchema = dateRangeSearchSchema.extend({
  overlay: z.enum(OVERLAY_MODES).optional().catch(undefined),
});
export type ExplorerSearch = z.infer<typeof explorerSearchSchema>;

export function isOverlayMode(value: unknown): value is OverlayMode {
  return typeof value === 'string' && (OVERLAY_MODES as readonly string[]).includes(value);
}
