import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import type { SortParams } from '../../../api/listPage';
import type { PlaceListParams } from '../../../entities/structure/api';

/**
 * The sites list's URL state (CONVENTIONS "Routes and screens": filter, search, page and sort in
 * the URL, defaults left out). A malformed field from a shared link is dropped, not refused.
 */

export type PlaceQueryParams = PlaceListParams & SortParams;

export const placeListSearch = defineListSearch({
  filters: {
    clientId: z.coerce.number().int().positive().optional().catch(undefined),
    name: z.string().trim().max(200).optional().catch(undefined),
  },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  /** The `ordering` fields GET places sorts on (mocks/handlers/structure/structure.ts). */
  sortFields: ['name', 'shortName', 'client', 'city', 'country', 'timezone'],
  /** The filters of the view, without paging nor order: what the list and the hidden count share. */
  filterParams: (search): PlaceQueryParams => {
    const params: PlaceQueryParams = {};
    if (search.clientId !== undefined) params.clientId = search.clientId;
    if (search.name) params.name = search.name;
    return params;
  },
});

export const placeListSearchSchema = placeListSearch.schema;
export type PlaceListSearch = ListSearchOf<typeof placeListSearch>;
