import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort, type SortParams } from '../../../api/listPage';
import { withFilterChange } from '../../../lib/searchParams';
import type { AlertListParams, ProjectAlertListParams } from '../../../entities/alerting/api';
import { ALERT_LEVEL_NAMES, ALERT_TYPE_NAMES, PROJECT_ALERT_TYPES } from '../../../entities/alerting/alertTypes';

/**
 * The alert configuration's URL state (spec 000 §2 alerting-config; CONVENTIONS "Routes and
 * screens": every tab, filter, page and sort is a search param, defaults left out). A malformed
 * field from a shared link is dropped (`.catch(undefined)`) rather than refusing the page.
 *
 * Tabs, our reading of spec 000 §2 "standard, specific, global" from the calls of §7:
 * standard = GET alerts (on a project's variables or formulas), specific = GET project-alerts
 * (on a whole project's acquisition: PROJECT_ALERT_TYPES), scenarios = the global scenarios and
 * the site's (GET scenarios).
 */

export const ALERT_LIST_TABS = ['standard', 'specific', 'scenarios'] as const;
export type AlertListTab = (typeof ALERT_LIST_TABS)[number];
export type AlertTableTab = Exclude<AlertListTab, 'scenarios'>;

export const ALERT_PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_ALERT_PAGE_SIZE = 50;

/** The `ordering` fields GET alerts and GET project-alerts sort on (mocks/handlers/alerting/alerts.ts). */
export const ALERT_SORT_FIELDS = [
  'client',
  'site',
  'project',
  'name',
  'type',
  'alertLevel',
  'enabled',
  'archived',
] as const;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);
const text = z.string().trim().max(200).optional().catch(undefined);

export const alertListSearchSchema = z.object({
  tab: z.enum(ALERT_LIST_TABS).optional().catch(undefined),
  clientId: positiveId,
  placeId: positiveId,
  projectId: positiveId,
  type: z.enum(ALERT_TYPE_NAMES).optional().catch(undefined),
  level: z.enum(ALERT_LEVEL_NAMES).optional().catch(undefined),
  /** true: enabled alerts only, false: muted ones only (spec 000 §3 "enabled (false means muted)"). */
  enabled: z.boolean().optional().catch(undefined),
  /** false (the default): active alerts; true: archived ones; 'all': both. */
  archived: z
    .union([z.boolean(), z.literal('all')])
    .optional()
    .catch(undefined),
  name: text,
  /** Standard tab only: GET project-alerts takes neither (spec 000 §7). */
  variableName: text,
  scenarioName: text,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(ALERT_PAGE_SIZES)).optional().catch(undefined),
  /** Ordering syntax: "name" ascending, "-name" descending. None: the server's own order. */
  sort: z
    .string()
    .refine((value) => (ALERT_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
});
export type AlertListSearch = z.infer<typeof alertListSearchSchema>;

/** What the URL leaves out: the standard tab, page 1 of 50, active (not archived) alerts. */
export const ALERT_LIST_SEARCH_DEFAULTS: Partial<AlertListSearch> = {
  tab: 'standard',
  page: 1,
  pageSize: DEFAULT_ALERT_PAGE_SIZE,
  archived: false,
};

export const tabOf = (search: AlertListSearch): AlertListTab => search.tab ?? 'standard';

/** A filter change, back to page 1. */
export function withAlertListFilter(search: AlertListSearch, patch: Partial<AlertListSearch>): AlertListSearch {
  return withFilterChange(search, patch, ALERT_LIST_SEARCH_DEFAULTS);
}

/** A sort change also goes back to page 1. */
export function withAlertListSort(search: AlertListSearch, sort: ListSort | null): AlertListSearch {
  return withFilterChange(search, { sort: orderingParam(sort) }, ALERT_LIST_SEARCH_DEFAULTS);
}

export function alertListSortOf(search: AlertListSearch): ListSort | null {
  return parseOrdering(search.sort);
}

/**
 * Another tab: the structure and the common filters stay; what the new tab does not take goes
 * (variable and scenario names on the specific tab, a type that is not a project alert's).
 */
export function withAlertListTab(search: AlertListSearch, tab: AlertListTab): AlertListSearch {
  const patch: Partial<AlertListSearch> = { tab };
  if (tab !== 'standard') Object.assign(patch, { variableName: undefined, scenarioName: undefined });
  if (tab === 'specific' && search.type && !PROJECT_ALERT_TYPES.includes(search.type)) patch.type = undefined;
  return withFilterChange(search, patch, ALERT_LIST_SEARCH_DEFAULTS);
}

/** The filters a reset clears: everything but the tab, the sort and the page size. */
export function withoutAlertListFilters(search: AlertListSearch): AlertListSearch {
  return withFilterChange(
    { tab: search.tab, sort: search.sort, pageSize: search.pageSize },
    {},
    ALERT_LIST_SEARCH_DEFAULTS,
  );
}

export type AlertQueryParams = AlertListParams & SortParams;
export type ProjectAlertQueryParams = ProjectAlertListParams & SortParams;

/** The GET alerts / project-alerts filters and sort of a view, without paging: what the list and the export share. */
export function alertFilterParams(search: AlertListSearch, tab: AlertTableTab): AlertQueryParams {
  const archived = search.archived ?? false;
  const params: AlertQueryParams = {
    ordering: search.sort,
    clientId: search.clientId,
    placeId: search.placeId,
    projectId: search.projectId,
    name: search.name || undefined,
    type: search.type,
    alertLevel: search.level,
    enabled: search.enabled,
    archived: archived === 'all' ? undefined : archived,
  };
  if (tab === 'standard') {
    params.variableName = search.variableName || undefined;
    params.scenarioName = search.scenarioName || undefined;
  } else if (search.type && !PROJECT_ALERT_TYPES.includes(search.type)) {
    delete params.type;
  }
  for (const key of Object.keys(params) as (keyof AlertQueryParams)[]) {
    if (params[key] === undefined) delete params[key];
  }
  return params;
}

/** The params of the page on screen. */
export function alertListParamsFrom(search: AlertListSearch, tab: AlertTableTab): AlertQueryParams {
  const limit = search.pageSize ?? DEFAULT_ALERT_PAGE_SIZE;
  return { ...alertFilterParams(search, tab), limit, offset: ((search.page ?? 1) - 1) * limit };
}
