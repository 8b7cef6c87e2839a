import type { ScreenQueries } from '../../../api/prefetchQueries';

/** The custom reports tab's own search params (filters, page, sort), merged into the report screen's. */
export const customSearchShape = {};

/** What the custom tab reads first, prefetched by the route when the tab is shown. */
export function customQueries(): ScreenQueries {
  return {};
}
