import { z } from 'zod';
import type { ScreenQueries } from '../../api/prefetchQueries';
import { customQueries, customSearchShape } from './custom/customSearch';
import { onDemandQueries, onDemandSearchShape } from './onDemand/onDemandSearch';
import { scheduledQueries, scheduledSearchShape } from './scheduled/scheduledSearch';

/**
 * The report screen's URL state (spec 001 §2 "report"; §2 "Reports: manual, automatic … and
 * custom"): the tab, and each tab's own filters, page and sort, so that a shared link reopens the
 * same list. The manual (on-demand) tab is the default and is left out of the URL.
 */
export const REPORT_TABS = ['manual', 'automatic', 'custom'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const DEFAULT_REPORT_TAB: ReportTab = 'manual';

export const reportSearchSchema = z.object({
  tab: z.enum(REPORT_TABS).optional().catch(undefined),
  ...onDemandSearchShape,
  ...scheduledSearchShape,
  ...customSearchShape,
});
export type ReportSearch = z.infer<typeof reportSearchSchema>;

export function reportTabOf(search: ReportSearch): ReportTab {
  return search.tab ?? DEFAULT_REPORT_TAB;
}

/** The shown tab's first reads. */
export function reportQueries(search: ReportSearch): ScreenQueries {
  switch (reportTabOf(search)) {
    case 'manual':
      return onDemandQueries(search);
    case 'automatic':
      return scheduledQueries();
    case 'custom':
      return customQueries();
  }
}
