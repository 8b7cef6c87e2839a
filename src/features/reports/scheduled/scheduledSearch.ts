import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import {
  scheduledReportHistoryQuery,
  scheduledReportsResource,
  type ScheduledReportHistoryParams,
  type ScheduledReportListParams,
} from '../../../entities/reports/scheduledReportsApi';

/*
 * The scheduled reports tab's URL state (spec 001 §2 "Automatic reports"; CONVENTIONS "every
 * filter, page and overlay is a search param"): merged into the report screen's search, so every
 * key starts with `s` and never meets the other tabs'. Defaults are left out of the URL.
 */

export const HISTORY_PAGE_SIZE = 20;

const positiveId = z.coerce.number().int().positive();

export const scheduledSearch = defineListSearch({
  keyPrefix: 's',
  filters: { sProjectId: positiveId.optional().catch(undefined) },
  view: {
    /** The open form: 'new', or the id of the scheduled report edited. */
    sEdit: z
      .union([z.literal('new'), positiveId])
      .optional()
      .catch(undefined),
    /** The open sent history: 'all', or the id of one scheduled report. */
    sHistory: z
      .union([z.literal('all'), positiveId])
      .optional()
      .catch(undefined),
    sHistoryPage: z.coerce.number().int().min(1).optional().catch(undefined),
  },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  /** GET scheduled-reports answers in its own order. */
  sortFields: [],
  filterParams: (search): ScheduledReportListParams =>
    search.sProjectId === undefined ? {} : { projectId: search.sProjectId },
});

export const scheduledSearchShape = scheduledSearch.schema.shape;
export type ScheduledSearch = ListSearchOf<typeof scheduledSearch>;

/** GET scheduled-reports params of the list as the URL sets it. */
export const scheduledListParams = (search: ScheduledSearch): ScheduledReportListParams =>
  scheduledSearch.params(search);

/** GET scheduled-reports/history params: one report's sendings, or all of them in the project filter. */
export function scheduledHistoryParams(search: ScheduledSearch): ScheduledReportHistoryParams {
  const params: ScheduledReportHistoryParams = {
    limit: HISTORY_PAGE_SIZE,
    offset: ((search.sHistoryPage ?? 1) - 1) * HISTORY_PAGE_SIZE,
  };
  if (typeof search.sHistory === 'number') params.scheduledReportId = search.sHistory;
  else if (search.sProjectId !== undefined) params.projectId = search.sProjectId;
  return params;
}

export const scheduledListQuery = (search: ScheduledSearch) =>
  scheduledReportsResource.listQuery(scheduledListParams(search));

export const scheduledHistoryListQuery = (search: ScheduledSearch) =>
  scheduledReportHistoryQuery.query(scheduledHistoryParams(search));

/**
 * What the scheduled tab reads first, prefetched by the route when the tab is shown: the list's
 * first page as a link without filters opens it (the screen reads the URL's own page itself).
 */
export function scheduledQueries(): ScreenQueries {
  return { list: scheduledListQuery({}) };
}
