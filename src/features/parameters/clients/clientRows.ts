import type { ListSort } from '../../../api/listPage';
import type { Client } from '../../../entities/structure/api';
import type { StructureCounts } from './structureCounts';

/** A row of the clients list: the client with its counts (undefined while the tree is not read). */
export interface ClientRow extends Client {
  places: number | undefined;
  projects: number | undefined;
}

export function clientRows(clients: readonly Client[], counts: StructureCounts | undefined): ClientRow[] {
  return clients.map((client) => {
    const count = counts?.client.get(client.id);
    return {
      ...client,
      places: counts ? (count?.places ?? 0) : undefined,
      projects: counts ? (count?.projects ?? 0) : undefined,
    };
  });
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Sorted in the browser (the list is short and whole): by name unless the URL says otherwise. */
export function sortClientRows(rows: readonly ClientRow[], sort: ListSort | null): ClientRow[] {
  const field = sort?.field ?? 'name';
  const direction = sort?.descending ? -1 : 1;
  const value = (row: ClientRow) =>
    field === 'places'
      ? row.places
      : field === 'projects'
        ? row.projects
        : field === 'shortName'
          ? row.shortName
          : row.name;
  return [...rows].sort((left, right) => {
    const a = value(left);
    const b = value(right);
    // Unknown values last, whatever the direction.
    if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
    if (b === undefined || b === null) return -1;
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    return order === 0 ? collator.compare(left.name, right.name) : order * direction;
  });
}
