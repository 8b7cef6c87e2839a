import { z } from 'zod';
import {
  BEX_REPORT_STATUSES,
  MAINTENANCE_CHECK_KINDS,
  bexReportsResource,
  type BexReportListParams,
} from '../../../entities/reports/bexReportsApi';
import { withFilterChange } from '../../../lib/searchParams';

/*
 * The URL state of the maintenance reports (spec 001 §2 bexrapports: list, add, edit/{rapportId};
 * CONVENTIONS "Routes and screens"): a copied link reopens the same filters, page, findings filter
 * and open chart. Malformed fields are dropped rather than refusing the page.
 */

export const MAINTENANCE_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_MAINTENANCE_PAGE_SIZE = 25;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const maintenanceListSearchSchema = z.object({
  projectId: positiveId,
  status: z.enum(BEX_REPORT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(MAINTENANCE_PAGE_SIZES)).optional().catch(undefined),
});
export type MaintenanceListSearch = z.infer<typeof maintenanceListSearchSchema>;

const LIST_DEFAULTS: Partial<MaintenanceListSearch> = { page: 1, pageSize: DEFAULT_MAINTENANCE_PAGE_SIZE };

/** A filter change goes back to page 1; defaults are left out of the URL. */
export function withMaintenanceFilter(
  search: MaintenanceListSearch,
  patch: Partial<MaintenanceListSearch>,
): MaintenanceListSearch {
  return withFilterChange(search, patch, LIST_DEFAULTS);
}

export function maintenanceListParams(search: MaintenanceListSearch): BexReportListParams {
  const limit = search.pageSize ?? DEFAULT_MAINTENANCE_PAGE_SIZE;
  const params: BexReportListParams = { type: 'maintenance', limit, offset: ((search.page ?? 1) - 1) * limit };
  if (search.projectId !== undefined) params.projectId = search.projectId;
  if (search.status !== undefined) params.status = search.status;
  return params;
}

/** The list screen's read: the route's loader prefetches it, the screen reads it. */
export function maintenanceListQueries(search: MaintenanceListSearch) {
  return { list: bexReportsResource.listQuery(maintenanceListParams(search)) };
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
