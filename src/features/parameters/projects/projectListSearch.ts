import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import type { SortParams } from '../../../api/listPage';
import type { ProjectListParams } from '../../../entities/structure/api';

/**
 * The projects list's URL state (spec 001 §2 parameters/projects; CONVENTIONS "Routes and
 * screens": client, site, name, page, size and sort in the URL, defaults left out). `new` opens the
 * create dialog, so that a reload keeps it open with its draft.
 */

export type ProjectQueryParams = ProjectListParams & SortParams;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const projectListSearch = defineListSearch({
  filters: {
    clientId: positiveId,
    placeId: positiveId,
    name: z.string().trim().max(200).optional().catch(undefined),
  },
  view: { new: z.boolean().optional().catch(undefined) },
  defaults: { new: false },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  /** The `ordering` fields GET project sorts on: the spec's columns (mocks/handlers/structure/structure.ts). */
  sortFields: [
    'client',
    'site',
    'name',
    'chrono_sf',
    'project_manager',
    'signature_date',
    'start_date',
    'nombre_aape',
    'engagement_mwh',
    'engagement_mwh_pcs',
  ],
  /** The filters of the view, without paging nor order: what the list and the hidden count share. */
  filterParams: (search): ProjectQueryParams => {
    const params: ProjectQueryParams = {};
    if (search.clientId !== undefined) params.clientId = search.clientId;
    if (search.placeId !== undefined) params.placeId = search.placeId;
    if (search.name) params.name = search.name;
    return params;
  },
});

export const projectListSearchSchema = projectListSearch.schema;
export type ProjectListSearch = ListSearchOf<typeof projectListSearch>;
