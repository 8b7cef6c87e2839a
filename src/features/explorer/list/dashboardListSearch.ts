import { z } from 'zod';
import type { SortParams } from '../../../api/listPage';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import type { DashboardListParams } from '../../../entities/explorer/api';

/**
 * The dashboards list's URL state (spec 000 §2 data-explorer; CONVENTIONS "Routes and screens":
 * the name filter, page, page size and sort are search params, defaults left out). A malformed
 * field from a shared link is dropped rather than refusing the page.
 */

export type DashboardQueryParams = DashboardListParams & SortParams;

export const dashboardListSearch = defineListSearch({
  filters: { name: z.string().trim().max(200).optional().catch(undefined) },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  /** The `ordering` fields GET dashboard sorts on (mocks/handlers/explorer/dashboards.ts). */
  sortFields: ['name', 'project', 'graphs', 'updatedAt'],
  filterParams: (search): DashboardQueryParams => (search.name ? { name: search.name } : {}),
});

export const dashboardListSearchSchema = dashboardListSearch.schema;
export type DashboardListSearch = ListSearchOf<typeof dashboardListSearch>;
