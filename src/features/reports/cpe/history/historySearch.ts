import { z } from 'zod';
import { CPE_SEND_STATUSES, type CpeSendListParams } from '../../../../entities/reports/cpeProgramsApi';
import { withFilterChange } from '../../../../lib/searchParams';

/**
 * cperapports/reporhistory's URL state: project, program and status filters, the page. Defaults
 * are left out; a malformed field from a shared link is dropped.
 */

export const HISTORY_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_HISTORY_PAGE_SIZE = 50;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const cpeHistorySearchSchema = z.object({
  projectId: positiveId,
  programId: positiveId,
  status: z.enum(CPE_SEND_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(HISTORY_PAGE_SIZES)).optional().catch(undefined),
});
export type CpeHistorySearch = z.infer<typeof cpeHistorySearchSchema>;

export const CPE_HISTORY_DEFAULTS: Partial<CpeHistorySearch> = { page: 1, pageSize: DEFAULT_HISTORY_PAGE_SIZE };

export function withHistoryFilter(search: CpeHistorySearch, patch: Partial<CpeHistorySearch>): CpeHistorySearch {
  return withFilterChange(search, patch, CPE_HISTORY_DEFAULTS);
}

export function cpeHistoryParams(search: CpeHistorySearch): CpeSendListParams {
  const limit = search.pageSize ?? DEFAULT_HISTORY_PAGE_SIZE;
  const params: CpeSendListParams = { limit, offset: ((search.page ?? 1) - 1) * limit };
  if (search.projectId) params.projectId = search.projectId;
  if (search.programId) params.programId = search.programId;
  if (search.status) params.status = search.status;
  return params;
}
