import type { AlertEventStatsParams } from '../../entities/events/alertEventStats';

/**
 * Where the summary cards and the pending events' "See all" lead: the events list showing exactly
 * what was counted (src/features/home/api.ts: `current` counts non-cancelled events in progress,
 * `statuses` non-cancelled events in progress or finished, over all time). Same search shape as
 * the events feature's EventsSearch, restated because a feature never imports another
 * (src/app/homeEventLinks.test.ts checks such links against the events list).
 */

export const HOME_SUMMARY_STATUSES = ['new', 'seen', 'fixed_no_action', 'fixed'] as const;
export type HomeSummaryStatus = (typeof HOME_SUMMARY_STATUSES)[number];

export interface HomeSummaryEventsSearch extends AlertEventStatsParams {
  view: 'current' | 'all';
  cancelled: false;
  status?: [HomeSummaryStatus];
  range?: 'all';
}

export interface HomeSummaryLink {
  to: '/events';
  search: HomeSummaryEventsSearch;
}

/** The "events in progress" card: the list's current view (which ignores the period). */
export function currentEventsLink(structure: AlertEventStatsParams): HomeSummaryLink {
  return { to: '/events', search: { ...structure, view: 'current', cancelled: false } };
}

/** A status card: every event of that status, whatever its period (`range: 'all'`). */
export function statusEventsLink(status: HomeSummaryStatus, structure: AlertEventStatsParams): HomeSummaryLink {
  return { to: '/events', search: { ...structure, view: 'all', range: 'all', cancelled: false, status: [status] } };
}
