import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import { BEX_REPORT_STATUSES } from '../../../entities/reports/bexReportsApi';

/**
 * The CPE page's URL state (spec 001 §2 cperapports; CONVENTIONS "Routes and screens"): the tab
 * (the reports, or the programs that send them), the project and status filters, the page and the
 * programs' sort: one list search for the two tabs, since a tab change starts from a bare URL.
 * Defaults are left out; a malformed field from a shared link is dropped.
 */

export const CPE_TABS = ['reports', 'programs'] as const;
export type CpeTab = (typeof CPE_TABS)[number];

/** The `ordering` fields GET cpe-programs sorts on (mocks/handlers/reports/cpePrograms.ts). */
export const CPE_PROGRAM_SORT_FIELDS = ['name', 'project', 'interval', 'lastSentAt'] as const;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const cpeListSearch = defineListSearch({
  filters: {
    projectId: positiveId,
    /** The reports' status; the programs have none. */
    status: z.enum(BEX_REPORT_STATUSES).optional().catch(undefined),
  },
  view: { tab: z.enum(CPE_TABS).optional().catch(undefined) },
  defaults: { tab: 'reports' },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  /** The programs' sort; GET bex-reports answers in its own order. */
  sortFields: CPE_PROGRAM_SORT_FIELDS,
});

export const cpeSearchSchema = cpeListSearch.schema;
export type CpeSearch = ListSearchOf<typeof cpeListSearch>;

export const cpeTabOf = (search: CpeSearch): CpeTab => search.tab ?? 'reports';

/** The add pages' search: the project to start from (the list's filter). */
export const cpeAddSearchSchema = z.object({ projectId: positiveId });
