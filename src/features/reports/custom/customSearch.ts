import { z } from 'zod';
import { dateRangeSearchSchema } from '../../../ui/DateRangePicker/dateRangeValue';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { customReportsResource, type CustomReportListParams } from '../../../entities/reports/customReportsApi';

/*
 * The custom reports tab's URL state, merged into the report screen's: every key starts with `c`
 * so that it never meets the other tabs'. The open form and the open "Generate PDF" are in it too,
 * so that a link reopens them. Defaults are left out.
 */

export const CUSTOM_PAGE_SIZE = 25;
const positiveId = z.coerce.number().int().positive();

export const customSearchShape = {
  cProjectId: positiveId.optional().catch(undefined),
  cPage: z.coerce.number().int().min(1).optional().catch(undefined),
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
};
export type CustomSearch = z.infer<z.ZodObject<typeof customSearchShape>>;

export function customListParams(search: CustomSearch): CustomReportListParams {
  const params: CustomReportListParams = {
    limit: CUSTOM_PAGE_SIZE,
    offset: ((search.cPage ?? 1) - 1) * CUSTOM_PAGE_SIZE,
  };
  if (search.cProjectId !== undefined) params.projectId = search.cProjectId;
  return params;
}

export const customListQuery = (search: CustomSearch) => customReportsResource.listQuery(customListParams(search));

/** What the custom tab reads first, prefetched by the route when the tab is shown. */
export function customQueries(): ScreenQueries {
  return { list: customListQuery({}) };
}
