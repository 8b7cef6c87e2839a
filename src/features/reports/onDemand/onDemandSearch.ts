import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { reportsResource, type ReportListParams } from '../../../entities/reports/api';

/*
 * The on-demand reports tab's own search params, merged into the report screen's (reportSearch.ts):
 * the list's page, page size and project filter, and the report open in the form ('new' or its
 * id), so that a shared link reopens the same page and a reload keeps the form open. Prefixed
 * `manual` (the tab's name in the URL) so that the other tabs' params never collide with them.
 */

const positiveInt = z.coerce.number().int().positive();

export const onDemandSearch = defineListSearch({
  keyPrefix: 'manual',
  filters: { manualProject: positiveInt.optional().catch(undefined) },
  view: {
    /** The report in the form: 'new', or the id of the one being edited. */
    manualReport: z
      .union([z.literal('new'), positiveInt])
      .optional()
      .catch(undefined),
  },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  /** GET reports answers newest first, its own order. */
  sortFields: [],
  filterParams: (search): ReportListParams =>
    search.manualProject === undefined ? {} : { projectId: search.manualProject },
});

export const onDemandSearchShape = onDemandSearch.schema.shape;
export type OnDemandSearch = ListSearchOf<typeof onDemandSearch>;

/** GET reports as the tab asks for it: newest first (the server's order), paged, maybe one project. */
export const onDemandListParams = (search: OnDemandSearch): ReportListParams => onDemandSearch.params(search);

/** What the on-demand tab reads first, prefetched by the route when the tab is shown. */
export function onDemandQueries(search: OnDemandSearch = {}): ScreenQueries {
  return { list: reportsResource.listQuery(onDemandListParams(search)) };
}
