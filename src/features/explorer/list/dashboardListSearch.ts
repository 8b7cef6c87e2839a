import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort, type SortParams } from '../../../api/listPage';
import { withFilterChange } from '../../../lib/searchParams';
import type { DashboardListParams } from '../../../entities/explorer/api';

/**
 * The dashboards list's URL state (spec 000 §2 data-explorer; CONVENTIONS "Routes and screens":
 * the name filter, page, page size and sort are search params, defaults left out). A malformed
 * field from a shared link is dropped rather than refusing the page.
 */

export const DASHBOARD_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_DASHBOARD_PAGE_SIZE = 25;

/** The `ordering` fields GET dashboard sorts on (mocks/handlers/explorer/dashboards.ts). */
export const DASHBOARD_SORT_FIELDS = ['name', 'project', 'graphs', 'updatedAt'] as const;

export const dashboardListSearchSchema = z.object({
  name: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(DASHBOARD_PAGE_SIZES)).optional().catch(undefined),
  /** "name" ascending, "-name" descending; none: the server's own order. */
  sort: z
    .string()
    .refine((value) => (DASHBOARD_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
});
export type DashboardListSearch = z.infer<typeof dashboardListSearchSchema>;

export const DASHBOARD_LIST_SEARCH_DEFAULTS: Partial<DashboardListSearch> = {
  page: 1,
  pageSize: DEFAULT_DASHBOARD_PAGE_SIZE,
};

/** A filter change, back to page 1. */
export function withDashboardListFilter(
  search: DashboardListSearch,
  patch: Partial<DashboardListSearch>,
): DashboardListSearch {
  return withFilterChange(search, patch, DASHBOARD_LIST_SEARCH_DEFAULTS);
}

/** A sort change also goes back to page 1. */
export function withDashboardListSort(search: DashboardListSearch, sort: ListSort | null): DashboardListSearch {
  return withFilterChange(search, { sort: orderingParam(sort) }, DASHBOARD_LIST_SEARCH_DEFAULTS);
}

export const dashboardListSortOf = (search: DashboardListSearch): ListSort | null => parseOrdering(search.sort);

export type DashboardQueryParams = DashboardListParams & SortParams;

/** GET dashboard's params for the page on screen. */
export function dashboardListParamsFrom(search: DashboardListSearch): DashboardQueryParams {
  const limit = search.pageSize ?? DEFAULT_DASHBOARD_PAGE_SIZE;
  const params: DashboardQueryParams = { limit, offset: ((search.page ?? 1) - 1) * limit };
  if (search.name) params.name = search.name;
  if (search.sort) params.ordering = search.sort;
  return params;
}
