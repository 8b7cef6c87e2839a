import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import type { ImportListParams } from '../../../entities/transfers/importsApi';
import { IMPORT_STATUSES } from '../../../entities/transfers/importWorkflow';

/*
 * The manual-config screen's URL state (CONVENTIONS "Routes and screens"): the client and site
 * (imports are per site, spec 001 §3), the imports' status filter, page and page size, and the new
 * import drawer, so that a copied link reopens the same view. Defaults are left out; a malformed
 * field from a shared link is dropped rather than refusing the page.
 */

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const manualConfigSearch = defineListSearch({
  filters: {
    clientId: positiveId,
    placeId: positiveId,
    status: z.enum(IMPORT_STATUSES).optional().catch(undefined),
  },
  view: {
    /** The new import drawer is open. */
    newImport: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
      .optional()
      .catch(undefined),
  },
  defaults: { newImport: false },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  /** GET imports answers newest first, in no other order. */
  sortFields: [],
  filterParams: (search): ImportListParams => {
    const params: ImportListParams = {};
    if (search.clientId !== undefined) params.clientId = search.clientId;
    if (search.placeId !== undefined) params.placeId = search.placeId;
    if (search.status !== undefined) params.status = search.status;
    return params;
  },
});

export const manualConfigSearchSchema = manualConfigSearch.schema;
export type ManualConfigSearch = ListSearchOf<typeof manualConfigSearch>;
