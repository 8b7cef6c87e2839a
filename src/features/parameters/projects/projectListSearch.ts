import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort, type SortParams } from '../../../api/listPage';
import { withFilterChange } from '../../../lib/searchParams';
import type { ProjectListParams } from '../../../entities/structure/api';

/**
 * The projects list's URL state (spec 001 §2 parameters/projects; CONVENTIONS "Routes and
 * screens": client, site, name, page, size and sort in the URL, defaults left out). `new` opens the
 * create dialog, so that a reload keeps it open with its draft.
 */

export const PROJECT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PROJECT_PAGE_SIZE = 25;

/** The `ordering` fields GET project sorts on: the spec's columns (mocks/handlers/structure/structure.ts). */
export const PROJECT_SORT_FIELDS = [
  'client',
  'site',
  'name',
  'chrono_sf',
  'project_manager',
  'signature_date',
  'start_date',
  'nombre_aape',
  'engagement_mwh',
  'engagement_mwh_pcs',
] as const;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const projectListSearchSchema = z.object({
  clientId: positiveId,
  placeId: positiveId,
  name: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(PROJECT_PAGE_SIZES)).optional().catch(undefined),
  sort: z
    .string()
    .refine((value) => (PROJECT_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
  new: z.boolean().optional().catch(undefined),
});
export type ProjectListSearch = z.infer<typeof projectListSearchSchema>;

export const PROJECT_LIST_SEARCH_DEFAULTS: Partial<ProjectListSearch> = {
  page: 1,
  pageSize: DEFAULT_PROJECT_PAGE_SIZE,
  new: false,
};

export function withProjectListFilter(search: ProjectListSearch, patch: Partial<ProjectListSearch>): ProjectListSearch {
  return withFilterChange(search, patch, PROJECT_LIST_SEARCH_DEFAULTS);
}

export function withProjectListSort(search: ProjectListSearch, sort: ListSort | null): ProjectListSearch {
  return withFilterChange(search, { sort: orderingParam(sort) }, PROJECT_LIST_SEARCH_DEFAULTS);
}

export type ProjectQueryParams = ProjectListParams & SortParams;

/** The filters of the view, without paging nor order: what the list and the hidden count share. */
export function projectFilterParams(search: Pick<ProjectListSearch, 'clientId' | 'placeId' | 'name'>) {
  const params: ProjectQueryParams = {};
  if (search.clientId !== undefined) params.clientId = search.clientId;
  if (search.placeId !== undefined) params.placeId = search.placeId;
  if (search.name) params.name = search.name;
  return params;
}

export function projectListParamsFrom(search: ProjectListSearch): ProjectQueryParams {
  const limit = search.pageSize ?? DEFAULT_PROJECT_PAGE_SIZE;
  const params: ProjectQueryParams = {
    ...projectFilterParams(search),
    limit,
    offset: ((search.page ?? 1) - 1) * limit,
  };
  if (search.sort) params.ordering = search.sort;
  return params;
}
