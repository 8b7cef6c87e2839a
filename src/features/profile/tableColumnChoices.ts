import { columnChoicesOf } from '../../entities/users/tableColumns';
import type { CurrentUser } from '../../entities/users/currentUser';

/**
 * The tables whose columns the user chose (preferences.columns[tableId], spec 001 §2 "column
 * preferences"), and their reset: a table without a saved choice shows its default column set.
 */

export interface TableColumnChoice {
  tableId: string;
  columnIds: string[];
}

/** Every usable saved choice, in the tables' id order; anything unreadable is left out. */
export function tableColumnChoicesOf(preferences: CurrentUser['preferences']): TableColumnChoice[] {
  return Object.entries(columnChoicesOf(preferences))
    .flatMap(([tableId, ids]) =>
      Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? [{ tableId, columnIds: [...ids] }] : [],
    )
    .sort((left, right) => left.tableId.localeCompare(right.tableId));
}

/**
 * The user with the choices of these tables removed (null: every table), the other preferences
 * and tables kept as they are, so that a reset never loses another table's choice.
 */
export function withoutColumnChoices(user: CurrentUser, tableIds: readonly string[] | null): CurrentUser {
  const preferences = user.preferences ?? {};
  const columns =
    tableIds === null
      ? {}
      : Object.fromEntries(
          Object.entries(columnChoicesOf(preferences)).filter(([tableId]) => !tableIds.includes(tableId)),
        );
  return { ...user, preferences: { ...preferences, columns } };
}

/**
 * Where each table's column names are in the catalogue (its screen's headers), so that the
 * profile lists "Client, Site, Alert" rather than ids. A table or column not found here shows its id.
 */
export const COLUMN_MESSAGE_PREFIXES: Readonly<Record<string, string>> = {
  alerts: 'alertList.column.',
  clientPlaces: 'parameters.clients.places.column.',
  clients: 'parameters.clients.column.',
  contacts: 'parameters.contacts.column.',
  events: 'events.column.',
  home: 'home.column.',
  placeProjects: 'parameters.projects.column.',
  places: 'parameters.places.column.',
  projectAapePerimeters: 'parameters.project.perimeter.',
  projectAlerts: 'alertList.column.',
  projectBilans: 'parameters.project.bilan.',
  projectEnergies: 'parameters.project.energy.',
  projects: 'parameters.projects.column.',
  supportEquipment: 'parameters.support.equipment.',
  supportSoftware: 'parameters.support.software.',
  technicalFiles: 'parameters.support.files.',
  users: 'parameters.users.column.',
  variableHistory: 'variables.history.column.',
  variables: 'variables.list.column.',
};

/** The tables the profile names (`profile.columns.table.<id>`); another id is shown as it is. */
export const NAMED_TABLES = [
  'alerts',
  'clientPlaces',
  'clients',
  'contacts',
  'events',
  'home',
  'placeProjects',
  'places',
  'projectAapePerimeters',
  'projectAlerts',
  'projectBilans',
  'projectEnergies',
  'projects',
  'supportEquipment',
  'supportSoftware',
  'technicalFiles',
  'users',
  'variableHistory',
  'variables',
] as const;
export type NamedTable = (typeof NAMED_TABLES)[number];
export const isNamedTable = (tableId: string): tableId is NamedTable =>
  (NAMED_TABLES as readonly string[]).includes(tableId);
