import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort } from '../../../api/listPage';
import { withFilterChange } from '../../../lib/searchParams';
import { BEX_REPORT_STATUSES } from '../../../entities/reports/bexReportsApi';

/**
 * The CPE page's URL state (spec 001 §2 cperapports; CONVENTIONS "Routes and screens"): the tab
 * (the reports, or the programs that send them), the project and status filters, the page and the
 * programs' sort. Defaults are left out; a malformed field from a shared link is dropped.
 */

export const CPE_TABS = ['reports', 'programs'] as const;
export type CpeTab = (typeof CPE_TABS)[number];

export const CPE_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_CPE_PAGE_SIZE = 25;

/** The `ordering` fields GET cpe-programs sorts on (mocks/handlers/reports/cpePrograms.ts). */
export const CPE_PROGRAM_SORT_FIELDS = ['name', 'project', 'interval', 'lastSentAt'] as const;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const cpeSearchSchema = z.object({
  tab: z.enum(CPE_TABS).optional().catch(undefined),
  projectId: positiveId,
  status: z.enum(BEX_REPORT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(CPE_PAGE_SIZES)).optional().catch(undefined),
  sort: z
    .string()
    .refine((value) => (CPE_PROGRAM_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
});
export type CpeSearch = z.infer<typeof cpeSearchSchema>;

export const CPE_SEARCH_DEFAULTS: Partial<CpeSearch> = { tab: 'reports', page: 1, pageSize: DEFAULT_CPE_PAGE_SIZE };

export const cpeTabOf = (search: CpeSearch): CpeTab => search.tab ?? 'reports';

/** A filter change goes back to page 1. */
export function withCpeFilter(search: CpeSearch, patch: Partial<CpeSearch>): CpeSearch {
  return withFilterChange(search, patch, CPE_SEARCH_DEFAULTS);
}

export function withCpeSort(search: CpeSearch, sort: ListSort | null): CpeSearch {
  return withFilterChange(search, { sort: orderingParam(sort) }, CPE_SEARCH_DEFAULTS);
}

export const cpeSortOf = (search: CpeSearch): ListSort | null => parseOrdering(search.sort);

/** limit/offset of the page on screen. */
export function cpePageParams(search: CpeSearch): { limit: number; offset: number } {
  const limit = search.pageSize ?? DEFAULT_CPE_PAGE_SIZE;
  return { limit, offset: ((search.page ?? 1) - 1) * limit };
}

/** The add pages' search: the project to start from (the list's filter). */
export const cpeAddSearchSchema = z.object({ projectId: positiveId });
