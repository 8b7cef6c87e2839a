import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import {
  BEX_REPORT_STATUSES,
  MAINTENANCE_CHECK_KINDS,
  bexReportsResource,
  type BexReportListParams,
} from '../../../entities/reports/bexReportsApi';

/*
 * The URL state of the maintenance reports (spec 001 §2 bexrapports: list, add, edit/{rapportId};
 * CONVENTIONS "Routes and screens"): a copied link reopens the same filters, page, findings filter
 * and open chart. Malformed fields are dropped rather than refusing the page.
 */

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const maintenanceListSearch = defineListSearch({
  filters: {
    projectId: positiveId,
    status: z.enum(BEX_REPORT_STATUSES).optional().catch(undefined),
  },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  /** GET bex-reports answers in its own order. */
  sortFields: [],
  filterParams: (search): BexReportListParams => {
    const params: BexReportListParams = { type: 'maintenance' };
    if (search.projectId !== undefined) params.projectId = search.projectId;
    if (search.status !== undefined) params.status = search.status;
    return params;
  },
});

export const maintenanceListSearchSchema = maintenanceListSearch.schema;
export type MaintenanceListSearch = ListSearchOf<typeof maintenanceListSearch>;

/** The list screen's read: the route's loader prefetches it, the screen reads it. */
export function maintenanceListQueries(search: MaintenanceListSearch) {
  return { list: bexReportsResource.listQuery(maintenanceListSearch.params(search)) };
}

/** A new report: the project it starts on (the list's filter). */
export const maintenanceAddSearchSchema = z.object({ projectId: positiveId });
export type MaintenanceAddSearch = z.infer<typeof maintenanceAddSearchSchema>;

/** A report's page: its findings filtered by check kind, and the finding whose chart is open. */
export const maintenanceEditSearchSchema = z.object({
  check: z.enum(MAINTENANCE_CHECK_KINDS).optional().catch(undefined),
  chart: z.coerce.number().int().min(0).optional().catch(undefined),
});
export type MaintenanceEditSearch = z.infer<typeof maintenanceEditSearchSchema>;

export function maintenanceReportQueries(rapportId: number) {
  return { report: bexReportsResource.detailQuery(rapportId) };
}
