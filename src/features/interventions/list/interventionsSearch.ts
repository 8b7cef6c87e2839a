import { z } from 'zod';
import type { ListSort } from '../../../api/listPage';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import { DEFAULT_TIME_ZONE } from '../../../lib/dateFormat';
import { DATE_SHORTCUTS, isDateShortcut, resolveRange } from '../../../lib/dateRanges';
import { validCustomRange } from '../../../ui/DateRangePicker/dateRangeValue';
import type { InterventionListParams } from '../../../entities/interventions/api';
import { INTERVENTION_TYPES } from '../../../entities/interventions/interventionStatus';

/*
 * The interventions lists' URL state (spec 001 §2 "Interventions: current and archived lists";
 * CONVENTIONS "Routes and screens": every tab, filter, page and sort is a search param, defaults
 * left out). A malformed field from a shared link is dropped rather than refusing the page.
 */

export const INTERVENTION_TABS = ['current', 'archived'] as const;
export type InterventionTab = (typeof INTERVENTION_TABS)[number];

/** The statuses of current tickets: the archived ones are all completed. */
export const CURRENT_STATUS_NAMES = ['open', 'in_progress', 'on_hold'] as const;

export const INTERVENTION_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_INTERVENTION_PAGE_SIZE = 25;

/** The `ordering` fields, one per sortable column (mocks/handlers/interventions answers the same). */
export const INTERVENTION_SORT_FIELDS = [
  'startDate',
  'project',
  'type',
  'user',
  'title',
  'status',
  'duration',
] as const;
/** The server's default: newest first. Left out of the URL. */
export const DEFAULT_INTERVENTION_SORT = { field: 'startDate', descending: true } as const satisfies ListSort;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

/** The lists' search: both tabs share the filters, the page, the page size and the sort. */
export const interventionsSearch = defineListSearch({
  filters: {
    clientId: positiveId,
    placeId: positiveId,
    projectId: positiveId,
    type: z.enum(INTERVENTION_TYPES).optional().catch(undefined),
    status: z.enum(CURRENT_STATUS_NAMES).optional().catch(undefined),
    /** The period the tickets started in: none by default (every ticket). */
    range: z.enum(DATE_SHORTCUTS).optional().catch(undefined),
    start: z.string().optional().catch(undefined),
    end: z.string().optional().catch(undefined),
    search: z.string().trim().max(200).optional().catch(undefined),
  },
  view: { tab: z.enum(INTERVENTION_TABS).optional().catch(undefined) },
  pageSizes: INTERVENTION_PAGE_SIZES,
  defaultPageSize: DEFAULT_INTERVENTION_PAGE_SIZE,
  sortFields: INTERVENTION_SORT_FIELDS,
  defaultSort: DEFAULT_INTERVENTION_SORT,
  defaults: { tab: 'current' },
});

export const interventionsSearchSchema = interventionsSearch.schema;
export type InterventionsSearch = ListSearchOf<typeof interventionsSearch>;

/** A filter change goes back to page 1; the status filter concerns the current tab only. */
export function withInterventionsFilter(
  search: InterventionsSearch,
  patch: Partial<InterventionsSearch>,
): InterventionsSearch {
  return interventionsSearch.withFilter(search, patch);
}

/** Another tab: its first page, with the same filters (the status one stays with the current tab). */
export function withInterventionsTab(search: InterventionsSearch, tab: InterventionTab): InterventionsSearch {
  return interventionsSearch.withFilter(search, { tab, status: tab === 'archived' ? undefined : search.status });
}

export function withInterventionsSort(search: InterventionsSearch, sort: ListSort | null): InterventionsSearch {
  return interventionsSearch.withSort(search, sort);
}

/** Whether the list is limited to a period (a shortcut or valid explicit dates). */
export function hasPeriod(search: InterventionsSearch, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return isDateShortcut(search.range) || validCustomRange(search.start, search.end, timeZone) !== null;
}

/**
 * The fetch-all's params (spec 001 §7: both GETs take them, the second adding interventionStatus).
 * Page, sort and filters apply to both lists, so each tab's count is its filtered total.
 */
export function interventionListParamsFrom(
  search: InterventionsSearch,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Omit<InterventionListParams, 'interventionStatus'> {
  const limit = search.pageSize ?? DEFAULT_INTERVENTION_PAGE_SIZE;
  const params: Omit<InterventionListParams, 'interventionStatus'> = {
    limit,
    offset: ((search.page ?? 1) - 1) * limit,
    ordering: search.sort,
    clientId: search.clientId,
    placeId: search.placeId,
    projectId: search.projectId,
    type: search.type,
    status: (search.tab ?? 'current') === 'current' ? search.status : undefined,
    search: search.search || undefined,
  };
  if (hasPeriod(search, timeZone)) {
    const period = resolveRange({ shortcut: search.range, start: search.start, end: search.end }, now, timeZone);
    params.start = period.start.toISOString();
    params.end = period.end.toISOString();
  }
  for (const key of Object.keys(params) as (keyof typeof params)[]) if (params[key] === undefined) delete params[key];
  return params;
}
