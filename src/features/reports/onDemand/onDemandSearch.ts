import type { ScreenQueries } from '../../../api/prefetchQueries';

/** The on-demand reports tab's own search params (filters, page, sort), merged into the report screen's. */
export const onDemandSearchShape = {};

/** What the on-demand tab reads first, prefetched by the route when the tab is shown. */
export function onDemandQueries(): ScreenQueries {
  return {};
}
