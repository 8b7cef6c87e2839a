import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import { dateRangeSearchSchema } from '../../../ui/DateRangePicker/dateRangeValue';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { customReportsResource, type CustomReportListParams } from '../../../entities/reports/customReportsApi';

/*
 * The custom reports tab's URL state, merged into the report screen's: every key starts with `c`
 * so that it never meets the other tabs'. The open form and the open "Generate PDF" are in it too,
 * so that a link reopens them. Defaults are left out.
 */

const positiveId = z.coerce.number().int().positive();

export const customSearch = defineListSearch({
  keyPrefix: 'c',
  filters: { cProjectId: positiveId.optional().catch(undefined) },
  view: {
    /** The open form: 'new', or the id of the template edited. */
    cEdit: z
      .union([z.literal('new'), positiveId])
      .optional()
      .catch(undefined),
    /** The template whose PDF is being made. */
    cGenerate: positiveId.optional().catch(undefined),
    /** The PDF's period: a shortcut, or an explicit start and end (M-1 when absent). */
    cRange: dateRangeSearchSchema.shape.range,
    cStart: dateRangeSearchSchema.shape.start,
    cEnd: dateRangeSearchSchema.shape.end,
  },
  /** One size: the tab offers no choice of it. */
  pageSizes: [25],
  defaultPageSize: 25,
  /** GET custom-reports answers in its own order. */
  sortFields: [],
  filterParams: (search): CustomReportListParams =>
    search.cProjectId === undefined ? {} : { projectId: search.cProjectId },
});

export const customSearchShape = customSearch.schema.shape;
export type CustomSearch = ListSearchOf<typeof customSearch>;

export const customListParams = (search: CustomSearch): CustomReportListParams => customSearch.params(search);

export const customListQuery = (search: CustomSearch) => customReportsResource.listQuery(customListParams(search));

/** What the custom tab reads first, prefetched by the route when the tab is shown. */
export function customQueries(): ScreenQueries {
  return { list: customListQuery({}) };
}
