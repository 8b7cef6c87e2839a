import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort, type SortParams } from '../../../api/listPage';
import { withFilterChange } from '../../../lib/searchParams';
import type { PlaceListParams } from '../../../entities/structure/api';

/**
 * The sites list's URL state (CONVENTIONS "Routes and screens": filter, search, page and sort in
 * the URL, defaults left out). A malformed field from a shared link is dropped, not refused.
 */

export const PLACE_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PLACE_PAGE_SIZE = 25;

/** The `ordering` fields GET places sorts on (mocks/handlers/structure/structure.ts). */
export const PLACE_SORT_FIELDS = ['name', 'shortName', 'client', 'city', 'country', 'timezone'] as const;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const placeListSearchSchema = z.object({
  clientId: positiveId,
  name: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(PLACE_PAGE_SIZES)).optional().catch(undefined),
  sort: z
    .string()
    .refine((value) => (PLACE_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
});
export type PlaceListSearch = z.infer<typeof placeListSearchSchema>;

export const PLACE_LIST_SEARCH_DEFAULTS: Partial<PlaceListSearch> = { page: 1, pageSize: DEFAULT_PLACE_PAGE_SIZE };

export function withPlaceListFilter(search: PlaceListSearch, patch: Partial<PlaceListSearch>): PlaceListSearch {
  return withFilterChange(search, patch, PLACE_LIST_SEARCH_DEFAULTS);
}

export function withPlaceListSort(search: PlaceListSearch, sort: ListSort | null): PlaceListSearch {
  return withFilterChange(search, { sort: orderingParam(sort) }, PLACE_LIST_SEARCH_DEFAULTS);
}

export type PlaceQueryParams = PlaceListParams & SortParams;

/** The filters of the view, without paging nor order: what the list and the hidden count share. */
export function placeFilterParams(search: PlaceListSearch): PlaceQueryParams {
  const params: PlaceQueryParams = {};
  if (search.clientId !== undefined) params.clientId = search.clientId;
  if (search.name) params.name = search.name;
  return params;
}

export function placeListParamsFrom(search: PlaceListSearch): PlaceQueryParams {
  const limit = search.pageSize ?? DEFAULT_PLACE_PAGE_SIZE;
  const params: PlaceQueryParams = { ...placeFilterParams(search), limit, offset: ((search.page ?? 1) - 1) * limit };
  if (search.sort) params.ordering = search.sort;
  return params;
}
