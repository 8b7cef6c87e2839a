import { z } from 'zod';
import type { SortParams } from '../../../api/listPage';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
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

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);
const text = z.string().trim().max(200).optional().catch(undefined);

export const alertListSearch = defineListSearch({
  view: { tab: z.enum(ALERT_LIST_TABS).optional().catch(undefined) },
  filters: {
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
  },
  /** What the URL leaves out: the standard tab, page 1 of 50, active (not archived) alerts. */
  defaults: { tab: 'standard', archived: false },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  /** The `ordering` fields GET alerts and GET project-alerts sort on (mocks/handlers/alerting/alerts.ts). */
  sortFields: ['client', 'site', 'project', 'name', 'type', 'alertLevel', 'enabled', 'archived'],
});

export const alertListSearchSchema = alertListSearch.schema;
export type AlertListSearch = ListSearchOf<typeof alertListSearch>;

export const tabOf = (search: AlertListSearch): AlertListTab => search.tab ?? 'standard';

/**
 * Another tab: the structure and the common filters stay; what the new tab does not take goes
 * (variable and scenario names on the specific tab, a type that is not a project alert's).
 */
export function withAlertListTab(search: AlertListSearch, tab: AlertListTab): AlertListSearch {
  const patch: Partial<AlertListSearch> = { tab };
  if (tab !== 'standard') Object.assign(patch, { variableName: undefined, scenarioName: undefined });
  if (tab === 'specific' && search.type && !PROJECT_ALERT_TYPES.includes(search.type)) patch.type = undefined;
  return alertListSearch.withFilter(search, patch);
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
  return { ...alertFilterParams(search, tab), ...alertListSearch.pageParams(search) };
}
