import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort } from '../../../api/listPage';
import { withFilterChange } from '../../../lib/searchParams';
import type { VariableListParams } from '../../../entities/variables/api';
import { OBJECT_TYPES } from '../../../entities/variables/variableKinds';

/**
 * The variables list's URL state (spec 000 §2 automatic-variables "list by default"; CONVENTIONS
 * "Routes and screens": every filter, page and sort is a search param, defaults left out). Shared
 * links come from users, so a malformed field is dropped (`.catch(undefined)`) rather than refusing
 * the whole page. `projectId` keeps the name the home's links use (src/features/home/homeRows.ts).
 */

export const VARIABLE_PAGE_SIZES = [25, 50, 100, 200] as const;
export type VariablePageSize = (typeof VARIABLE_PAGE_SIZES)[number];
export const DEFAULT_VARIABLE_PAGE_SIZE: VariablePageSize = 50;

/** The `ordering` fields GET variables sorts on (mocks/handlers/variables/variables.ts answers the same). */
export const VARIABLE_SORT_FIELDS = [
  'client',
  'site',
  'project',
  'name',
  'unit',
  'acquisitionDevice',
  'sourceTechnicalName',
  'type',
  'aggregation',
  'sampling',
  'firstDataDate',
  'lastDataDate',
] as const;
export type VariableSortField = (typeof VARIABLE_SORT_FIELDS)[number];

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);
const text = z.string().trim().max(200).optional().catch(undefined);

export const variablesSearchSchema = z.object({
  clientId: positiveId,
  placeId: positiveId,
  projectId: positiveId,
  /** Text filters: case-insensitive "contains" on the server (spec 000 §7 GET variables). */
  name: text,
  unitName: text,
  sourceTechnicalName: text,
  projectName: text,
  type: z.enum(OBJECT_TYPES).optional().catch(undefined),
  /** An acquisition device of the chosen site (acquisitionDeviceId); ignored without a site. */
  deviceId: positiveId,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(VARIABLE_PAGE_SIZES)).optional().catch(undefined),
  /** Ordering syntax: "name" ascending, "-name" descending. None: the server's own order. */
  sort: z
    .string()
    .refine((value) => (VARIABLE_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
});
export type VariablesSearch = z.infer<typeof variablesSearchSchema>;

/** What the URL leaves out: page 1 of 50. */
export const VARIABLES_SEARCH_DEFAULTS: Partial<VariablesSearch> = {
  page: 1,
  pageSize: DEFAULT_VARIABLE_PAGE_SIZE,
};

/** The filters a reset clears: everything but the sort and the page size, which are preferences. */
export function withoutVariableFilters(search: VariablesSearch): VariablesSearch {
  return withFilterChange({ sort: search.sort, pageSize: search.pageSize }, {}, VARIABLES_SEARCH_DEFAULTS);
}

/** The sort the table shows: the URL's, else none (the server's order). */
export function variablesSortOf(search: VariablesSearch): ListSort | null {
  return parseOrdering(search.sort);
}

/**
 * A filter change, back to page 1 (withFilterChange). A device belongs to one site: a change of
 * site drops it, so the list never filters on a device the filters no longer show.
 */
export function withVariablesFilter(search: VariablesSearch, patch: Partial<VariablesSearch>): VariablesSearch {
  const next: VariablesSearch = { ...search };
  if ('placeId' in patch && patch.placeId !== search.placeId && !('deviceId' in patch)) delete next.deviceId;
  return withFilterChange(next, patch, VARIABLES_SEARCH_DEFAULTS);
}

/** A sort change also goes back to page 1. */
export function withVariablesSort(search: VariablesSearch, sort: ListSort | null): VariablesSearch {
  return withFilterChange(search, { sort: orderingParam(sort) }, VARIABLES_SEARCH_DEFAULTS);
}

/** The GET variables filters and sort of a view, without paging: what the list and the export share. */
export function variableFilterParams(search: VariablesSearch): VariableListParams {
  const params: VariableListParams = {
    ordering: search.sort,
    clientId: search.clientId,
    placeId: search.placeId,
    projectId: search.projectId,
    name: search.name || undefined,
    unitName: search.unitName || undefined,
    sourceTechnicalName: search.sourceTechnicalName || undefined,
    projectName: search.projectName || undefined,
    type: search.type,
    acquisitionDeviceId: search.placeId === undefined ? undefined : search.deviceId,
  };
  for (const key of Object.keys(params) as (keyof VariableListParams)[]) {
    if (params[key] === undefined) delete params[key];
  }
  return params;
}

/** The GET variables params of the page on screen. */
export function variableListParamsFrom(search: VariablesSearch): VariableListParams {
  const limit = search.pageSize ?? DEFAULT_VARIABLE_PAGE_SIZE;
  return { ...variableFilterParams(search), limit, offset: ((search.page ?? 1) - 1) * limit };
}
