import type { ScreenQueries } from '../../../api/prefetchQueries';

/** The scheduled reports tab's own search params (filters, page, sort), merged into the report screen's. */
export const scheduledSearchShape = {};

/** What the scheduled tab reads first, prefetched by the route when the tab is shown. */
export function scheduledQueries(): ScreenQueries {
  return {};
}
