import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../../api/listSearch';
import { CPE_SEND_STATUSES, type CpeSendListParams } from '../../../../entities/reports/cpeProgramsApi';

/**
 * cperapports/reporhistory's URL state: project, program and status filters, the page. Defaults
 * are left out; a malformed field from a shared link is dropped.
 */

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const cpeHistorySearch = defineListSearch({
  filters: {
    projectId: positiveId,
    programId: positiveId,
    status: z.enum(CPE_SEND_STATUSES).optional().catch(undefined),
  },
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
  /** The sent history answers newest first, in no other order. */
  sortFields: [],
  filterParams: (search): CpeSendListParams => {
    const params: CpeSendListParams = {};
    if (search.projectId) params.projectId = search.projectId;
    if (search.programId) params.programId = search.programId;
    if (search.status) params.status = search.status;
    return params;
  },
});

export const cpeHistorySearchSchema = cpeHistorySearch.schema;
export type CpeHistorySearch = ListSearchOf<typeof cpeHistorySearch>;
