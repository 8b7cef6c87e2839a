import { z } from 'zod';
import type { ImportListParams } from '../../../entities/transfers/importsApi';
import { IMPORT_STATUSES } from '../../../entities/transfers/importWorkflow';
import { cleanSearch, withFilterChange } from '../../../lib/searchParams';

/*
 * The manual-config screen's URL state (CONVENTIONS "Routes and screens"): the client and site
 * (imports are per site, spec 001 §3), the imports' status filter, page and page size, and the new
 * import drawer, so that a copied link reopens the same view. Defaults are left out; a malformed
 * field from a shared link is dropped rather than refusing the page.
 */

export const IMPORT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_IMPORT_PAGE_SIZE = 25;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const manualConfigSearchSchema = z.object({
  clientId: positiveId,
  placeId: positiveId,
  status: z.enum(IMPORT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(IMPORT_PAGE_SIZES)).optional().catch(undefined),
  /** The new import drawer is open. */
  newImport: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional()
    .catch(undefined),
});
export type ManualConfigSearch = z.infer<typeof manualConfigSearchSchema>;

const DEFAULTS: Partial<ManualConfigSearch> = { page: 1, pageSize: DEFAULT_IMPORT_PAGE_SIZE, newImport: false };

/** Leaves the defaults and empty values out of the URL. */
export const cleanManualConfigSearch = (search: ManualConfigSearch): ManualConfigSearch =>
  cleanSearch(search, DEFAULTS);

/** A filter change goes back to the first page (the page size is a preference, kept). */
export const withManualConfigFilter = (
  search: ManualConfigSearch,
  patch: Partial<ManualConfigSearch>,
): ManualConfigSearch => withFilterChange(search, patch, DEFAULTS);

/** GET imports as the list asks for it: newest first (the server's order), paged and filtered. */
export function importListParams(search: ManualConfigSearch): ImportListParams {
  const limit = search.pageSize ?? DEFAULT_IMPORT_PAGE_SIZE;
  const params: ImportListParams = { limit, offset: ((search.page ?? 1) - 1) * limit };
  if (search.clientId !== undefined) params.clientId = search.clientId;
  if (search.placeId !== undefined) params.placeId = search.placeId;
  if (search.status !== undefined) params.status = search.status;
  return params;
}
