import { z } from 'zod';
import { dateRangeSearchSchema } from '../../../ui/DateRangePicker/dateRangeValue';
import { OVERLAY_MODES } from '../../../entities/explorer/charts/overlayModes';

/**
 * The period and overlay of the dashboard and graph pages' URLs: range | start + end
 * (dateRangeSearchSchema) and overlay, so that a shared link reopens the same view. A malformed
 * overlay falls back to none rather than to an error page.
 */
export const explorerSearchSchema = dateRangeSearchSchema.extend({
  overlay: z.enum(OVERLAY_MODES).optional().catch(undefined),
});
export type ExplorerSearch = z.infer<typeof explorerSearchSchema>;
