import { z } from 'zod';
import { dateRangeSearchSchema } from '../../../ui/DateRangePicker/dateRangeValue';
import { OVERLAY_MODES } from '../../../entities/explorer/charts/overlayModes';
import { REFRESH_INTERVALS } from '../live/refreshInterval';
import { graphEventsSearch } from '../../../entities/events/graphEventsSearch';

/**
 * The period and overlay of the dashboard and graph pages' URLs: range | start + end
 * (dateRangeSearchSchema) and overlay, so that a shared link reopens the same view. A malformed
 * overlay falls back to none rather than to an error page.
 */
/** One id or several (a repeated parameter); what is not a graph id is dropped, the rest kept once, in order. */
function graphIds(value: unknown): number[] | undefined {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (item): item is number => typeof item === 'number' && Number.isInteger(item) && item > 0,
  );
  const ids = [...new Set(list)].sort((a, b) => a - b);
  return ids.length > 0 ? ids : undefined;
}

export const explorerSearchSchema = dateRangeSearchSchema.extend({
  overlay: z.enum(OVERLAY_MODES).optional().catch(undefined),
  /** A dashboard's automatic refresh (live/refreshInterval.ts); absent or malformed: off. */
  refresh: z.enum(REFRESH_INTERVALS).optional().catch(undefined),
  /**
   * The dashboard's graphs whose events are hidden (shown by default, issue 36); the graph page says
   * `events=off` for its one graph. A malformed value falls back to the events shown.
   */
  hideEvents: z.unknown().transform(graphIds).optional().catch(undefined),
  ...graphEventsSearch,
});
export type ExplorerSearch = z.infer<typeof explorerSearchSchema>;
