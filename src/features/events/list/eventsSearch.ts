import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort } from '../../../api/listPage';
import { DEFAULT_TIME_ZONE, toInstant } from '../../../lib/dateFormat';
import { DATE_SHORTCUTS, resolveRange } from '../../../lib/dateRanges';
import { withFilterChange } from '../../../lib/searchParams';
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

export const EVENT_PAGE_SIZES = [25, 50, 100, 200] as const;
export type EventPageSize = (typeof EVENT_PAGE_SIZES)[number];
export const DEFAULT_EVENT_PAGE_SIZE: EventPageSize = 50;

/** The `ordering` fields the events list sorts on (mocks/handlers/events.ts answers the same). */
export const EVENT_SORT_FIELDS = [
  'dateStart',
  'dateEnd',
  'duration',
  'client',
  'site',
  'project',
  'alert',
  'level',
  'status',
] as const;
export type EventSortField = (typeof EVENT_SORT_FIELDS)[number];
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

export const eventsSearchSchema = z.object({
  /** 'current': events in progress (the default); 'all': in progress and finished. */
  view: z.enum(['current', 'all']).optional().catch(undefined),
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
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(EVENT_PAGE_SIZES)).optional().catch(undefined),
  /** Ordering syntax: "dateStart" ascending, "-dateStart" descending. */
  sort: z
    .string()
    .refine((value) => (EVENT_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
});
export type EventsSearch = z.infer<typeof eventsSearchSchema>;

/** The sort the table shows: the URL's, else the server's default. */
export function eventsSortOf(search: EventsSearch): ListSort {
  return parseOrdering(search.sort) ?? DEFAULT_EVENT_SORT;
}

/** What the URL leaves out: the current view, page 1 of 50, newest first. */
export const EVENTS_SEARCH_DEFAULTS: Partial<EventsSearch> = {
  view: 'current',
  page: 1,
  pageSize: DEFAULT_EVENT_PAGE_SIZE,
  sort: orderingParam(DEFAULT_EVENT_SORT),
};

/**
 * A filter change, back to page 1 (withFilterChange). Picking a type drops the category, and
 * picking a category drops the type, so the two never disagree.
 */
export function withEventsFilter(search: EventsSearch, patch: Partial<EventsSearch>): EventsSearch {
  const next: EventsSearch = { ...search };
  if ('type' in patch && patch.type !== undefined && !('category' in patch)) delete next.category;
  if ('category' in patch && patch.category !== undefined && !('type' in patch)) delete next.type;
  return withFilterChange(next, patch, EVENTS_SEARCH_DEFAULTS);
}

/** A sort change also goes back to page 1. */
export function withEventsSort(search: EventsSearch, sort: ListSort | null): EventsSearch {
  return withFilterChange(search, { sort: orderingParam(sort) }, EVENTS_SEARCH_DEFAULTS);
}

function typeParam(search: EventsSearch): EventListParams['type'] {
  if (search.type) return search.type;
  if (search.category) return [...EVENT_TYPE_CATEGORIES[search.category]];
  return undefined;
}

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
  const limit = search.pageSize ?? DEFAULT_EVENT_PAGE_SIZE;
  const params: EventListParams = {
    limit,
    offset: ((search.page ?? 1) - 1) * limit,
    ordering: search.sort,
    clientId: search.clientId,
    placeId: search.placeId,
    projectId: search.projectId,
    alertId: search.alertId,
    type: typeParam(search),
    level: search.level,
    status: search.status && search.status.length > 0 ? search.status : undefined,
    cancelled: search.cancelled,
    search: search.search || undefined,
  };
  if ((search.view ?? 'current') === 'current') {
    params.current = true;
  } else if (search.range !== ALL_TIME_RANGE) {
    const period = resolveRange({ shortcut: search.range, start: search.start, end: search.end }, now, timeZone);
    params.start = period.start.toISOString();
    params.end = period.end.toISOString();
  }
  for (const key of Object.keys(params) as (keyof EventListParams)[]) if (params[key] === undefined) delete params[key];
  return params;
}
