import { z } from 'zod';
import type { ListSort } from '../../../api/listPage';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import { DEFAULT_TIME_ZONE, toInstant } from '../../../lib/dateFormat';
import { DATE_SHORTCUTS, resolveRange } from '../../../lib/dateRanges';
import {
  EVENT_ALERT_TYPES,
  EVENT_LEVELS,
  type EventAlertType,
  type EventListParams,
} from '../../../entities/events/api';
import { isEventStatus, type EventStatus } from '../../../entities/events/statusWorkflow';

/**
 * The events list's URL state (spec 000 §2 "Events list: filter, view current or all events";
 * CONVENTIONS "Routes and screens": every filter, page, sort and period is a search param, defaults
 * left out). Shared links come from users, so a malformed field is dropped (`.catch(undefined)`)
 * rather than refusing the whole page.
 */

/** The server's default order: newest first. Left out of the URL. */
export const DEFAULT_EVENT_SORT = { field: 'dateStart', descending: true } as const satisfies ListSort;

/**
 * A period choice beyond the date shortcuts: no period at all. The home's "global" and "new"
 * counts cover every event ever raised (src/features/home/api.ts), so their links must not fall
 * back to the default two weeks (spec 000 §9).
 */
export const ALL_TIME_RANGE = 'all';

/**
 * Groups of alert types the `type` filter alone cannot express, named after the home counts
 * (spec 001 §2; src/features/home/api.ts): offline covers offline and offline_single, tech the data
 * quality types, spec the business ones. Sent as a repeated `type` param. A `type` filter, when
 * set, wins over the category (the screen shows the type; withEventsFilter drops the category).
 */
export const EVENT_TYPE_CATEGORIES = {
  offline: ['offline', 'offline_single'],
  tech: ['offline', 'offline_single', 'nodata', 'com'],
  spec: ['high', 'low', 'in_range', 'out_of_range', 'stagnation'],
} as const satisfies Record<string, readonly EventAlertType[]>;
export type EventTypeCategory = keyof typeof EVENT_TYPE_CATEGORIES;
const CATEGORY_NAMES = Object.keys(EVENT_TYPE_CATEGORIES) as [EventTypeCategory, ...EventTypeCategory[]];

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);
const instantText = z
  .string()
  .refine((value) => toInstant(value) !== null)
  .optional()
  .catch(undefined);
const toList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

export const eventsSearch = defineListSearch({
  view: {
    /** 'current': events in progress (the default); 'all': in progress and finished. */
    view: z.enum(['current', 'all']).optional().catch(undefined),
  },
  defaults: { view: 'current' },
  filters: {
    clientId: positiveId,
    placeId: positiveId,
    projectId: positiveId,
    alertId: positiveId,
    type: z.enum(EVENT_ALERT_TYPES).optional().catch(undefined),
    category: z.enum(CATEGORY_NAMES).optional().catch(undefined),
    level: z.enum(EVENT_LEVELS).optional().catch(undefined),
    /** One status or several; unknown ones are dropped, the valid ones kept. */
    status: z
      .union([z.string(), z.array(z.unknown())])
      .transform((value): EventStatus[] => toList(value).filter(isEventStatus))
      .optional()
      .catch(undefined),
    cancelled: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
      .optional()
      .catch(undefined),
    range: z
      .union([z.enum(DATE_SHORTCUTS), z.literal(ALL_TIME_RANGE)])
      .optional()
      .catch(undefined),
    start: instantText,
    end: instantText,
    search: z.string().trim().max(200).optional().catch(undefined),
  },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  /** The `ordering` fields the events list sorts on (mocks/handlers/events.ts answers the same). */
  sortFields: ['dateStart', 'dateEnd', 'duration', 'client', 'site', 'project', 'alert', 'level', 'status'],
  defaultSort: DEFAULT_EVENT_SORT,
  /** Picking a type drops the category, and picking a category drops the type, so the two never disagree. */
  beforeFilter: (search, patch) => {
    const next = { ...search };
    if ('type' in patch && patch.type !== undefined && !('category' in patch)) delete next.category;
    if ('category' in patch && patch.category !== undefined && !('type' in patch)) delete next.type;
    return next;
  },
  /** The filters as GET events takes them, without the period (eventListParamsFrom adds it). */
  filterParams: (search): EventListParams => {
    const params: EventListParams = {};
    if (search.clientId !== undefined) params.clientId = search.clientId;
    if (search.placeId !== undefined) params.placeId = search.placeId;
    if (search.projectId !== undefined) params.projectId = search.projectId;
    if (search.alertId !== undefined) params.alertId = search.alertId;
    if (search.type) params.type = search.type;
    else if (search.category) params.type = [...EVENT_TYPE_CATEGORIES[search.category]];
    if (search.level) params.level = search.level;
    if (search.status && search.status.length > 0) params.status = search.status;
    if (search.cancelled !== undefined) params.cancelled = search.cancelled;
    if (search.search) params.search = search.search;
    return params;
  },
});

export const eventsSearchSchema = eventsSearch.schema;
export type EventsSearch = ListSearchOf<typeof eventsSearch>;

/**
 * The GET events params of a view. The period applies to the "all" view only: an event in progress
 * is current whatever its start, so the "current" view (spec 000 §2) lists every event in progress,
 * which is also what the home's in-progress counts link to. `range: 'all'` sends no period.
 */
export function eventListParamsFrom(
  search: EventsSearch,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): EventListParams {
  const params: EventListParams = eventsSearch.params(search);
  if ((search.view ?? 'current') === 'current') {
    params.current = true;
  } else if (search.range !== ALL_TIME_RANGE) {
    const period = resolveRange({ shortcut: search.range, start: search.start, end: search.end }, now, timeZone);
    params.start = period.start.toISOString();
    params.end = period.end.toISOString();
  }
  return params;
}
