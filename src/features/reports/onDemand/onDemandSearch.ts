import { z } from 'zod';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { reportsResource, type ReportListParams } from '../../../entities/reports/api';

/*
 * The on-demand reports tab's own search params, merged into the report screen's (reportSearch.ts):
 * the list's page, page size and project filter, and the report open in the form ('new' or its
 * id), so that a shared link reopens the same page and a reload keeps the form open. Prefixed
 * `manual` (the tab's name in the URL) so that the other tabs' params never collide with them.
 */

export const ON_DEMAND_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_ON_DEMAND_PAGE_SIZE = 25;

const positiveInt = z.coerce.number().int().positive().optional().catch(undefined);

export const onDemandSearchShape = {
  manualPage: positiveInt,
  manualPageSize: z.coerce
    .number()
    .refine((size) => (ON_DEMAND_PAGE_SIZES as readonly number[]).includes(size))
    .optional()
    .catch(undefined),
  manualProject: positiveInt,
  /** The report in the form: 'new', or the id of the one being edited. */
  manualReport: z
    .union([z.literal('new'), z.coerce.number().int().positive()])
    .optional()
    .catch(undefined),
};

export interface OnDemandSearch {
  manualPage?: number;
  manualPageSize?: number;
  manualProject?: number;
  manualReport?: 'new' | number;
}

/** GET reports as the tab asks for it: newest first (the server's order), paged, maybe one project. */
export function onDemandListParams(search: OnDemandSearch): ReportListParams {
  const limit = search.manualPageSize ?? DEFAULT_ON_DEMAND_PAGE_SIZE;
  return {
    limit,
    offset: ((search.manualPage ?? 1) - 1) * limit,
    ...(search.manualProject === undefined ? {} : { projectId: search.manualProject }),
  };
}

/** What the on-demand tab reads first, prefetched by the route when the tab is shown. */
export function onDemandQueries(search: OnDemandSearch = {}): ScreenQueries {
  return { list: reportsResource.listQuery(onDemandListParams(search)) };
}
