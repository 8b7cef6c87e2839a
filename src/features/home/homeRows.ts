import type { ListSort } from '../../api/listPage';
import { isHiddenClient, isHiddenProject, type HiddenNames } from '../../entities/structure/hiddenStructure';
import type { AlertEventStatsRow } from '../../entities/events/alertEventStats';

/** The home data quality table (spec 001 §2 "Home table fields"). */

/** spec 001 §2: "client, site, project, global, offline, nodata, com, spec (business), total, new, tech, daysdelay". */
export const HOME_COLUMNS = [
  'client',
  'site',
  'project',
  'global',
  'offline',
  'nodata',
  'com',
  'spec',
  'total',
  'new',
  'tech',
  'daysdelay',
] as const;
export type HomeColumn = (typeof HOME_COLUMNS)[number];

/**
 * All of them: the spec lists these twelve as the table's fields and the summary is the home's
 * point; a user narrows the set through the column picker (spec 001 §2 "selectable and default
 * column sets").
 */
/* The client is in the column picker: the site and the project name it, and the delay column keeps
 * its place on a 1280 px screen. */
export const HOME_DEFAULT_COLUMNS: readonly HomeColumn[] = HOME_COLUMNS.filter((column) => column !== 'client');

export type HomeCountField = Exclude<HomeColumn, 'client' | 'site' | 'project'>;
export const HOME_COUNT_FIELDS = HOME_COLUMNS.filter(
  (column): column is HomeCountField => column !== 'client' && column !== 'site' && column !== 'project',
);

/**
 * Drops the rows of hidden test clients and projects (spec 000 §6, 001 §6) and, when the user
 * shows favourites (`favourites` non-null: showFavoritesProject is on, src/api/profile.ts
 * showsFavourites), puts the favourite projects first. Both groups keep their order, so sorting
 * with sortHomeRows first and then calling this keeps favourites on top in the chosen order.
 */
export function visibleHomeRows(
  rows: readonly AlertEventStatsRow[],
  hidden: HiddenNames,
  favourites: readonly number[] | null,
): AlertEventStatsRow[] {
  const visible = rows.filter(
    (row) => !isHiddenClient(hidden, row.client.name) && !isHiddenProject(hidden, row.project.name),
  );
  if (favourites === null) return visible;
  const wanted = new Set(favourites);
  return [
    ...visible.filter((row) => wanted.has(row.project.id)),
    ...visible.filter((row) => !wanted.has(row.project.id)),
  ];
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

function sortValue(row: AlertEventStatsRow, field: HomeColumn): string | number {
  switch (field) {
    case 'client':
      return row.client.name;
    case 'site':
      return row.site.name;
    case 'project':
      return row.project.name;
    default:
      return row[field];
  }
}

const isHomeColumn = (field: string): field is HomeColumn => (HOME_COLUMNS as readonly string[]).includes(field);

/**
 * Client-side sort: the stats call answers every row at once (spec 001 §7 "GET stats alert
 * event"). Names in French order, counts by value; ties and an unknown field keep the order given.
 */
export function sortHomeRows(rows: readonly AlertEventStatsRow[], sort: ListSort | null): AlertEventStatsRow[] {
  if (!sort || !isHomeColumn(sort.field)) return [...rows];
  const field = sort.field;
  const direction = sort.descending ? -1 : 1;
  return [...rows].sort((left, right) => {
    const a = sortValue(left, field);
    const b = sortValue(right, field);
    const compared = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    return compared * direction;
  });
}

/**
 * The events list search a count opens; the same shape as the events feature's EventsSearch
 * (src/features/events/list/eventsSearch.ts), restated here because a feature never imports another.
 */
export interface HomeEventsSearch {
  projectId: number;
  view: 'current' | 'all';
  cancelled: false;
  type?: 'nodata' | 'com';
  category?: 'offline' | 'tech' | 'spec';
  status?: ['new'];
  range?: 'all';
}

export type HomeCountLink =
  { to: '/events'; search: HomeEventsSearch } | { to: '/automatic-variables'; search: { projectId: number } };

/**
 * Where each count leads, so that the list shows exactly the counted events (the meaning of each
 * count is on src/features/home/api.ts; the stats never count cancelled events, hence
 * cancelled: false everywhere):
 * - offline, nodata, com, spec, tech, total count events in progress: the "current" view, which
 *   ignores the period. A single `type` cannot say "offline or offline_single" nor the technical
 *   or business families, so those use the events list's `category`, sent as a repeated `type`.
 * - global and new count events in progress or finished over all time: the "all" view with
 *   `range: 'all'`, so that the default two-week period does not cut them.
 * - daysdelay is about the project's variables, not events: the variables list of the project.
 */
export function countLink(row: Pick<AlertEventStatsRow, 'project'>, field: HomeCountField): HomeCountLink {
  const projectId = row.project.id;
  const current = { projectId, view: 'current', cancelled: false } as const;
  const allTime = { projectId, view: 'all', range: 'all', cancelled: false } as const;
  switch (field) {
    case 'global':
      return { to: '/events', search: allTime };
    case 'new':
      return { to: '/events', search: { ...allTime, status: ['new'] } };
    case 'total':
      return { to: '/events', search: current };
    case 'nodata':
    case 'com':
      return { to: '/events', search: { ...current, type: field } };
    case 'offline':
    case 'tech':
    case 'spec':
      return { to: '/events', search: { ...current, category: field } };
    case 'daysdelay':
      return { to: '/automatic-variables', search: { projectId } };
  }
}
